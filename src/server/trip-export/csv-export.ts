import { stringify } from 'csv-stringify/sync';
import { type Cell, numberText } from './cell-values.ts';
import { escapeFormula } from './formula-escaping.ts';
import type { Table } from './sheets.ts';

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
