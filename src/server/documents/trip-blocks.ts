import type { CrewMember, Trip } from '#domain/trip.ts';
import { licenceLabel, roleOnBoardLabel } from '#domain/trip-labels.ts';
import type { PdfWriter } from '../pdf/pdf-writer.ts';
import type { DocumentFormat } from './document-format.ts';

/** The blocks the voyage card, the crew opinion and the public trip card share. */

export function captainBlock(pdf: PdfWriter, trip: Trip) {
  const { captain } = trip;
  pdf.section('captain');
  pdf.fields(
    [
      { label: 'full_name', value: `${captain.first_name} ${captain.last_name}`.trim() },
      { label: 'licence_grade', value: licenceLabel(pdf.t, captain.license_type, captain.other_license) },
      { label: 'licence_number', value: captain.license_number },
      { label: 'phone', value: captain.phone },
      { label: 'email', value: captain.email },
      // The account holder's own function on this trip (skipper unless they sailed as crew).
      { label: 'function_on_board', value: roleOnBoardLabel(pdf.t, trip.role_on_board) },
    ],
    3,
  );
}

export function yachtBlock(pdf: PdfWriter, trip: Trip, format: DocumentFormat) {
  pdf.section('yacht');
  pdf.fields(
    [
      { label: 'yacht_name', value: trip.yacht_name },
      { label: 'yacht_type', value: trip.yacht_type },
      { label: 'registration_number', value: trip.registration_number },
      { label: 'hull_length', value: format.unit(trip.hull_length, 'm') },
      { label: 'home_port', value: trip.home_port },
      { label: 'engine_power', value: format.unit(trip.engine_power, 'kW') },
      { label: 'engines_count', value: format.number(trip.engines_count) },
    ],
    // Four to a row: the type keeps the block at two rows, so a typical trip still fits one page.
    4,
  );
}

/**
 * The cruise as the PZŻ form lists it: the logbook number, the ports of embarkation and disembarkation with
 * their tidal flags, the visited ports, the number of tidal ports and the days. A grid of five, so the two
 * ports' rows carry the logbook number, the days and the tidal ports count beside them at no extra height.
 */
export function cruiseBlock(pdf: PdfWriter, trip: Trip, format: DocumentFormat) {
  pdf.section('cruise');
  pdf.fields(
    [
      { label: 'logbook_number', value: trip.logbook_number },
      { label: 'embarkation_port', value: trip.embarkation_port },
      { label: 'embarkation_date', value: format.date(trip.embarkation_date) },
      { label: 'tidal_port', value: format.yesNo(trip.is_embarkation_tidal_port) },
      { label: 'days', value: format.days(trip.embarkation_date, trip.disembarkation_date) },
      { label: '', value: '' },
      { label: 'disembarkation_port', value: trip.disembarkation_port },
      { label: 'disembarkation_date', value: format.date(trip.disembarkation_date) },
      { label: 'tidal_port', value: format.yesNo(trip.is_disembarkation_tidal_port) },
      { label: 'tidal_ports_count', value: format.number(trip.tidal_ports_count) },
    ],
    5,
  );
  if (trip.visited_ports.length > 0) {
    pdf.table(
      [
        { label: 'number', width: 6, align: 'right' },
        { label: 'visited_port', width: 52 },
        { label: 'tidal_port', width: 16 },
        { label: 'arrival', width: 13 },
        { label: 'departure', width: 13 },
      ],
      trip.visited_ports.map((port, index) => [
        String(index + 1),
        port.name,
        format.yesNo(port.is_tidal),
        format.date(port.arrival_date),
        format.date(port.departure_date),
      ]),
    );
  }
}

export function hoursBlock(pdf: PdfWriter, trip: Trip, format: DocumentFormat) {
  pdf.section('hours');
  pdf.fields(
    [
      { label: 'sailing_hours', value: format.unit(trip.sailing_hours, 'h') },
      { label: 'engine_hours', value: format.unit(trip.engine_hours, 'h') },
      { label: 'total_hours', value: format.unit(trip.sailing_hours + trip.engine_hours, 'h') },
      { label: 'night_hours', value: format.unit(trip.night_hours, 'h') },
      { label: 'tidal_hours', value: format.unit(trip.tidal_hours, 'h') },
      { label: 'mooring_hours', value: format.unit(trip.mooring_hours, 'h') },
      { label: 'distance_nm', value: format.miles(trip.distance), span: 2 },
    ],
    4,
  );
}

/** The trip as the PDF's Title names it: the yacht and the dates ("Zawisza Czarny, 01.07.2026 – 08.07.2026"). */
export function tripTitleDetail(trip: Trip, format: DocumentFormat) {
  return `${trip.yacht_name}, ${format.date(trip.embarkation_date)} – ${format.date(trip.disembarkation_date)}`;
}

/** The day a linked crew member confirmed the trip; empty while pending, disputed or not linked. */
export function crewConfirmedOn(member: CrewMember, format: DocumentFormat): string {
  return member.confirmation?.status === 'confirmed' ? format.day(member.confirmation.at) : '';
}
