import { CsvError, parse } from 'csv-parse/sync';
import iconv from 'iconv-lite';
import { maxImportRows } from '#domain/trip-transfer/import.ts';
import { type Cell, ImportFileRefused, type SheetTable } from './tables.ts';

const separators = [';', ',', '\t'] as const;
type Separator = (typeof separators)[number];

/** How much of the text the separator is guessed from: enough for a header and a few dozen rows. */
const sniffChars = 64 * 1024;
const sniffRecords = 30;

/**
 * The text of a CSV file as a spreadsheet program saved it: UTF-16 with its BOM (Excel's "Unicode text"),
 * UTF-8 with or without BOM, and otherwise Windows-1250 (Polish Excel's "CSV (rozdzielany przecinkami)").
 */
export function decodeCsvText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return iconv.decode(Buffer.from(bytes.subarray(2)), 'utf-16le');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return iconv.decode(Buffer.from(bytes.subarray(2)), 'utf-16be');
  const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(body);
  } catch {
    return iconv.decode(Buffer.from(body), 'windows-1250');
  }
}

/** Field counts of the first records split by `separator`, quotes respected (a quoted separator or newline is text). */
function fieldCounts(text: string, separator: Separator): number[] {
  const counts: number[] = [];
  let fields = 1;
  let quoted = false;
  let empty = true;
  for (let index = 0; index < text.length && counts.length < sniffRecords; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"') {
        if (text[index + 1] === '"') index++;
        else quoted = false;
      }
    } else if (char === '"') {
      quoted = true;
      empty = false;
    } else if (char === separator) {
      fields++;
      empty = false;
    } else if (char === '\n' || char === '\r') {
      if (!empty) counts.push(fields);
      fields = 1;
      empty = true;
    } else if (char !== ' ') {
      empty = false;
    }
  }
  if (!empty && counts.length < sniffRecords) counts.push(fields);
  return counts;
}

/**
 * The separator that splits the header into the most columns and the following rows into as many: a decimal
 * comma in a ';' file splits rows but not the header, so ',' loses there. A one-column file reads with ','.
 */
export function sniffSeparator(text: string): Separator {
  const sample = text.slice(0, sniffChars);
  let best: { separator: Separator; consistent: number; columns: number } = {
    separator: ',',
    consistent: 0,
    columns: 1,
  };
  for (const separator of separators) {
    const [columns = 1, ...rest] = fieldCounts(sample, separator);
    if (columns < 2) continue;
    const consistent = rest.length === 0 ? 1 : rest.filter((count) => count === columns).length / rest.length;
    if (consistent > best.consistent || (consistent === best.consistent && columns > best.columns)) {
      best = { separator, consistent, columns };
    }
  }
  return best.separator;
}

/** The text line a quote that is never closed opens on (csv-parse names the line it gave up on, the last). */
function unclosedQuoteLine(text: string, separator: Separator): number | undefined {
  let fieldStart = true;
  let quoted = false;
  let openedAt = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"') {
        if (text[index + 1] === '"') index++;
        else quoted = false;
      }
    } else if (char === '"' && fieldStart) {
      quoted = true;
      openedAt = index;
      fieldStart = false;
    } else if (char === separator || char === '\n' || char === '\r') {
      fieldStart = true;
    } else if (char !== ' ' && char !== '\t') {
      fieldStart = false;
    }
  }
  return quoted ? text.slice(0, openedAt).split('\n').length : undefined;
}

const cellOf = (value: string): Cell => (value === '' ? null : value);

/**
 * Reads a CSV's text into its header (the first non-empty row) and rows, each numbered as a spreadsheet shows
 * it: an empty line is a row, a record with a quoted multi-line cell is one row. Parsing stops one row past
 * the limit, so a huge file costs no more than a legal one.
 */
export function readCsvText(text: string): SheetTable {
  const separator = sniffSeparator(text);
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // With `info`, csv-parse gives {record, info} per record; its types know only the plain rows.
    records = parse(text, {
      delimiter: separator,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      trim: true,
      info: true,
      to: maxImportRows + 2,
    }) as unknown as typeof records;
  } catch (error) {
    if (error instanceof CsvError) {
      const line =
        (error.code === 'CSV_QUOTE_NOT_CLOSED' ? unclosedQuoteLine(text, separator) : undefined) ??
        (error as CsvError & { lines?: number }).lines ??
        1;
      throw new ImportFileRefused('csv_broken', { line });
    }
    throw error;
  }
  // Line ends inside quoted cells so far: the text line a record ends on, less those, is its spreadsheet row.
  // csv-parse counts a quoted CR LF as two lines, so each CR and LF counts here too.
  let linesInCells = 0;
  const numbered = records.map(({ record, info }) => {
    const own = record.reduce((sum, value) => sum + (value.match(/[\r\n]/g)?.length ?? 0), 0);
    const row = info.lines - own - linesInCells;
    linesInCells += own;
    return { row, values: record };
  });
  const [header, ...rows] = numbered;
  if (!header) throw new ImportFileRefused('empty');
  if (rows.length > maxImportRows) throw new ImportFileRefused('too_many_rows', { max: maxImportRows });
  return {
    header: header.values,
    rows: rows.map(({ row, values }) => ({ row, cells: values.map(cellOf) })),
  };
}

export function readCsv(bytes: Uint8Array): SheetTable {
  return readCsvText(decodeCsvText(bytes));
}
