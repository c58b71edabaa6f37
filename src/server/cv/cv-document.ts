import type { CvCaptainInfo, CvTrip } from '#domain/cv.ts';
import { type CvTotals, cvTotals, cvTripDays, cvTripHours } from '#domain/cv-totals.ts';
import type { Language } from '#domain/language.ts';
import type { SeaTimeScheme } from '#domain/sea-time/schema.ts';
import { licenceLabel, roleOnBoardLabel, watersLabel } from '#domain/trip-labels.ts';
import { type DocumentFormat, documentFormat } from '../documents/document-format.ts';
import { createPdf, type DocumentMark, type PdfWriter } from '../pdf/pdf-writer.ts';
import { requirementsTable } from '../sea-time/requirements-table.ts';

export interface CvDocument {
  captain: Omit<CvCaptainInfo, 'logo_url'>;
  /** The chosen trips in the order the CV lists them. */
  trips: CvTrip[];
  nationality: string;
  languages: string;
  logo?: Buffer | null;
  /** The verification code printed on it (docs/document-verification.md). */
  mark?: DocumentMark;
  /** The licence the captain measures the CV's trips against (printed under the totals); none when null. */
  progress?: SeaTimeScheme | null;
}

export function captainName(captain: Pick<CvCaptainInfo, 'first_name' | 'last_name'>) {
  return `${captain.first_name} ${captain.last_name}`.trim();
}

/** The CV's own texts (pdf.cv.*), named by their full key as the PDF writer reads them. */
const text = (key: string) => `pdf.cv.${key}`;

// Widths in points of the landscape page's 774 (the table scales them to fit): a row takes two lines, a figure
// like "12 345,5 Mm" one, and every header word fits its column.
const columns = [
  { label: 'number', width: 18, align: 'right' },
  { label: text('yacht'), width: 120 },
  { label: 'route', width: 120 },
  { label: 'dates', width: 52 },
  { label: 'days_short', width: 24, align: 'right' },
  { label: 'function_on_board', width: 80 },
  { label: text('waters'), width: 60 },
  { label: 'distance_short', width: 56, align: 'right' },
  { label: text('sail_hours'), width: 40, align: 'right' },
  { label: text('engine_hours'), width: 42, align: 'right' },
  { label: text('total_hours'), width: 42, align: 'right' },
  { label: text('night_hours'), width: 40, align: 'right' },
  { label: text('confirmed_by'), width: 60, align: 'right' },
] as const;

/** A port as printed: its name, or a dash where the logbook does not know it. */
const port = (name: string) => name.trim() || '—';

function tripRow(pdf: PdfWriter, format: DocumentFormat, trip: CvTrip, index: number): string[] {
  const visited = trip.visited_ports.length;
  const yachtDetails = [
    trip.registration_number,
    trip.yacht_type.trim(),
    format.unit(trip.hull_length || null, 'm'),
  ]
    .filter(Boolean)
    .join(' · ');
  const waters = watersLabel(pdf.t, trip.waters);
  return [
    String(index + 1),
    [trip.yacht_name, yachtDetails].filter(Boolean).join('\n'),
    [
      `${port(trip.embarkation_port)} → ${port(trip.disembarkation_port)}`,
      visited > 0 ? pdf.t('cv.visited_ports', { count: visited }) : '',
    ]
      .filter(Boolean)
      .join('\n'),
    `${format.date(trip.embarkation_date)}\n– ${format.date(trip.disembarkation_date)}`,
    format.number(cvTripDays(trip)),
    roleOnBoardLabel(pdf.t, trip.role_on_board),
    trip.tidal ? `${waters}, ${pdf.t(text('tidal'))}` : waters,
    format.miles(trip.distance),
    format.number(trip.sailing_hours),
    format.number(trip.engine_hours),
    format.number(cvTripHours(trip)),
    format.number(trip.night_hours),
    trip.confirmed_by > 0 ? format.number(trip.confirmed_by) : '',
  ];
}

/** The last row: the sums of the columns above it, the trips in command and the tidal hours in their columns. */
function totalsRow(pdf: PdfWriter, format: DocumentFormat, totals: CvTotals): string[] {
  return [
    '',
    pdf.label('totals'),
    pdf.t(text('trips_count'), { count: totals.trips }),
    '',
    format.number(totals.days),
    pdf.t(text('skipper_trips'), { count: totals.skipper_trips, value: format.number(totals.skipper_trips) }),
    pdf.t(text('tidal_hours_total'), { value: format.number(totals.hours_tidal) }),
    format.miles(totals.distance),
    format.number(totals.hours_sail),
    format.number(totals.hours_engine),
    format.number(totals.hours_total),
    format.number(totals.hours_night),
    '',
  ];
}

/**
 * CV kapitana / captain's CV: who the captain is (licence, contact, nationality, languages), the chosen trips as
 * a record of sea service, one row each with what a licence application counts (yacht and its length, role,
 * waters, miles, hours, night hours, confirmations by the crew), a totals row, and, when the captain chose a
 * licence, where these trips stand against it. The table repeats its header on every page.
 */
export async function renderCaptainCv(cv: CvDocument, language: Language): Promise<Buffer> {
  const name = captainName(cv.captain);
  const pdf = await createPdf({
    language,
    title: 'captain_cv',
    subtitle: name,
    author: name,
    about: 'captain_cv',
    // The yachts sailed, each once; a long career's first twenty are enough to find the file by.
    keywords: [...new Set(cv.trips.map((trip) => trip.yacht_name))].slice(0, 20),
    layout: 'landscape',
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
    [...columns],
    [
      ...cv.trips.map((trip, index) => tripRow(pdf, format, trip, index)),
      totalsRow(pdf, format, cvTotals(cv.trips)),
    ],
  );

  if (cv.progress) {
    pdf.section(text('progress'));
    pdf.fields([
      { label: text('licence_goal'), value: pdf.t(`seaTime.schemes.${cv.progress.id}`) },
      { label: text('progress_basis'), value: pdf.t(text('progress_basis_text')) },
    ]);
    requirementsTable(pdf, cv.progress, format);
  }
  return pdf.finish();
}
