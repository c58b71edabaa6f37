import type { VisitedPort } from '#domain/trip.ts';
import type { TFunction } from '#domain/trip-labels.ts';

/**
 * One cell of an exported sheet before it is written: the CSV writes each kind as text, the XLSX as a cell of
 * that type. Flags and choices are text already (their label in the request's language).
 */
export type Cell =
  | { type: 'text'; value: string }
  | { type: 'number'; value: number | null }
  /** YYYY-MM-DD, or null for an empty optional date. */
  | { type: 'date'; value: string | null };

export const textCell = (value: string): Cell => ({ type: 'text', value });
export const numberCell = (value: number | null): Cell => ({ type: 'number', value });
export const dateCell = (value: string | null): Cell => ({ type: 'date', value: value || null });

/** A flag as the word a person reads: yes/no, tak/nie. */
export const flagCell = (t: TFunction, value: boolean): Cell =>
  textCell(t(value ? 'transfer.values.yes' : 'transfer.values.no'));

/** "Dover (tidal)", "Dover (pływowy)". */
function portName(t: TFunction, port: VisitedPort): string {
  return port.is_tidal ? `${port.name} (${t('transfer.values.tidal_marker')})` : port.name;
}

/** The CSV's one-cell list of visited ports, in the trip's order. */
export const visitedPortsCell = (t: TFunction, ports: readonly VisitedPort[]): Cell =>
  textCell(ports.map((port) => portName(t, port)).join('; '));

/**
 * A number as a program reads it: a dot, no thousands separators, every digit the number has. String() does
 * that except for very large or small numbers, which it writes with an exponent.
 */
export function numberText(value: number): string {
  const text = String(value);
  if (!/e/i.test(text)) return text;
  return value.toLocaleString('en-US', { useGrouping: false, maximumSignificantDigits: 21 });
}
