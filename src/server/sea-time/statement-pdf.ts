import type { CaptainProfile } from '#domain/captain-profile.ts';
import type { Language } from '#domain/language.ts';
import { daysOf, hoursUnderWay, type SeaTimeTrip, sum, tidalPortsOf } from '#domain/sea-time/counting.ts';
import type { SeaTimeScheme } from '#domain/sea-time/schema.ts';
import { licenceLabel, roleLabel, type TFunction } from '#domain/trip-labels.ts';
import { captainName } from '../cv/cv-document.ts';
import { type DocumentFormat, documentFormat } from '../documents/document-format.ts';
import { translate } from '../http/messages.ts';
import { createPdf, type DocumentMark, type PdfWriter } from '../pdf/pdf-writer.ts';
import { signatureHeight } from '../pdf/signature-places.ts';
import { requirementsTable, statementText } from './requirements-table.ts';

export interface StatementDocument {
  captain: Pick<
    CaptainProfile,
    'first_name' | 'last_name' | 'email' | 'phone' | 'license_type' | 'license_number' | 'other_license'
  >;
  scheme: SeaTimeScheme;
  /** The trips that count toward the scheme, in the order the table lists them. */
  trips: readonly SeaTimeTrip[];
  logo?: Buffer | null;
  generatedAt?: Date;
  /** The verification code printed on it (docs/document-verification.md); none on a student's own statement. */
  mark?: DocumentMark;
}

const text = statementText;

export function schemeName(t: TFunction, scheme: Pick<SeaTimeScheme, 'id'>) {
  return t(`seaTime.schemes.${scheme.id}`);
}

/** The holder's role on the trip: in command, or the crew function the trip records. */
function roleOnBoard(t: TFunction, role: SeaTimeTrip['role_on_board']) {
  return role === 'skipper' ? t('trips.roles.skipper') : roleLabel(t, role, '');
}

function captainSection(pdf: PdfWriter, captain: StatementDocument['captain']) {
  pdf.section(text('holder'));
  pdf.fields(
    [
      { label: 'full_name', value: captainName(captain) },
      { label: 'licence', value: licenceLabel(pdf.t, captain.license_type, captain.other_license) },
      { label: 'licence_number', value: captain.license_number },
      { label: 'phone', value: captain.phone },
      { label: 'email', value: captain.email, span: 2 },
    ],
    3,
  );
}

/** One row per trip and a last row of their sums; the tidal ports are not summed (a port may recur). */
function tripsSection(pdf: PdfWriter, trips: readonly SeaTimeTrip[], format: DocumentFormat) {
  pdf.section(text('trips'));
  if (trips.length === 0) {
    pdf.textBox(pdf.t(text('no_trips')));
    return;
  }
  const hours = (value: number) => format.unit(value, 'h');
  const miles = (value: number) => format.miles(value);
  const night = (trip: SeaTimeTrip) => trip.night_hours;
  const tidal = (trip: SeaTimeTrip) => trip.tidal_hours;
  const distance = (trip: SeaTimeTrip) => trip.distance;
  pdf.table(
    [
      { label: 'number', width: 4, align: 'right' },
      { label: 'dates', width: 11 },
      { label: 'yacht', width: 12 },
      { label: 'hull_length', width: 7, align: 'right' },
      { label: 'function_on_board', width: 10 },
      { label: 'days_short', width: 5, align: 'right' },
      { label: 'distance_short', width: 9, align: 'right' },
      { label: 'total_hours', width: 8, align: 'right' },
      { label: text('night_hours'), width: 7, align: 'right' },
      { label: 'tidal_hours', width: 10, align: 'right' },
      { label: 'tidal_ports_count', width: 10, align: 'right' },
    ],
    [
      ...trips.map((trip, index) => [
        String(index + 1),
        `${format.date(trip.embarkation_date)} –\n${format.date(trip.disembarkation_date)}`,
        [trip.yacht_name, trip.registration_number].filter(Boolean).join('\n'),
        format.unit(trip.hull_length, 'm'),
        roleOnBoard(pdf.t, trip.role_on_board),
        String(daysOf(trip)),
        miles(distance(trip)),
        hours(hoursUnderWay(trip)),
        hours(night(trip)),
        hours(tidal(trip)),
        format.number(tidalPortsOf(trip).size),
      ]),
      [
        '',
        pdf.label(text('sum')),
        '',
        '',
        '',
        String(sum(trips, daysOf)),
        miles(sum(trips, distance)),
        hours(sum(trips, hoursUnderWay)),
        hours(sum(trips, night)),
        hours(sum(trips, tidal)),
        '',
      ],
    ],
  );
}

function requirementsSection(pdf: PdfWriter, scheme: SeaTimeScheme, format: DocumentFormat) {
  pdf.section(text('requirements'));
  requirementsTable(pdf, scheme, format);
}

/**
 * Zestawienie stażu morskiego / sea-time statement: who the sailor is, the licence or course measured against,
 * the trips that count toward it (the table repeats its header on every page), each requirement required
 * against achieved, and the places where the sailor and a countersigning skipper or school sign.
 */
export async function renderSeaTimeStatement(
  statement: StatementDocument,
  language: Language,
): Promise<Buffer> {
  const { captain, scheme } = statement;
  const t = (key: string) => translate(language, key);
  const pdf = await createPdf({
    language,
    title: text('title'),
    // The holder's own document: they are its author, whoever countersigns it.
    author: captainName(captain),
    about: 'sea_time_statement',
    keywords: [schemeName(t, scheme), ...statement.trips.map((trip) => trip.yacht_name)],
    subtitle: [captainName(captain), schemeName(t, scheme)].filter(Boolean).join(' · '),
    logo: statement.logo,
    generatedAt: statement.generatedAt,
    ...(statement.mark ? { mark: statement.mark } : {}),
  });
  const format = documentFormat(language, pdf.t);
  pdf.header();
  captainSection(pdf, captain);
  pdf.section(text('scheme'));
  pdf.fields([{ label: text('scheme_name'), value: schemeName(pdf.t, scheme), span: 2 }]);
  tripsSection(pdf, statement.trips, format);
  requirementsSection(pdf, scheme, format);
  pdf.section(text('declaration'));
  // A sentence, not a label: each language on a line of its own, the request's first.
  const other: Language = language === 'pl' ? 'en' : 'pl';
  pdf.textBox(`${pdf.t(text('declaration_text'))}\n${translate(other, text('declaration_text'))}`, {
    keepWithNext: signatureHeight,
  });
  pdf.signatures([text('holder'), text('countersignature')]);
  return pdf.finish();
}
