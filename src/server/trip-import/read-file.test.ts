import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import writeExcelFile from 'write-excel-file/node';
import { readImportFile } from './read-file.ts';
import { ImportFileRefused, type ReadFile, type SheetTable } from './tables.ts';

async function refusal(bytes: Buffer, fileName: string) {
  try {
    await readImportFile(bytes, fileName);
  } catch (error) {
    if (error instanceof ImportFileRefused) return { reason: error.reason, values: error.values };
    throw error;
  }
  throw new Error('the file was read');
}

function tablesOf(read: ReadFile): Extract<ReadFile, { format: 'csv' | 'xlsx' }> {
  if (read.format === 'json') throw new Error('read as JSON');
  return read;
}

const csv = async (text: string | Buffer, name = 'rejsy.csv'): Promise<SheetTable> => {
  const read = tablesOf(await readImportFile(typeof text === 'string' ? Buffer.from(text) : text, name));
  expect(read.format).toBe('csv');
  return read.trips;
};

describe('CSV as Polish Excel writes it', () => {
  it('reads ";" separated rows and keeps a decimal comma as the text written', async () => {
    expect(await csv('Jacht;Dystans;Data od\r\nZawisza Czarny;12,5;01.07.2024\r\n')).toEqual({
      header: ['Jacht', 'Dystans', 'Data od'],
      rows: [{ row: 2, cells: ['Zawisza Czarny', '12,5', '01.07.2024'] }],
    });
  });
});

describe('XLSX', () => {
  it('finds the export sheets by their Polish names and keeps numbers, dates and flags typed', async () => {
    const start = new Date(Date.UTC(2024, 6, 1));
    const file = await writeExcelFile([
      { sheet: 'Notatki', data: [['cokolwiek']] },
      {
        sheet: 'Rejsy',
        data: [
          ['Nr', 'Jacht', 'Dystans', 'Data od', 'Port pływowy'],
          [1, 'Zawisza Czarny', 12.5, { value: start, format: 'dd.mm.yyyy' }, true],
          [null, null, null, null, null],
          [2, 'Dar Młodzieży', 240, { value: start, format: 'dd.mm.yyyy' }, false],
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
    const read = tablesOf(await readImportFile(file, 'dziennik.xlsx'));
    expect(read).toEqual({
      format: 'xlsx',
      trips: {
        header: ['Nr', 'Jacht', 'Dystans', 'Data od', 'Port pływowy'],
        rows: [
          { row: 2, cells: [1, 'Zawisza Czarny', 12.5, start, true] },
          { row: 4, cells: [2, 'Dar Młodzieży', 240, start, false] },
        ],
      },
      visitedPorts: { header: ['Rejs', 'Port'], rows: [{ row: 2, cells: [1, 'Świnoujście'] }] },
      crew: { header: ['Rejs', 'Imię i nazwisko'], rows: [{ row: 2, cells: [1, 'Anna Żółć'] }] },
      passages: { header: ['Rejs', 'Skąd'], rows: [{ row: 2, cells: [2, 'Łeba'] }] },
    });
  });
});
