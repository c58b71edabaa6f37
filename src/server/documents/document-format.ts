import { nauticalMilesUnit } from '#domain/distance-unit.ts';
import { type Language, localeOf } from '#domain/language.ts';
import { formatCalendarDate, tripDays } from '#domain/trip-days.ts';

/** Numbers, dates and yes/no as a document in this language shows them. */
export function documentFormat(language: Language, t: (key: string) => string) {
  const locale = localeOf(language);
  const decimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  // A moment's day as it was in Poland, where the documents are presented (the server's own zone is UTC).
  const day = new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Warsaw',
  });
  return {
    number: (value: number | null) => (value === null ? '' : decimal.format(value)),
    unit: (value: number | null, unit: string) => (value === null ? '' : `${decimal.format(value)} ${unit}`),
    /** A distance in nautical miles: "123.4 NM" in English, "123,4 Mm" in Polish. */
    miles: (value: number | null) =>
      value === null ? '' : `${decimal.format(value)} ${nauticalMilesUnit(language)}`,
    date: (iso: string | null) => (iso ? formatCalendarDate(iso, locale) : ''),
    /** The day of a moment (an ISO timestamp such as a crew member's confirmation). */
    day: (iso: string | null) => {
      const date = iso ? new Date(iso) : null;
      return date && !Number.isNaN(date.getTime()) ? day.format(date) : '';
    },
    yesNo: (value: boolean) => t(value ? 'pdf.yes' : 'pdf.no'),
    /** Days as every screen counts them (tripDays: the first and the last day both count). */
    days: (start: string, end: string) => {
      const days = tripDays(start, end);
      return days === null ? '' : String(days);
    },
  };
}

export type DocumentFormat = ReturnType<typeof documentFormat>;
