/** Calendar dates are YYYY-MM-DD text everywhere (form, API, database); no time zone can shift them. */
const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a real calendar date in YYYY-MM-DD form (2026-02-30 is not one); null otherwise. */
export function calendarDayNumber(text: string): number | null {
  const match = isoDate.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2200 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month))
    return null;
  return Date.UTC(year, month - 1, day) / 86_400_000;
}

function daysInMonth(year: number, month: number): number {
  if (month !== 2) return [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] as number;
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
}

/** Whether the text is a real calendar date in YYYY-MM-DD form (2026-02-30 is not). */
export function isCalendarDate(text: string): boolean {
  return calendarDayNumber(text) !== null;
}

const typedDayFirst = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/;
const typedIso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/**
 * A date as people type it into a date field, read as YYYY-MM-DD: day first as both interface languages write
 * it (01.06.2025 in Polish, 01/06/2025 in English; 1.6.2025, 1/6/2025 and 1-6-2025 too), or ISO (2025-06-01).
 * Null for anything else, a date that does not exist (31.02.2025) or a two-digit year.
 */
export function readCalendarDate(text: string): string | null {
  const typed = text.trim();
  const dayFirst = typedDayFirst.exec(typed);
  const iso = dayFirst ? null : typedIso.exec(typed);
  const parts = dayFirst ? [dayFirst[3], dayFirst[2], dayFirst[1]] : iso ? [iso[1], iso[2], iso[3]] : null;
  if (!parts) return null;
  const [year = '', month = '', day = ''] = parts;
  const date = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isCalendarDate(date) ? date : null;
}

function dayNumber(text: string): number | null {
  if (!isCalendarDate(text)) return null;
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day) / 86_400_000;
}

/**
 * The one day rule of every screen, document and total: a trip's days are its calendar days counted
 * inclusively, the first and the last both count (1 to 8 June = 8 days; a trip that ends on the day it starts =
 * 1 day). Null when a date is missing or not a date, or the end comes before the start.
 */
export function tripDays(embarkation: string | null | undefined, disembarkation: string | null | undefined) {
  const nights = tripNights(embarkation, disembarkation);
  return nights === null ? null : nights + 1;
}

/**
 * The nights of a trip: the whole days between its dates (1 to 8 June = 7 nights; a same-day trip = 0), the
 * count the summary describes ("whole days between the dates"); always one less than tripDays.
 */
export function tripNights(
  embarkation: string | null | undefined,
  disembarkation: string | null | undefined,
) {
  const start = dayNumber(embarkation ?? '');
  const end = dayNumber(disembarkation ?? '');
  if (start === null || end === null || end < start) return null;
  return end - start;
}

/** Today as YYYY-MM-DD in the local calendar of whoever asks. */
export function todayIso(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/**
 * Tidal ports = embarkation tidal + disembarkation tidal + tidal visited ports (never below 0).
 * The form counts the rows as ticked; a stored trip counts its stored ports.
 */
export function tidalPortsCount(
  embarkationTidal: boolean,
  disembarkationTidal: boolean,
  visitedPorts: readonly { isTidal: boolean }[],
): number {
  const visited = visitedPorts.filter((port) => port.isTidal).length;
  return Math.max(0, Number(embarkationTidal) + Number(disembarkationTidal) + visited);
}

/**
 * A calendar date for people: 05.03.2026 in Polish, the locale's usual short date in English (05/03/2026).
 * `locale` is a BCP 47 tag (localeOf(language)); text that is not a date is returned as it is.
 */
export function formatCalendarDate(iso: string, locale: string): string {
  if (!isCalendarDate(iso)) return iso;
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}
