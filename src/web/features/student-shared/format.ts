import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultLanguage, isLanguage, localeOf } from '#domain/language.ts';
import type { StudentPlannedTrip } from '#domain/planned-trip.ts';
import { useTripFormat } from '../trips/shared/trip-format.ts';

type TripDates = Pick<StudentPlannedTrip, 'start_date' | 'end_date'>;
type TripPorts = Pick<StudentPlannedTrip, 'embarkation_port' | 'disembarkation_port'>;
type TripPlaces = Pick<StudentPlannedTrip, 'max_crew' | 'accepted_count' | 'is_full'>;
type TripYacht = Pick<StudentPlannedTrip, 'yacht_name' | 'yacht_type'>;

/** Planned trips in the current language: dates dd.mm.yyyy in Polish, the trips' route arrow, free places. */
export function useStudentFormat() {
  const { t, i18n } = useTranslation();
  const trip = useTripFormat();
  const language = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  return useMemo(() => {
    const locale = localeOf(language);
    const day = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' });
    const asTrip = ({ start_date, end_date }: TripDates) => ({
      embarkation_date: start_date,
      disembarkation_date: end_date,
    });
    return {
      /** A timestamp (connected since) as the day it happened. */
      day: (iso: string) => {
        const date = new Date(iso);
        return Number.isNaN(date.getTime()) ? iso : day.format(date);
      },
      date: trip.date,
      dates: (dates: TripDates) => trip.dateRange(asTrip(dates)),
      days: (dates: TripDates) => trip.days(asTrip(dates)),
      route: (ports: TripPorts) => trip.route(ports),
      yacht: ({ yacht_name, yacht_type }: TripYacht) =>
        yacht_type.trim()
          ? t('student_area.trip.yacht_with_type', { name: yacht_name, type: yacht_type })
          : yacht_name,
      places: ({ max_crew, accepted_count, is_full }: TripPlaces) => {
        if (max_crew === null) return t('student_area.trip.places_unlimited');
        if (is_full) return t('student_area.trip.places_full');
        return t('student_area.trip.places_free', {
          free: Math.max(max_crew - accepted_count, 0),
          max: max_crew,
        });
      },
    };
  }, [t, trip, language]);
}
