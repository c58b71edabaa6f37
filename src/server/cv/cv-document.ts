import type { CvCaptainInfo, CvTrip } from '#domain/cv.ts';
import type { Language } from '#domain/language.ts';
import { tripDays } from '#domain/trip-days.ts';
import { licenceLabel } from '#domain/trip-labels.ts';
import { documentFormat } from '../documents/document-format.ts';
import { createPdf, type DocumentMark } from '../pdf/pdf-writer.ts';

export interface CvDocument {
  captain: Omit<CvCaptainInfo, 'logo_url'>;
  /** The chosen trips in the order the CV lists them. */
  trips: CvTrip[];
  nationality: string;
  languages: string;
  logo?: Buffer | null;
  /** The verification code printed on it (docs/document-verification.md). */
  mark?: DocumentMark;
}

/** The CV's totals: trips, days (tripDays: each trip's first and last day both count) and nautical miles. */
export function cvTotals(trips: readonly CvTrip[]) {
  return {
    trips: trips.length,
    days: trips.reduce(
      (sum, trip) => sum + (tripDays(trip.embarkation_date, trip.disembarkation_date) ?? 0),
      0,
    ),
    miles: trips.reduce((sum, trip) => sum + trip.distance, 0),
  };
}

export function captainName(captain: Pick<CvCaptainInfo, 'first_name' | 'last_name'>) {
  return `${captain.first_name} ${captain.last_name}`.trim();
}

/**
 * CV kapitana / captain's CV: who the captain is (licence, contact, nationality, languages) and the chosen
 * trips as proof of sea time, one row each (yacht, route with the number of visited ports, dates, days counted
 * inclusively, distance), then the totals. The table repeats its header on every page.
 */
export async function renderCaptainCv(cv: CvDocument, language: Language): Promise<Buffer> {
  const name = captainName(cv.captain);
  const pdf = await createPdf({
    language,
    title: 'captain_cv',
    subtitle: name,
    logo: cv.logo,
    ...(cv.mark ? { mark: cv.mark } : {}),
  });
  const format = documentFormat(language, pdf.t);
  const { captain } = cv;

  pdf.header();
  pdf.section('captain_details');
  pdf.fields([
    { label: 'full_name', value: name },
    { label: 'licence', value: licenceLabel(pdf.t, captain.license_type, captain.other_license) },
    { label: 'licence_number', value: captain.license_number },
    { label: 'phone', value: captain.phone },
    { label: 'email', value: captain.email },
    { label: 'nationality', value: cv.nationality },
    { label: 'languages', value: cv.languages, span: 2 },
  ]);

  pdf.section('sea_experience');
  pdf.table(
    [
      { label: 'number', width: 5, align: 'right' },
      { label: 'yacht', width: 27 },
      { label: 'route', width: 28 },
      { label: 'dates', width: 23 },
      { label: 'days_short', width: 6, align: 'right' },
      { label: 'distance_short', width: 11, align: 'right' },
    ],
    cv.trips.map((trip, index) => {
      const ports = trip.visited_ports.length;
      return [
        String(index + 1),
        [trip.yacht_name, trip.registration_number].filter(Boolean).join('\n'),
        `${trip.embarkation_port} → ${trip.disembarkation_port}\n${pdf.t('cv.visited_ports', { count: ports })}`,
        `${format.date(trip.embarkation_date)} – ${format.date(trip.disembarkation_date)}`,
        format.days(trip.embarkation_date, trip.disembarkation_date),
        format.unit(trip.distance, 'Mm'),
      ];
    }),
  );

  const totals = cvTotals(cv.trips);
  pdf.section('totals');
  pdf.fields(
    [
      { label: 'trips_count', value: format.number(totals.trips) },
      { label: 'days_total', value: format.number(totals.days) },
      { label: 'miles_total', value: format.unit(totals.miles, 'Mm') },
    ],
    3,
  );
  return pdf.finish();
}
