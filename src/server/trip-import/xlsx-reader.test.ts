import { unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import writeExcelFile from 'write-excel-file/node';
import { readImportFile } from './read-file.ts';
import { refusal, tablesOf } from './read-test-support.ts';
import { deflated, megabyteOfZeros, type RawEntry, rawZip, repeatedDeflate } from './zip-fixtures.ts';

const start = new Date(Date.UTC(2024, 6, 1));
const date = (value: Date) => ({ value, format: 'dd.mm.yyyy' });

const workbookXml =
  '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets><sheet name="Rejsy" sheetId="1"/></sheets></workbook>';
const workbookEntry: RawEntry = { name: 'xl/workbook.xml', packed: deflated(workbookXml) };

/** A workbook with the given entries beside its workbook.xml. */
const bombOf = (...entries: RawEntry[]) => rawZip([workbookEntry, ...entries]);
const sheetEntry = (index: number, packed: Uint8Array, claimedSize?: number): RawEntry => ({
  name: `xl/worksheets/sheet${index}.xml`,
  packed,
  claimedSize,
});

describe('XLSX workbooks', () => {
  it('finds the export sheets by their Polish names, wherever they are, with numbers, dates and flags typed', async () => {
    const file = await writeExcelFile([
      { sheet: 'Notatki', data: [['cokolwiek']] },
      {
        sheet: 'Rejsy',
        data: [
          ['Nr', 'Jacht', 'Dystans', 'Data od', 'Port pływowy', 'Uwagi'],
          [1, 'Zawisza Czarny', 12.5, date(start), true, '12,5 Mm; „cytat”'],
          [null, null, null, null, null, null],
          [2, 'Dar Młodzieży', 240, date(start), false, null],
        ],
      },
      {
        sheet: 'Odwiedzone porty',
        data: [
          ['Rejs', 'Port'],
          [1, 'Świnoujście'],
        ],
      },
      {
        sheet: 'Załoga',
        data: [
          ['Rejs', 'Imię i nazwisko'],
          [1, 'Anna Żółć'],
        ],
      },
      {
        sheet: 'Przeloty',
        data: [
          ['Rejs', 'Skąd'],
          [2, 'Łeba'],
        ],
      },
    ]).toBuffer();
    expect(await readImportFile(file, 'dziennik.xlsx')).toEqual({
      format: 'xlsx',
      trips: {
        header: ['Nr', 'Jacht', 'Dystans', 'Data od', 'Port pływowy', 'Uwagi'],
        rows: [
          { row: 2, cells: [1, 'Zawisza Czarny', 12.5, start, true, '12,5 Mm; „cytat”'] },
          { row: 4, cells: [2, 'Dar Młodzieży', 240, start, false, null] },
        ],
      },
      visitedPorts: { header: ['Rejs', 'Port'], rows: [{ row: 2, cells: [1, 'Świnoujście'] }] },
      crew: { header: ['Rejs', 'Imię i nazwisko'], rows: [{ row: 2, cells: [1, 'Anna Żółć'] }] },
      passages: { header: ['Rejs', 'Skąd'], rows: [{ row: 2, cells: [2, 'Łeba'] }] },
    });
  });

  it('finds the English names too, in any case and spacing, and leaves sheets out that are not there', async () => {
    const file = await writeExcelFile([
      {
        sheet: 'CREW',
        data: [
          ['trip', 'full_name'],
          [1, 'Jan Kowalski'],
        ],
      },
      { sheet: 'trips', data: [['yacht_name'], ['Pogoria']] },
    ]).toBuffer();
    expect(await readImportFile(file, 'logbook.xlsx')).toEqual({
      format: 'xlsx',
      trips: { header: ['yacht_name'], rows: [{ row: 2, cells: ['Pogoria'] }] },
      crew: { header: ['trip', 'full_name'], rows: [{ row: 2, cells: [1, 'Jan Kowalski'] }] },
    });
  });

  it('takes the first sheet as the trips and the next ones by position when no sheet has an export name', async () => {
    const file = await writeExcelFile([
      { sheet: 'Arkusz1', data: [[null], [null], ['Jacht', 'Od'], ['Pogoria', date(start)]] },
      {
        sheet: 'Arkusz2',
        data: [
          ['Rejs', 'Port'],
          [1, 'Hel'],
        ],
      },
    ]).toBuffer();
    expect(await readImportFile(file, 'moje.xlsx')).toEqual({
      format: 'xlsx',
      trips: { header: ['Jacht', 'Od'], rows: [{ row: 4, cells: ['Pogoria', start] }] },
      visitedPorts: { header: ['Rejs', 'Port'], rows: [{ row: 2, cells: [1, 'Hel'] }] },
    });
  });

  it('numbers rows as the spreadsheet does when the table starts lower and further right, with rows left out', async () => {
    const genuine = unzipSync(await writeExcelFile([['Jacht']], { sheet: 'Rejsy' }).toBuffer());
    const sheet = Object.keys(genuine).find((name) => name.startsWith('xl/worksheets/')) ?? '';
    const text = (ref: string, value: string) => `<c r="${ref}" t="inlineStr"><is><t>${value}</t></is></c>`;
    genuine[sheet] = new TextEncoder().encode(
      `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="3">${text('B3', 'Jacht')}${text('C3', 'Mile')}</row><row r="5">${text('B5', 'Pogoria')}<c r="C5"><v>12.5</v></c></row></sheetData></worksheet>`,
    );
    expect(tablesOf(await readImportFile(Buffer.from(zipSync(genuine)), 'a.xlsx')).trips).toEqual({
      header: ['', 'Jacht', 'Mile'],
      rows: [{ row: 5, cells: [null, 'Pogoria', 12.5] }],
    });
  });

  it('refuses a workbook without any filled cell as empty', async () => {
    const file = await writeExcelFile([[null, null]], { sheet: 'Rejsy' }).toBuffer();
    expect((await refusal(file, 'pusty.xlsx')).reason).toBe('empty');
  });

  it('takes 1000 trips and refuses 1001', async () => {
    const rows = (count: number) => [
      ['Jacht', 'Dystans'],
      ...Array.from({ length: count }, (_, index) => [`Jacht ${index}`, index]),
    ];
    const thousand = tablesOf(await readImportFile(await writeExcelFile(rows(1000)).toBuffer(), 'a.xlsx'));
    expect(thousand.trips.rows).toHaveLength(1000);
    expect(await refusal(await writeExcelFile(rows(1001)).toBuffer(), 'a.xlsx')).toEqual({
      reason: 'too_many_rows',
      values: { max: 1000 },
    });
  });

  it('refuses a sheet of a hundred thousand rows before parsing it', async () => {
    const rows = Array.from({ length: 100_001 }, (_, index) => `<row r="${index + 1}"/>`).join('');
    const sheet = `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows}</sheetData></worksheet>`;
    expect((await refusal(bombOf(sheetEntry(1, deflated(sheet))), 'a.xlsx')).reason).toBe('too_many_rows');
  });

  it('refuses sheets of more cells than any logbook has before parsing them', async () => {
    const row = (index: number) => `<row r="${index}">${'<c t="n"><v>1</v></c>'.repeat(10)}</row>`;
    const sheet = (from: number, count: number) =>
      `<worksheet><sheetData>${Array.from({ length: count }, (_, index) => row(from + index)).join('')}</sheetData></worksheet>`;
    const file = bombOf(sheetEntry(1, deflated(sheet(1, 40_000))), sheetEntry(2, deflated(sheet(1, 35_001))));
    expect((await refusal(file, 'a.xlsx')).reason).toBe('zip_bomb');
  });

  it('reads a workbook whose headers claim sizes it does not have: only what inflates is trusted', async () => {
    const genuine = await writeExcelFile([['Jacht'], ['Pogoria']], { sheet: 'Rejsy' }).toBuffer();
    const entries = Object.entries(unzipSync(genuine)).map(([name, data]) => ({
      name,
      packed: deflated(data),
      claimedSize: 0xfffffff0,
    }));
    expect(tablesOf(await readImportFile(rawZip(entries), 'a.xlsx')).trips).toEqual({
      header: ['Jacht'],
      rows: [{ row: 2, cells: ['Pogoria'] }],
    });
  });
});

describe('XLSX that is no workbook', () => {
  it('refuses an archive without xl/workbook.xml (a zip of photos, an OpenDocument sheet)', async () => {
    const photos = Buffer.from(zipSync({ 'IMG_0001.txt': new TextEncoder().encode('not a sheet') }));
    expect((await refusal(photos, 'rejsy.xlsx')).reason).toBe('not_xlsx');
    const ods = Buffer.from(
      zipSync({
        mimetype: new TextEncoder().encode('application/vnd.oasis.opendocument.spreadsheet'),
        'content.xml': new Uint8Array(10),
      }),
    );
    expect((await refusal(ods, 'rejsy.ods')).reason).toBe('not_xlsx');
  });

  it('refuses a cut-off workbook, garbage after the ZIP signature and a workbook.xml of garbage', async () => {
    const genuine = await writeExcelFile([['Jacht'], ['Pogoria']]).toBuffer();
    expect((await refusal(genuine.subarray(0, genuine.length / 2), 'a.xlsx')).reason).toBe('not_xlsx');
    expect((await refusal(Buffer.from('PK\x03\x04 and then nothing a zip has'), 'a.xlsx')).reason).toBe(
      'not_xlsx',
    );
    const garbage = rawZip([{ name: 'xl/workbook.xml', packed: deflated('<<<not xml') }]);
    expect((await refusal(garbage, 'a.xlsx')).reason).toBe('not_xlsx');
    const broken = rawZip([
      { name: 'xl/workbook.xml', packed: Buffer.from('definitely not deflate data \xff\xff') },
    ]);
    expect((await refusal(broken, 'a.xlsx')).reason).toBe('not_xlsx');
  });
});

describe('zip bombs disguised as XLSX', () => {
  it('refuses an entry of 200 MB of zeros (200 KB packed) as a bomb', async () => {
    const file = bombOf(sheetEntry(1, repeatedDeflate(megabyteOfZeros, 200)));
    expect(file.length).toBeLessThan(300 * 1024);
    expect(await refusal(file, 'rejsy.xlsx')).toEqual({ reason: 'zip_bomb', values: {} });
  });

  it('refuses an entry of 6 GB whose headers claim 1 KB, so it is inflated as a stream and never held', async () => {
    // 6 GB is past what one Buffer may hold: reading it whole would throw a RangeError, not refuse the file.
    const file = bombOf(sheetEntry(1, repeatedDeflate(megabyteOfZeros, 6000), 1024));
    expect(file.length).toBeLessThan(10 * 1024 * 1024);
    expect((await refusal(file, 'rejsy.xlsx')).reason).toBe('zip_bomb');
  });

  it('refuses 12 entries of 9 MB, each harmless, as 108 MB in all', async () => {
    const nine = repeatedDeflate(megabyteOfZeros, 9);
    const file = bombOf(...Array.from({ length: 12 }, (_, index) => sheetEntry(index + 1, nine)));
    expect((await refusal(file, 'rejsy.xlsx')).reason).toBe('zip_bomb');
    const fine = bombOf(...Array.from({ length: 2 }, (_, index) => sheetEntry(index + 1, nine)));
    expect((await refusal(fine, 'rejsy.xlsx')).reason).not.toBe('zip_bomb');
  });

  it('refuses one entry past 50 MB even at a ratio a sheet could have', async () => {
    const sparse = new Uint8Array(1024 * 1024);
    for (let index = 0; index < sparse.length; index += 200) sparse[index] = (index * 7919) & 0xff;
    const file = bombOf(sheetEntry(1, repeatedDeflate(sparse, 51)));
    expect((await refusal(file, 'rejsy.xlsx')).reason).toBe('zip_bomb');
  });

  it('refuses more than 1000 entries', async () => {
    const tiny = deflated('<x/>');
    const file = bombOf(
      ...Array.from({ length: 1000 }, (_, index) => ({ name: `xl/media/${index}.xml`, packed: tiny })),
    );
    expect((await refusal(file, 'rejsy.xlsx')).reason).toBe('zip_bomb');
  });
});
