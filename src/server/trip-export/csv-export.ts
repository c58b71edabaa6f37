import { stringify } from 'csv-stringify/sync';
import { type Cell, numberText } from './cell-values.ts';
import type { Table } from './sheets.ts';

/**
 * Against formula injection (OWASP "CSV injection"): text a spreadsheet would run as a formula (= + - @, a tab
 * or a carriage return first) gets a leading apostrophe. Text that already starts with apostrophes before such
 * a character gets one more, so the import, which strips exactly one, reads every text back as it was.
 * Numbers are never escaped: a negative longitude stays a number.
 */
const formulaStart = /^'*[=+\-@\t\r]/;
export const escapeFormula = (text: string): string => (formulaStart.test(text) ? `'${text}` : text);

function cellText(cell: Cell): string {
  if (cell.type === 'text') return escapeFormula(cell.value);
  if (cell.type === 'number') return cell.value === null ? '' : numberText(cell.value);
  return cell.value ?? '';
}

/** UTF-8 with a byte order mark, so Excel shows Polish letters; comma separated, CRLF line ends (RFC 4180). */
export function writeCsv(table: Table): Buffer {
  const text = stringify([table.header.map(escapeFormula), ...table.rows.map((row) => row.map(cellText))], {
    bom: true,
    record_delimiter: 'windows',
  });
  return Buffer.from(text, 'utf8');
}
