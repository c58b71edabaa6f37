import type { Trip } from '#domain/trip.ts';
import type { TFunction } from '#domain/trip-labels.ts';
import {
  crewColumns,
  passageColumns,
  portColumns,
  type TransferSheet,
  type TripColumnField,
} from '#domain/trip-transfer/columns.ts';
import type { Cell } from './cell-values.ts';
import {
  type CrewRow,
  type PassageRow,
  type PortRow,
  type SheetColumn,
  sheetColumns,
  tripColumnOfCrew,
} from './sheet-columns.ts';

/** A sheet as written: its header labels and its rows of cells, both in the request's language. */
export interface Table {
  header: string[];
  rows: Cell[][];
}
export interface NamedTable extends Table {
  sheet: TransferSheet;
}

function table<Source>(t: TFunction, columns: SheetColumn<Source>[], sources: Source[]): Table {
  return {
    header: columns.map((column) => t(column.label)),
    rows: sources.map((source) => columns.map((column) => column.cell(source, t))),
  };
}

const portRows = (trips: Trip[]): PortRow[] =>
  trips.flatMap((trip) => trip.visited_ports.map((port) => ({ trip, port })));
const crewRows = (trips: Trip[]): CrewRow[] =>
  trips.flatMap((trip) => trip.crew_members.map((member) => ({ trip, member })));
const passageRows = (trips: Trip[]): PassageRow[] =>
  trips.flatMap((trip) => trip.passages.map((passage) => ({ trip, passage })));
const fieldsOf = <Field extends string>(columns: readonly { field: Field }[]) =>
  columns.map((column) => column.field);

/** One row per trip with the given Trips columns. */
export function tripsTable(trips: Trip[], t: TFunction, fields: readonly TripColumnField[]): Table {
  return table(t, sheetColumns.trips(fields), trips);
}

/** One row per crew member; after its trip's id, the trip's yacht and start date for whoever reads it. */
export function crewTable(trips: Trip[], t: TFunction): Table {
  const [trip, ...member] = sheetColumns.crew(fieldsOf(crewColumns));
  const columns = [
    ...(trip ? [trip] : []),
    tripColumnOfCrew('yacht_name'),
    tripColumnOfCrew('embarkation_date'),
    ...member,
  ];
  return table(t, columns, crewRows(trips));
}

/** The workbook's four sheets: the Trips sheet with the given columns, then the trips' ports, crew, passages. */
export function workbookTables(
  trips: Trip[],
  t: TFunction,
  tripFields: readonly TripColumnField[],
): NamedTable[] {
  return [
    { sheet: 'trips', ...tripsTable(trips, t, tripFields) },
    {
      sheet: 'visited_ports',
      ...table(t, sheetColumns.visited_ports(fieldsOf(portColumns)), portRows(trips)),
    },
    { sheet: 'crew', ...table(t, sheetColumns.crew(fieldsOf(crewColumns)), crewRows(trips)) },
    { sheet: 'passages', ...table(t, sheetColumns.passages(fieldsOf(passageColumns)), passageRows(trips)) },
  ];
}
