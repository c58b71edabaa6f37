import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CvTrip } from '#domain/cv.ts';
import { defaultLanguage, isLanguage, localeOf } from '#domain/language.ts';
import { formatCalendarDate, tripDays } from '#domain/trip-days.ts';

/**
 * A CV trip as the page shows it, in the current language: the route with the number of visited ports, the
 * dates (dd.mm.yyyy in Polish) with the days counted inclusively, as on the PDF, and the distance in Mm.
 */
export function useCvFormat() {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  return useMemo(() => {
    const locale = localeOf(language);
    const decimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    const notProvided = t('trips.shared.not_provided');
    const date = (iso: string) => (iso ? formatCalendarDate(iso, locale) : notProvided);
    const port = (name: string) => name.trim() || t('trips.shared.unknown_port');
    return {
      route: (trip: CvTrip) =>
        t('trips.shared.route', { from: port(trip.embarkation_port), to: port(trip.disembarkation_port) }),
      visitedPorts: (trip: CvTrip) => t('cv.visited_ports', { count: trip.visited_ports.length }),
      dates: (trip: CvTrip) =>
        t('trips.shared.date_range', {
          from: date(trip.embarkation_date),
          to: date(trip.disembarkation_date),
        }),
      days: (trip: CvTrip) => {
        const count = tripDays(trip.embarkation_date, trip.disembarkation_date);
        return count === null ? '' : t('trips.shared.days', { count, value: decimal.format(count) });
      },
      distance: (trip: CvTrip) =>
        t('trips.shared.units.nautical_miles', { value: decimal.format(trip.distance) }),
    };
  }, [t, language]);
}

export type CvFormat = ReturnType<typeof useCvFormat>;
