import type { JsonExport } from '#domain/trip-transfer/export.ts';
import type { ImportFormat } from '#domain/trip-transfer/import.ts';

/** A cell as a file gives it: spreadsheets give numbers, booleans and dates; CSV gives text only. */
export type Cell = string | number | boolean | Date | null;

/** One sheet (or the CSV): its header row as written, and each following non-empty row with its number. */
export interface SheetTable {
  header: string[];
  /** `row`: the row number a spreadsheet program shows (the header is row 1). */
  rows: { row: number; cells: Cell[] }[];
}

/**
 * A file read, before any column is matched. A workbook may have the export's other sheets (found by their name
 * in either language, or by position 2-4 when named otherwise); a CSV has only `trips`.
 */
export type ReadFile =
  | {
      format: 'csv' | 'xlsx';
      trips: SheetTable;
      visitedPorts?: SheetTable;
      crew?: SheetTable;
      passages?: SheetTable;
    }
  | { format: 'json'; file: JsonExport };

/** Why a file cannot be read at all (422 on `file`, `trip_import.file.<reason>` in the catalogue). */
export type FileRefusal =
  | 'unknown_type'
  | 'empty'
  | 'too_large'
  | 'too_many_rows'
  | 'not_xlsx'
  | 'zip_bomb'
  | 'json_broken'
  | 'json_not_export'
  | 'json_newer_version'
  /** Excel 97-2003 (.xls) or a password-protected workbook: both are OLE files, not .xlsx. */
  | 'old_excel'
  /** A CSV csv-parse cannot read (a quote never closed); values {line}. */
  | 'csv_broken';

export class ImportFileRefused extends Error {
  constructor(
    readonly reason: FileRefusal,
    readonly values: Record<string, string | number> = {},
  ) {
    super(`import file refused: ${reason}`);
  }
}

export type ReadImportFile = (bytes: Buffer, fileName: string) => Promise<ReadFile>;
export type { ImportFormat };
