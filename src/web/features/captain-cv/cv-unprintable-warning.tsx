import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CvCaptainInfo, CvTrip } from '#domain/cv.ts';
import { localeOf } from '#domain/language.ts';
import { formatCalendarDate } from '#domain/trip-days.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { type PrintedText, UnprintableWarning } from '../documents/unprintable-warning.tsx';
import type { CvTexts } from './cv-texts-fields.tsx';

interface Props {
  info: CvCaptainInfo;
  texts: CvTexts;
  /** The ticked trips, the ones the CV will list. */
  trips: readonly CvTrip[];
}

/**
 * Before the CV is generated: the characters of what it prints (the captain's details, this CV's nationality and
 * languages, the ticked trips' yachts and ports) that will not print as typed (docs/decisions/014).
 */
export function CvUnprintableWarning({ info, texts, trips }: Props) {
  const { t } = useTranslation();
  const locale = localeOf(useLanguage());
  const printed = useMemo((): PrintedText[] => {
    const field = (key: string) => t(`documents.unprintable.fields.${key}`);
    const inTrip = (trip: CvTrip, key: string) =>
      t('captainCv.unprintable.in_trip', {
        field: field(key),
        yacht: trip.yacht_name,
        date: formatCalendarDate(trip.embarkation_date, locale),
      });
    return [
      { label: field('captain_name'), text: `${info.first_name} ${info.last_name}` },
      { label: field('captain_licence'), text: info.license_type === '_other' ? info.other_license : '' },
      { label: field('captain_licence_number'), text: info.license_number },
      { label: field('captain_email'), text: info.email },
      { label: field('captain_phone'), text: info.phone },
      { label: field('nationality'), text: texts.nationality },
      { label: field('languages'), text: texts.languages },
      ...trips.flatMap((trip) => [
        { label: inTrip(trip, 'yacht_name'), text: trip.yacht_name },
        { label: inTrip(trip, 'registration_number'), text: trip.registration_number },
        { label: inTrip(trip, 'yacht_type'), text: trip.yacht_type },
        { label: inTrip(trip, 'embarkation_port'), text: trip.embarkation_port },
        { label: inTrip(trip, 'disembarkation_port'), text: trip.disembarkation_port },
      ]),
    ];
  }, [info, texts, trips, locale, t]);
  return <UnprintableWarning texts={printed} />;
}
