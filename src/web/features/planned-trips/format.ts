import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultLanguage, isLanguage, localeOf } from '#domain/language.ts';
import type { PlannedTrip } from '#domain/planned-trip.ts';
import { formatCalendarDate } from '#domain/trip-days.ts';

type Dates = Pick<PlannedTrip, 'start_date' | 'end_date'>;
type Route = Pick<PlannedTrip, 'embarkation_port' | 'disembarkation_port'>;
type Yacht = Pick<PlannedTrip, 'yacht_name' | 'yacht_type'>;
type Crew = Pick<PlannedTrip, 'accepted_count' | 'max_crew'>;

/** Whether the accepted students fill every place (no limit never fills). */
export function isFull(trip: Crew) {
  return trip.max_crew !== null && trip.accepted_count >= trip.max_crew;
}

/** A planned trip's dates (dd.mm.yyyy in Polish), route, yacht and crew in the current language. */
export function usePlannedTripFormat() {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  return useMemo(() => {
    const locale = localeOf(language);
    const date = (iso: string) => formatCalendarDate(iso, locale);
    return {
      date,
      dates: (trip: Dates) =>
        t('planned_trips_page.format.dates', { from: date(trip.start_date), to: date(trip.end_date) }),
      route: (trip: Route) =>
        t('planned_trips_page.format.route', { from: trip.embarkation_port, to: trip.disembarkation_port }),
      yacht: (trip: Yacht) =>
        trip.yacht_type.trim()
          ? t('planned_trips_page.format.yacht_with_type', { name: trip.yacht_name, type: trip.yacht_type })
          : trip.yacht_name,
      /** "2 / 6" or "2 · no limit". */
      crew: (trip: Crew) =>
        trip.max_crew === null
          ? t('planned_trips_page.format.crew_no_limit', { accepted: trip.accepted_count })
          : t('planned_trips_page.format.crew_of_max', { accepted: trip.accepted_count, max: trip.max_crew }),
      maxCrew: (trip: Pick<PlannedTrip, 'max_crew'>) =>
        trip.max_crew === null ? t('planned_trips_page.format.no_limit') : String(trip.max_crew),
    };
  }, [t, language]);
}

export type PlannedTripFormat = ReturnType<typeof usePlannedTripFormat>;
