import type { ImportRow } from '#domain/trip-transfer/import.ts';

export type RowState = 'ready' | 'duplicate' | 'invalid';

/** A row with errors is never imported; a valid duplicate is skipped; the rest are imported. */
export function rowState(row: ImportRow): RowState {
  if (Object.keys(row.errors).length > 0) return 'invalid';
  return row.duplicate ? 'duplicate' : 'ready';
}

export const readyRows = (rows: readonly ImportRow[]) => rows.filter((row) => rowState(row) === 'ready');

/** A cell of the row as read: text as written, or '' when the file left it empty or held something else. */
export function textOf(row: ImportRow, field: string): string {
  const value = row.trip[field];
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** A number the row holds (the file's `12,5` arrives as 12.5 or "12.5"), or null. */
export function numberOf(row: ImportRow, field: string): number | null {
  const value = row.trip[field];
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** An ISO date the row holds, or null when the cell was empty or not a date (then its text is shown as written). */
export function isoDateOf(row: ImportRow, field: string): string | null {
  const text = textOf(row, field);
  return isoDate.test(text) ? text : null;
}

/**
 * The column an error names, for its label: the captain's fields have columns of their own (`captain.phone` is
 * the captain_phone column), anything else the first part of its path (`visited_ports.2.name` names the ports).
 */
export function errorField(path: string): string {
  const column = path.startsWith('captain.') ? `captain_${path.slice('captain.'.length)}` : path;
  return column.split('.')[0] ?? column;
}
