import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultLanguage, isLanguage, localeOf } from '#domain/language.ts';
import type { Trip } from '#domain/trip.ts';
import { formatCalendarDate, tripDays } from '#domain/trip-days.ts';

/** The trip's route as "embarkation → disembarkation"; a missing port reads "Unknown port". */
export type TripRoute = Pick<Trip, 'embarkation_port' | 'disembarkation_port'>;
export type TripDates = Pick<Trip, 'embarkation_date' | 'disembarkation_date'>;

/**
 * Dates, numbers and units of trips in the current language: dates as dd.mm.yyyy in Polish and the English
 * locale's short date in English, numbers by Intl.NumberFormat, always with their unit (NM in English, Mm in Polish; m, kW, h).
 * Every formatter returns '' for a missing value, so a detail row shows its placeholder.
 */
export function useTripFormat() {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  return useMemo(() => {
    const notProvided = t('trips.shared.not_provided');
    const locale = localeOf(language);
    const decimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    const unit = (key: string, value: number | null) =>
      value === null ? '' : t(`trips.shared.units.${key}`, { value: decimal.format(value) });
    const date = (iso: string | null) => (iso ? formatCalendarDate(iso, locale) : '');
    const port = (name: string) => name.trim() || t('trips.shared.unknown_port');
    const dateRange = (trip: TripDates) =>
      trip.embarkation_date || trip.disembarkation_date
        ? t('trips.shared.date_range', {
            from: date(trip.embarkation_date) || notProvided,
            to: date(trip.disembarkation_date) || notProvided,
          })
        : '';
    const days = (trip: TripDates) => {
      const count = tripDays(trip.embarkation_date, trip.disembarkation_date);
      return count === null ? '' : t('trips.shared.days', { count, value: whole.format(count) });
    };
    return {
      date,
      port,
      dateRange,
      days,
      /** "01.05.2026 – 08.05.2026 · 8 days" (tripDays: first and last day both count), for lists; never empty. */
      datesWithDays: (trip: TripDates) => {
        const range = dateRange(trip) || notProvided;
        const length = days(trip);
        return length ? t('trips.shared.dates_with_days', { dates: range, days: length }) : range;
      },
      route: (trip: TripRoute) =>
        t('trips.shared.route', { from: port(trip.embarkation_port), to: port(trip.disembarkation_port) }),
      distance: (value: number | null) => unit('nautical_miles', value),
      metres: (value: number | null) => unit('metres', value),
      kilowatts: (value: number | null) => unit('kilowatts', value),
      hours: (value: number | null) => unit('hours', value),
      count: (value: number | null) => (value === null ? '' : whole.format(value)),
    };
  }, [t, language]);
}

export type TripFormat = ReturnType<typeof useTripFormat>;
