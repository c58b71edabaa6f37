import {
  type ColumnKind,
  crewColumns,
  passageColumns,
  portColumns,
  tripColumns,
} from '#domain/trip-transfer/columns.ts';
import type { ImportColumn } from '#domain/trip-transfer/import.ts';
import { readDate, readFlag, readHours, readNumber, readText } from './cells.ts';
import { type ChoiceList, readChoice } from './choices.ts';
import { matchSheetColumns } from './column-matching.ts';
import { readPortsCell } from './ports-cell.ts';
import type { Cell, SheetTable } from './tables.ts';

/** A trip create request body as read from one row (snake_case, the captain nested), with `status` if given. */
export type TripBody = Record<string, unknown>;

/** One row of the file: its number as the captain sees it and the trip read from it. */
export interface ReadRow {
  row: number;
  trip: TripBody;
}

const hoursFields = new Set(['sailing_hours', 'engine_hours', 'mooring_hours', 'tidal_hours', 'night_hours']);

const choiceLists: Record<string, ChoiceList> = {
  status: 'status',
  role_on_board: 'role_on_board',
  waters: 'waters',
  captain_license_type: 'licence',
  role: 'crew_role',
  license_type: 'crew_licence',
  captain_opinion: 'captain_opinion',
  performance: 'performance',
  seasickness: 'seasickness',
  resistance: 'resistance',
};

/** A cell read as its column's kind says. */
function readCell(field: string, kind: ColumnKind, cell: Cell): unknown {
  switch (kind) {
    case 'number':
      return hoursFields.has(field) ? readHours(cell) : readNumber(cell);
    case 'date':
      return readDate(cell);
    case 'flag':
      return readFlag(cell);
    case 'choice': {
      const list = choiceLists[field];
      return list ? readChoice(readText(cell), list) : readText(cell);
    }
    case 'ports':
      return readPortsCell(readText(cell));
    default:
      return readText(cell);
  }
}

/** The captain's fields of a row go into `captain`, as the create request nests them. */
const captainFields: Record<string, string> = {
  captain_first_name: 'first_name',
  captain_last_name: 'last_name',
  captain_email: 'email',
  captain_phone: 'phone',
  captain_license_type: 'license_type',
  captain_license_number: 'license_number',
  captain_other_license: 'other_license',
};

/** The key that ties a Trips row to its rows on the other sheets: its `id` as a number, or as written. */
function tripKey(cell: Cell | undefined): string | undefined {
  if (cell === undefined) return undefined;
  const value = readNumber(cell);
  return value === undefined ? undefined : String(value);
}

/** Another sheet's rows by the trip they belong to, each read into an object of its matched fields. */
function rowsByTrip(
  sheet: 'visited_ports' | 'crew' | 'passages',
  table: SheetTable | undefined,
  kinds: Map<string, ColumnKind>,
): Map<string, Record<string, unknown>[]> {
  const groups = new Map<string, Record<string, unknown>[]>();
  if (!table) return groups;
  const fields = matchSheetColumns(sheet, table.header);
  const tripIndex = fields.indexOf('trip');
  if (tripIndex < 0) return groups;
  for (const { cells } of table.rows) {
    const key = tripKey(cells[tripIndex] ?? null);
    if (key === undefined) continue;
    const item: Record<string, unknown> = {};
    fields.forEach((field, index) => {
      if (field === null || field === 'trip') return;
      const value = readCell(field, kinds.get(field) ?? 'text', cells[index] ?? null);
      if (value !== undefined) item[field] = value;
    });
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

const kindsOf = (columns: readonly { field: string; kind: ColumnKind }[]) =>
  new Map<string, ColumnKind>(columns.map((column) => [column.field, column.kind]));

/**
 * The Trips sheet's rows read into create request bodies through the matched columns; visited ports, crew and
 * passages from their sheets (by the trip's `id`), or the visited ports from the Trips row's own cell (the CSV).
 */
export function rowsFromTables(
  tables: {
    trips: SheetTable;
    visitedPorts?: SheetTable;
    crew?: SheetTable;
    passages?: SheetTable;
  },
  columns: readonly ImportColumn[],
): ReadRow[] {
  const ports = rowsByTrip('visited_ports', tables.visitedPorts, kindsOf(portColumns));
  const crew = rowsByTrip('crew', tables.crew, kindsOf(crewColumns));
  const passages = rowsByTrip('passages', tables.passages, kindsOf(passageColumns));
  const tripKinds = kindsOf(tripColumns);
  const idIndex = columns.findIndex((column) => column.field === 'id');
  // Logbooks of tideless waters (the Baltic, lakes) keep no such column: none means none were sailed.
  const withoutTidalHours = !columns.some((column) => column.field === 'tidal_hours');

  return tables.trips.rows.map(({ row, cells }) => {
    const trip: TripBody = {};
    const captain: Record<string, unknown> = {};
    columns.forEach(({ field }, index) => {
      if (field === null || field === 'id') return;
      const value = readCell(field, tripKinds.get(field) ?? 'text', cells[index] ?? null);
      const captainField = captainFields[field];
      if (captainField) captain[captainField] = value;
      else trip[field] = value;
    });
    trip.captain = captain;
    if (withoutTidalHours) trip.tidal_hours = 0;
    const key = idIndex < 0 ? undefined : tripKey(cells[idIndex] ?? null);
    const sheetPorts = key === undefined ? undefined : ports.get(key);
    if (sheetPorts) trip.visited_ports = sheetPorts;
    trip.crew_members = (key === undefined ? undefined : crew.get(key)) ?? [];
    const sailed = key === undefined ? undefined : passages.get(key);
    if (sailed || tables.passages) trip.passages = sailed ?? [];
    return { row, trip };
  });
}
