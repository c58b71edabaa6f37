import { zipSync } from 'fflate';
import type { Sheet } from 'read-excel-file/universal';
import { languages } from '#domain/language.ts';
import { normaliseHeader, type TransferSheet, transferSheets } from '#domain/trip-transfer/columns.ts';
import { maxImportRows } from '#domain/trip-transfer/import.ts';
import { translate } from '../http/messages.ts';
import { onFirstUse } from '../on-first-use.ts';
import { type Cell, ImportFileRefused, type ReadFile, type SheetTable } from './tables.ts';
import { unpackWorkbook } from './zip-guard.ts';

const tableKeys = {
  trips: 'trips',
  visited_ports: 'visitedPorts',
  crew: 'crew',
  passages: 'passages',
} as const satisfies Record<TransferSheet, string>;

/** "rejsy" -> trips, "odwiedzone porty" -> visited_ports, ...: the export's sheet names in every language. */
const sheetByName = new Map<string, TransferSheet>(
  transferSheets.flatMap((sheet) =>
    languages.map(
      (language) => [normaliseHeader(translate(language, `transfer.sheets.${sheet}`)), sheet] as const,
    ),
  ),
);

/** read-excel-file's own cell type names the Date class, not a date; the values are what a Cell holds. */
const cellOf = (value: unknown): Cell =>
  typeof value === 'string'
    ? value === ''
      ? null
      : value
    : typeof value === 'number' || typeof value === 'boolean' || value instanceof Date
      ? value
      : null;
const isEmpty = (cell: Cell) =>
  cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '');

/** The first non-empty row is the header; the rows after it keep the numbers a spreadsheet shows them with. */
function tableOf(sheet: Sheet): SheetTable | undefined {
  const numbered = sheet.data
    .map((cells, index) => ({ row: index + 1, cells: cells.map(cellOf) }))
    .filter(({ cells }) => !cells.every(isEmpty));
  const [header, ...rows] = numbered;
  if (!header) return undefined;
  return { header: header.cells.map((cell) => (cell === null ? '' : String(cell).trim())), rows };
}

/**
 * Which sheet is which: by the export's names in either language; a workbook named otherwise has its trips on
 * the first sheet and the others by position 2-4.
 */
function assignSheets(sheets: Sheet[]): Map<TransferSheet, Sheet> {
  const named = new Map<TransferSheet, Sheet>();
  for (const sheet of sheets) {
    const role = sheetByName.get(normaliseHeader(sheet.sheet));
    if (role && !named.has(role)) named.set(role, sheet);
  }
  if (named.has('trips')) return named;
  const taken = new Set(named.values());
  const first = sheets.find((sheet) => !taken.has(sheet)) ?? sheets[0];
  if (first) named.set('trips', first);
  if (named.size === 1) {
    transferSheets.forEach((role, index) => {
      const sheet = sheets[index];
      if (sheet && !named.has(role)) named.set(role, sheet);
    });
  }
  return named;
}

/** read-excel-file, loaded with the first workbook (bench/README.md, "the server's memory"). */
const loadReader = onFirstUse(async () => (await import('read-excel-file/universal')).default);

async function readSheets(parts: Record<string, Uint8Array>): Promise<Sheet[]> {
  // Outside the try: a library that fails to load is a 500, never the file's fault.
  const readExcelFile = await loadReader();
  // read-excel-file gets a fresh archive of what the guard inflated, so the sizes it trusts are true ones.
  const archive = zipSync(parts, { level: 0 });
  try {
    return await readExcelFile(archive.buffer as ArrayBuffer);
  } catch {
    throw new ImportFileRefused('not_xlsx');
  }
}

/** An .xlsx workbook read into its tables, guarded against zip bombs before anything is parsed. */
export async function readXlsx(bytes: Buffer): Promise<Extract<ReadFile, { format: 'xlsx' | 'csv' }>> {
  const sheets = assignSheets(await readSheets(unpackWorkbook(bytes)));
  const tables: Partial<Record<TransferSheet, SheetTable>> = {};
  for (const [role, sheet] of sheets) {
    const table = tableOf(sheet);
    if (table) tables[role] = table;
  }
  const trips = tables.trips;
  if (!trips) throw new ImportFileRefused('empty');
  if (trips.rows.length > maxImportRows) throw new ImportFileRefused('too_many_rows', { max: maxImportRows });
  const read: Extract<ReadFile, { format: 'xlsx' | 'csv' }> = { format: 'xlsx', trips };
  for (const role of transferSheets) {
    const table = tables[role];
    if (role !== 'trips' && table) read[tableKeys[role]] = table;
  }
  return read;
}
