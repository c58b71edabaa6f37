import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CvTrip } from '#domain/cv.ts';
import { cvTripHours } from '#domain/cv-totals.ts';
import { defaultLanguage, isLanguage, localeOf } from '#domain/language.ts';
import { formatCalendarDate, tripDays } from '#domain/trip-days.ts';
import { roleOnBoardLabel, watersLabel } from '#domain/trip-labels.ts';

/**
 * A CV trip as the page shows it, in the current language, with what the PDF prints in its row: the route ('—'
 * for a port the logbook does not know, and the visited ports only when there are some), the dates (dd.mm.yyyy
 * in Polish) with the days counted inclusively, the yacht's type and length, role, waters, NM (Mm in Polish) and
 * hours in the language's number format.
 */
export function useCvFormat() {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  return useMemo(() => {
    const locale = localeOf(language);
    const decimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    const notProvided = t('trips.shared.not_provided');
    const date = (iso: string) => (iso ? formatCalendarDate(iso, locale) : notProvided);
    const port = (name: string) => name.trim() || '—';
    const hours = (value: number) => t('trips.shared.units.hours', { value: decimal.format(value) });
    const miles = (value: number) => t('trips.shared.units.nautical_miles', { value: decimal.format(value) });
    return {
      number: (value: number) => decimal.format(value),
      hours,
      miles,
      route: (trip: CvTrip) =>
        t('trips.shared.route', { from: port(trip.embarkation_port), to: port(trip.disembarkation_port) }),
      /** '' without visited ports: the CV never says "0 visited ports". */
      visitedPorts: (trip: CvTrip) =>
        trip.visited_ports.length > 0 ? t('cv.visited_ports', { count: trip.visited_ports.length }) : '',
      /** "Schooner · 42.7 m"; '' when the logbook knows neither. */
      yachtDetails: (trip: CvTrip) =>
        [
          trip.yacht_type.trim(),
          trip.hull_length > 0
            ? t('trips.shared.units.metres', { value: decimal.format(trip.hull_length) })
            : '',
        ]
          .filter(Boolean)
          .join(' · '),
      dates: (trip: CvTrip) =>
        t('trips.shared.date_range', {
          from: date(trip.embarkation_date),
          to: date(trip.disembarkation_date),
        }),
      days: (trip: CvTrip) => {
        const count = tripDays(trip.embarkation_date, trip.disembarkation_date);
        return count === null ? '' : t('trips.shared.days', { count, value: decimal.format(count) });
      },
      role: (trip: CvTrip) => roleOnBoardLabel(t, trip.role_on_board),
      waters: (trip: CvTrip) => watersLabel(t, trip.waters),
      distance: (trip: CvTrip) => miles(trip.distance),
      totalHours: (trip: CvTrip) => hours(cvTripHours(trip)),
      /** "sail 96.5 h", "engine 20 h", "night 30 h": the hours' parts, each on its own or in a line. */
      sailHours: (trip: CvTrip) => t('captainCv.trips.sail', { value: hours(trip.sailing_hours) }),
      engineHours: (trip: CvTrip) => t('captainCv.trips.engine', { value: hours(trip.engine_hours) }),
      nightHours: (trip: CvTrip) => hours(trip.night_hours),
      night: (trip: CvTrip) => t('captainCv.trips.night', { value: hours(trip.night_hours) }),
      /** '' when no crew member confirmed the trip. */
      confirmedBy: (trip: CvTrip) =>
        trip.confirmed_by > 0
          ? t('captainCv.trips.confirmed_by', {
              count: trip.confirmed_by,
              value: decimal.format(trip.confirmed_by),
            })
          : '',
    };
  }, [t, language]);
}

export type CvFormat = ReturnType<typeof useCvFormat>;
