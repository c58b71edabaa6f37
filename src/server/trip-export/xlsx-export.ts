import type { Sheet, Cell as XlsxCell } from 'write-excel-file/node';
import { isCalendarDate } from '#domain/trip-days.ts';
import type { TFunction } from '#domain/trip-labels.ts';
import { onFirstUse } from '../on-first-use.ts';
import type { Cell } from './cell-values.ts';
import { keepApostrophes } from './formula-escaping.ts';
import type { NamedTable } from './sheets.ts';

/** write-excel-file, loaded with the first workbook (bench/README.md, "the server's memory"). */
const loadWriter = onFirstUse(async () => (await import('write-excel-file/node')).default);

/** The workbook's date cells read as ISO dates in every spreadsheet, whatever its locale. */
export const xlsxDateFormat = 'yyyy-mm-dd';

function dateValue(iso: string): Date {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  // UTC midnight: the library counts days from the time in UTC, so the cell holds the whole day and no time.
  return new Date(Date.UTC(year, month - 1, day));
}

/** Text as it is (see keepApostrophes), numbers and dates as typed cells, an empty value as an empty cell. */
function xlsxCell(cell: Cell): XlsxCell {
  if (cell.type === 'number') return cell.value === null ? null : { type: Number, value: cell.value };
  if (cell.type === 'date') {
    if (cell.value === null) return null;
    if (!isCalendarDate(cell.value)) return { type: String, value: cell.value };
    return { type: Date, value: dateValue(cell.value), format: xlsxDateFormat };
  }
  return cell.value === '' ? null : { type: String, value: keepApostrophes(cell.value) };
}

function sheetOf(table: NamedTable, t: TFunction): Sheet<never> {
  return {
    sheet: t(`transfer.sheets.${table.sheet}`),
    data: [
      table.header.map((label) => ({ type: String, value: label, fontWeight: 'bold' as const })),
      ...table.rows.map((row) => row.map(xlsxCell)),
    ],
    columns: table.header.map((label) => ({ width: Math.min(40, Math.max(10, label.length + 2)) })),
    stickyRowsCount: 1,
  };
}

/** One workbook with a sheet per table, named in the request's language. */
export async function writeXlsx(tables: NamedTable[], t: TFunction): Promise<Buffer> {
  const writeExcelFile = await loadWriter();
  return writeExcelFile(tables.map((table) => sheetOf(table, t))).toBuffer();
}
