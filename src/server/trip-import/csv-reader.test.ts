import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { sniffSeparator } from './csv-reader.ts';
import { csvTrips, refusal } from './read-test-support.ts';

const polish = 'Świnoujście; Łeba; Gdańsk; żółć';

describe('CSV as Polish Excel saves it', () => {
  it('splits on ";" and keeps a decimal comma and a dotted date as the text written', async () => {
    expect(await csvTrips('Jacht;Dystans;Data od\r\nZawisza Czarny;12,5;01.07.2024\r\n;;\r\n')).toEqual({
      header: ['Jacht', 'Dystans', 'Data od'],
      rows: [{ row: 2, cells: ['Zawisza Czarny', '12,5', '01.07.2024'] }],
    });
  });

  it('reads Windows-1250 bytes ("CSV (rozdzielany przecinkami)") with their Polish letters', async () => {
    const bytes = iconv.encode(`Porty;Uwagi\r\n"${polish}";Zażółć gęślą jaźń\r\n`, 'windows-1250');
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
    expect(await csvTrips(bytes)).toEqual({
      header: ['Porty', 'Uwagi'],
      rows: [{ row: 2, cells: [polish, 'Zażółć gęślą jaźń'] }],
    });
  });

  it('strips a UTF-8 BOM from the first header', async () => {
    const table = await csvTrips(`\uFEFFJacht;Port\r\nDar Młodzieży;${polish.split(';')[2]?.trim()}\r\n`);
    expect(table.header).toEqual(['Jacht', 'Port']);
    expect(table.rows).toEqual([{ row: 2, cells: ['Dar Młodzieży', 'Gdańsk'] }]);
  });

  it('reads UTF-16LE with its BOM, tab separated (Excel\'s "Unicode text")', async () => {
    const bytes = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from(`Jacht\tPorty\tDystans\r\nZawisza Czarny\t${polish}\t12,5\r\n`, 'utf16le'),
    ]);
    expect(await csvTrips(bytes, 'rejsy.txt')).toEqual({
      header: ['Jacht', 'Porty', 'Dystans'],
      rows: [{ row: 2, cells: ['Zawisza Czarny', polish, '12,5'] }],
    });
  });

  it('keeps separators, quotes and line ends inside quoted cells, and numbers rows as a spreadsheet shows them', async () => {
    const text = [
      'Jacht;Uwagi;Dystans',
      'Zawisza;"Sztorm; reef ""2"".',
      'Druga linia',
      'Trzecia";12,5',
      '',
      'Dar Młodzieży;  ;240',
      ';;',
      'Pogoria;" spacje zostają ";',
    ].join('\r\n');
    expect(await csvTrips(text)).toEqual({
      header: ['Jacht', 'Uwagi', 'Dystans'],
      rows: [
        { row: 2, cells: ['Zawisza', 'Sztorm; reef "2".\r\nDruga linia\r\nTrzecia', '12,5'] },
        { row: 4, cells: ['Dar Młodzieży', null, '240'] },
        { row: 6, cells: ['Pogoria', ' spacje zostają ', null] },
      ],
    });
  });

  it('numbers rows after a multi-line cell in a file with LF line ends too', async () => {
    expect((await csvTrips('Jacht,Uwagi\nZawisza,"a\nb\nc"\n\nPogoria,d\n')).rows).toEqual([
      { row: 2, cells: ['Zawisza', 'a\nb\nc'] },
      { row: 4, cells: ['Pogoria', 'd'] },
    ]);
  });

  it('counts blank lines above the header as rows and keeps ragged rows as written', async () => {
    expect(await csvTrips('\n\nJacht,Dystans\nZawisza,12.5,extra\nPogoria\n')).toEqual({
      header: ['Jacht', 'Dystans'],
      rows: [
        { row: 4, cells: ['Zawisza', '12.5', 'extra'] },
        { row: 5, cells: ['Pogoria'] },
      ],
    });
  });

  it('reads a header without rows as a table without rows', async () => {
    expect(await csvTrips('Jacht;Dystans\r\n')).toEqual({ header: ['Jacht', 'Dystans'], rows: [] });
  });

  it('refuses a quote never closed, naming the line it opens on', async () => {
    const text =
      'Jacht;Uwagi\r\nZawisza;"cytat ""w cudzysłowie"""\r\nDar 12" Młodzieży;"bez końca\r\nPogoria;x\r\n';
    expect(await refusal(Buffer.from(text), 'rejsy.csv')).toEqual({
      reason: 'csv_broken',
      values: { line: 3 },
    });
  });

  it('refuses text after a closing quote, naming its line', async () => {
    expect(await refusal(Buffer.from('Jacht;Uwagi\nZawisza;x\n"Pogoria"y;z\n'), 'rejsy.csv')).toEqual({
      reason: 'csv_broken',
      values: { line: 3 },
    });
  });

  it('takes 1000 trips and refuses 1001, without reading the rest of a huge file', async () => {
    const rows = (count: number) =>
      ['Jacht;Dystans', ...Array.from({ length: count }, (_, index) => `Jacht ${index};12,5`)].join('\n');
    expect((await csvTrips(rows(1000))).rows).toHaveLength(1000);
    expect((await csvTrips(rows(1000))).rows.at(-1)?.row).toBe(1001);
    expect(await refusal(Buffer.from(rows(1001)), 'rejsy.csv')).toEqual({
      reason: 'too_many_rows',
      values: { max: 1000 },
    });
    expect((await refusal(Buffer.from(`${rows(400_000)}\n"`), 'rejsy.csv')).reason).toBe('too_many_rows');
  });
});

describe('sniffSeparator', () => {
  it.each([
    ['Jacht;Dystans;Data\nZawisza;12,5;01.07.2024\nPogoria;7,25;02.07.2024', ';'],
    ['Yacht,Distance,Date\nZawisza,12.5,2024-07-01', ','],
    ['Jacht\tDystans\nZawisza\t12,5', '\t'],
    ['"Jacht, nazwa";Dystans\n"Zawisza, Czarny";12,5', ';'],
    ['Jacht;Dystans;Porty\nZawisza;12;"Hel, Łeba, Puck"', ';'],
    ['Jacht\nZawisza', ','],
  ])('%j is split by %j', (text, separator) => {
    expect(sniffSeparator(text)).toBe(separator);
  });
});
