import { readClockHours } from '#domain/validation.ts';
import type { Cell } from './tables.ts';

/*
 * Cells as people type them into a spreadsheet, read into what the create request takes. A value none of these
 * can read is handed on as written, so that the trip schema names the field's error in words.
 */

/** The characters a formula starts with: the export puts an apostrophe before them (OWASP "CSV injection"). */
const formulaStart = /^'[=+\-@\t\r]/;

/** A cell's text as the captain wrote it: trimmed, without the one apostrophe the export's escaping adds. */
export function readText(cell: Cell): string {
  if (cell === null) return '';
  if (cell instanceof Date) return isoDay(cell);
  const text = String(cell).trim();
  return formulaStart.test(text) ? text.slice(1) : text;
}

const isBlank = (cell: Cell) => readText(cell) === '';

/** Spaces a spreadsheet puts between thousands: plain, no-break and narrow no-break. */
const thousandsSpaces = /[\s\u00a0\u202f]/g;

/**
 * A number: "12.5", "12,5", "1 234,5" (spaces or no-break spaces between thousands), "1.234,5", "1,234.5" (English
 * thousands) and a leading apostrophe (Excel's "keep as text"). Empty reads as missing.
 */
export function readNumber(cell: Cell): unknown {
  if (typeof cell === 'number') return cell;
  if (isBlank(cell)) return undefined;
  if (typeof cell !== 'string') return cell;
  const text = readText(cell).replace(/^'/, '').replace(thousandsSpaces, '');
  if (/^-?\d+([.,]\d+)?$/.test(text)) return Number(text.replace(',', '.'));
  if (/^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(text)) return Number(text.replace(/,/g, ''));
  if (/^-?\d{1,3}(\.\d{3})+(,\d+)?$/.test(text)) return Number(text.replace(/\./g, '').replace(',', '.'));
  return readText(cell);
}

/** Excel keeps a time of day as a date on its day 0 (30 December 1899). */
const excelEpoch = Date.UTC(1899, 11, 30);

/**
 * Hours: a number as readNumber reads it, or h:mm ("12:15" is 12.25); a time cell of a workbook (a date on
 * Excel's day 0, or hours past it) as its hours.
 */
export function readHours(cell: Cell): unknown {
  if (cell instanceof Date) {
    const hours = (cell.getTime() - excelEpoch) / 3_600_000;
    return hours >= 0 && hours < 10_000 ? Math.round(hours * 100) / 100 : isoDay(cell);
  }
  const clock = typeof cell === 'string' ? readClockHours(readText(cell).replace(/^'/, '')) : null;
  if (typeof clock === 'number') return clock;
  return readNumber(cell);
}

const pad = (value: string | number) => String(value).padStart(2, '0');

function isoDay(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** Excel's day numbers: 1 is 1 January 1900 (with its leap-day bug, day 60), 45809 is 1 June 2025. */
function excelDay(serial: number): string | undefined {
  if (!Number.isFinite(serial) || serial < 61 || serial >= 2_958_466) return undefined;
  return isoDay(new Date(excelEpoch + Math.floor(serial) * 86_400_000));
}

/**
 * A date as YYYY-MM-DD: a date cell (its UTC day), an Excel day number, "2025-06-01", or day first as Poland and
 * Britain write it: "01.06.2025", "1.6.2025", "01/06/2025", "01-06-2025". Empty reads as missing.
 */
export function readDate(cell: Cell): unknown {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : isoDay(cell);
  if (typeof cell === 'number') return excelDay(cell) ?? String(cell);
  if (isBlank(cell)) return undefined;
  const text = readText(cell).replace(/^'/, '');
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ][\d:.]*Z?)?$/.exec(text);
  if (iso) return `${iso[1]}-${pad(iso[2] ?? '')}-${pad(iso[3] ?? '')}`;
  const dayFirst = /^(\d{1,2})([./-])(\d{1,2})\2(\d{4})$/.exec(text);
  if (dayFirst) return `${dayFirst[4]}-${pad(dayFirst[3] ?? '')}-${pad(dayFirst[1] ?? '')}`;
  const yearFirst = /^(\d{4})([./])(\d{1,2})\2(\d{1,2})$/.exec(text);
  if (yearFirst) return `${yearFirst[1]}-${pad(yearFirst[3] ?? '')}-${pad(yearFirst[4] ?? '')}`;
  return text;
}

const yes = new Set(['yes', 'y', 'tak', 't', 'true', 'prawda', '1', 'x', '✓', '✔']);
const no = new Set(['no', 'n', 'nie', 'false', 'falsz', 'fałsz', '0', '-', '✗', '✘']);

/** A flag: yes/no, tak/nie, true/false, 1/0, x, ✓, t/n (any case); empty is no. */
export function readFlag(cell: Cell): unknown {
  if (typeof cell === 'boolean') return cell;
  if (typeof cell === 'number') return cell === 1 ? true : cell === 0 ? false : cell;
  const text = readText(cell).toLowerCase();
  if (text === '' || no.has(text)) return false;
  if (yes.has(text)) return true;
  return readText(cell);
}
