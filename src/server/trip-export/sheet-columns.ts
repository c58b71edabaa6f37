import type { CrewMember, Passage, Trip, VisitedPort } from '#domain/trip.ts';
import { tidalPortsCount, tripDays } from '#domain/trip-days.ts';
import {
  assessmentLabel,
  licenceLabel,
  roleLabel,
  roleOnBoardLabel,
  statusLabel,
  type TFunction,
  watersLabel,
} from '#domain/trip-labels.ts';
import {
  type crewColumns,
  type passageColumns,
  type portColumns,
  type TransferSheet,
  type TripColumnField,
  tripColumns,
} from '#domain/trip-transfer/columns.ts';
import { type Cell, dateCell, flagCell, numberCell, textCell, visitedPortsCell } from './cell-values.ts';

/** How one column's cell is read from what a row stands for (a trip, or one of its ports, members, passages). */
export type CellOf<Source> = (source: Source, t: TFunction) => Cell;

/** A column as written: its header's catalogue key and its cell. */
export interface SheetColumn<Source> {
  label: string;
  cell: CellOf<Source>;
}

type FieldOf<Columns extends readonly { field: string }[]> = Columns[number]['field'];
export type PortRow = { trip: Trip; port: VisitedPort };
export type CrewRow = { trip: Trip; member: CrewMember };
export type PassageRow = { trip: Trip; passage: Passage };

/*
 * Choices are written as their label in the request's language. A "_other" licence or function is written as
 * the label of "other" (its text has a column of its own), never as the text typed in.
 */
const tripCells: Record<TripColumnField, CellOf<Trip>> = {
  id: (trip) => numberCell(trip.id),
  status: (trip, t) => textCell(statusLabel(t, trip.status)),
  yacht_name: (trip) => textCell(trip.yacht_name),
  registration_number: (trip) => textCell(trip.registration_number),
  home_port: (trip) => textCell(trip.home_port),
  hull_length: (trip) => numberCell(trip.hull_length),
  engines_count: (trip) => numberCell(trip.engines_count),
  engine_power: (trip) => numberCell(trip.engine_power),
  yacht_type: (trip) => textCell(trip.yacht_type),
  yacht_owner_name: (trip) => textCell(trip.yacht_owner_name),
  yacht_owner_address: (trip) => textCell(trip.yacht_owner_address),
  embarkation_port: (trip) => textCell(trip.embarkation_port),
  is_embarkation_tidal_port: (trip, t) => flagCell(t, trip.is_embarkation_tidal_port),
  disembarkation_port: (trip) => textCell(trip.disembarkation_port),
  is_disembarkation_tidal_port: (trip, t) => flagCell(t, trip.is_disembarkation_tidal_port),
  visited_ports: (trip, t) => visitedPortsCell(t, trip.visited_ports),
  embarkation_date: (trip) => dateCell(trip.embarkation_date),
  disembarkation_date: (trip) => dateCell(trip.disembarkation_date),
  days: (trip) => numberCell(tripDays(trip.embarkation_date, trip.disembarkation_date)),
  distance: (trip) => numberCell(trip.distance),
  sailing_hours: (trip) => numberCell(trip.sailing_hours),
  engine_hours: (trip) => numberCell(trip.engine_hours),
  mooring_hours: (trip) => numberCell(trip.mooring_hours),
  tidal_hours: (trip) => numberCell(trip.tidal_hours),
  night_hours: (trip) => numberCell(trip.night_hours),
  tidal_ports_count: (trip) =>
    numberCell(
      tidalPortsCount(
        trip.is_embarkation_tidal_port,
        trip.is_disembarkation_tidal_port,
        trip.visited_ports.map((port) => ({ isTidal: port.is_tidal })),
      ),
    ),
  role_on_board: (trip, t) => textCell(roleOnBoardLabel(t, trip.role_on_board)),
  waters: (trip, t) => textCell(watersLabel(t, trip.waters)),
  logbook_number: (trip) => textCell(trip.logbook_number),
  captain_notes: (trip) => textCell(trip.captain_notes),
  captain_first_name: (trip) => textCell(trip.captain.first_name),
  captain_last_name: (trip) => textCell(trip.captain.last_name),
  captain_email: (trip) => textCell(trip.captain.email),
  captain_phone: (trip) => textCell(trip.captain.phone),
  captain_license_type: (trip, t) => textCell(licenceLabel(t, trip.captain.license_type, '')),
  captain_license_number: (trip) => textCell(trip.captain.license_number),
  captain_other_license: (trip) => textCell(trip.captain.other_license),
};

const portCells: Record<FieldOf<typeof portColumns>, CellOf<PortRow>> = {
  trip: ({ trip }) => numberCell(trip.id),
  name: ({ port }) => textCell(port.name),
  is_tidal: ({ port }, t) => flagCell(t, port.is_tidal),
  arrival_date: ({ port }) => dateCell(port.arrival_date),
  departure_date: ({ port }) => dateCell(port.departure_date),
  lat: ({ port }) => numberCell(port.lat),
  lon: ({ port }) => numberCell(port.lon),
};

const crewCells: Record<FieldOf<typeof crewColumns>, CellOf<CrewRow>> = {
  trip: ({ trip }) => numberCell(trip.id),
  full_name: ({ member }) => textCell(member.full_name),
  email: ({ member }) => textCell(member.email),
  phone: ({ member }) => textCell(member.phone),
  role: ({ member }, t) => textCell(roleLabel(t, member.role, '')),
  other_role: ({ member }) => textCell(member.other_role),
  license_type: ({ member }, t) => textCell(licenceLabel(t, member.license_type, '')),
  other_license: ({ member }) => textCell(member.other_license),
  license_number: ({ member }) => textCell(member.license_number),
  captain_opinion: ({ member }, t) => textCell(assessmentLabel(t, 'captain_opinion', member.captain_opinion)),
  performance: ({ member }, t) => textCell(assessmentLabel(t, 'performance', member.performance)),
  seasickness: ({ member }, t) => textCell(assessmentLabel(t, 'seasickness', member.seasickness)),
  resistance: ({ member }, t) => textCell(assessmentLabel(t, 'resistance', member.resistance)),
  captain_notes: ({ member }) => textCell(member.captain_notes),
};

const passageCells: Record<FieldOf<typeof passageColumns>, CellOf<PassageRow>> = {
  trip: ({ trip }) => numberCell(trip.id),
  from: ({ passage }) => textCell(passage.from),
  to: ({ passage }) => textCell(passage.to),
  distance: ({ passage }) => numberCell(passage.distance),
  overnight: ({ passage }, t) => flagCell(t, passage.overnight),
};

function columnsOf<Source, Field extends string>(
  sheet: TransferSheet,
  fields: readonly Field[],
  cells: Record<Field, CellOf<Source>>,
): SheetColumn<Source>[] {
  return fields.map((field) => ({ label: `transfer.columns.${sheet}.${field}`, cell: cells[field] }));
}

/** Which of the catalogue's columns a sheet is written with, in the catalogue's order. */
export const sheetColumns = {
  trips: (fields: readonly TripColumnField[]) => columnsOf('trips', fields, tripCells),
  visited_ports: (fields: readonly FieldOf<typeof portColumns>[]) =>
    columnsOf('visited_ports', fields, portCells),
  crew: (fields: readonly FieldOf<typeof crewColumns>[]) => columnsOf('crew', fields, crewCells),
  passages: (fields: readonly FieldOf<typeof passageColumns>[]) =>
    columnsOf('passages', fields, passageCells),
};

/** A trip's column on a crew row (the crew CSV names each member's trip for the reader). */
export const tripColumnOfCrew = (field: TripColumnField): SheetColumn<CrewRow> => ({
  label: `transfer.columns.trips.${field}`,
  cell: ({ trip }, t) => tripCells[field](trip, t),
});

export const tripFieldsWhere = (keep: (column: (typeof tripColumns)[number]) => boolean) =>
  tripColumns.filter(keep).map((column) => column.field);
