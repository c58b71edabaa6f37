import { foldText } from '../text-fold.ts';

/**
 * The columns of an exported logbook and of an imported spreadsheet (docs/import-export.md). One catalogue for
 * the export's headers (`transfer.columns.<sheet>.<field>` in the request's language), the import's matching
 * (those headers in English and Polish, the field names themselves and the aliases below) and the template.
 */

/** How a cell is written and read. */
export type ColumnKind =
  | 'text'
  | 'number'
  | 'date'
  | 'flag'
  /** One of a list; written as its label, read as the label in either language or the stored value. */
  | 'choice'
  /** Visited ports in one cell (CSV only): names separated by ';', a tidal one marked "(tidal)"/"(pływowy)". */
  | 'ports'
  /** Written by the export for reading (days, tidal port count); never read back. */
  | 'computed';

export interface TransferColumn<Field extends string = string> {
  field: Field;
  kind: ColumnKind;
  /** Other names a spreadsheet may give the column, compared after normaliseHeader (both languages). */
  aliases: readonly string[];
}

const column = <Field extends string>(
  field: Field,
  kind: ColumnKind,
  aliases: readonly string[] = [],
): TransferColumn<Field> => ({ field, kind, aliases });

/**
 * The Trips sheet (and the CSV's one row per trip), in the export's order. `id` is the exported trip's id: it
 * ties a trip to its rows on the other sheets and is never kept by an import.
 */
export const tripColumns = [
  column('id', 'number', ['no', 'nr', 'lp', 'trip', 'rejs']),
  column('status', 'choice'),
  column('yacht_name', 'text', [
    'yacht',
    'jacht',
    'boat',
    'vessel',
    'nazwa jachtu',
    'jednostka',
    'yacht name',
  ]),
  column('registration_number', 'text', [
    'registration',
    'rejestracja',
    'nr rejestracyjny',
    'numer rejestracyjny',
  ]),
  column('home_port', 'text', ['port macierzysty']),
  column('hull_length', 'number', ['length', 'loa', 'dlugosc', 'dlugosc kadluba']),
  column('engines_count', 'number', ['engines', 'silniki', 'liczba silnikow']),
  column('engine_power', 'number', ['power', 'moc', 'moc silnika']),
  // Files from before issue 28 have none of these three: they read as empty (or the captain's yacht's).
  column('yacht_type', 'text', ['model', 'model jachtu']),
  column('yacht_owner_name', 'text', ['owner', 'armator', 'wlasciciel', 'wlasciciel jachtu']),
  column('yacht_owner_address', 'text', ['owner address', 'adres armatora', 'adres wlasciciela']),
  column('embarkation_port', 'text', [
    'from',
    'start port',
    'port startowy',
    'z',
    'skad',
    'port zaokretowania',
  ]),
  column('is_embarkation_tidal_port', 'flag'),
  column('disembarkation_port', 'text', [
    'to',
    'end port',
    'port koncowy',
    'do',
    'dokad',
    'port wyokretowania',
  ]),
  column('is_disembarkation_tidal_port', 'flag'),
  column('visited_ports', 'ports', ['ports', 'porty', 'odwiedzone porty', 'route', 'trasa']),
  column('embarkation_date', 'date', [
    'start',
    'start date',
    'date from',
    'from date',
    'od',
    'data od',
    'poczatek',
  ]),
  column('disembarkation_date', 'date', ['end', 'end date', 'date to', 'to date', 'data do', 'koniec']),
  column('days', 'computed'),
  column('distance', 'number', [
    'miles',
    'nm',
    'mm',
    'mile',
    'distance nm',
    // English files exported before issue 28 wrote the Polish abbreviation: "Distance (Mm)".
    'distance mm',
    'dystans',
    'przebyte mile',
  ]),
  column('sailing_hours', 'number', ['sail hours', 'hours under sail', 'godziny pod zaglami', 'pod zaglami']),
  column('engine_hours', 'number', ['motor hours', 'hours under engine', 'godziny na silniku', 'na silniku']),
  column('mooring_hours', 'number', ['hours in port', 'godziny w porcie', 'w porcie']),
  column('tidal_hours', 'number', ['tidal hours', 'godziny na wodach plywowych']),
  column('night_hours', 'number', ['night', 'noc', 'godziny nocne']),
  column('tidal_ports_count', 'computed'),
  column('role_on_board', 'choice', ['role', 'funkcja', 'funkcja na jachcie']),
  column('waters', 'choice', ['akwen', 'wody']),
  column('logbook_number', 'text', ['logbook', 'nr dziennika', 'numer dziennika']),
  column('captain_notes', 'text', ['notes', 'remarks', 'uwagi', 'notatki']),
  column('captain_first_name', 'text', ['skipper first name', 'imie kapitana']),
  column('captain_last_name', 'text', ['skipper last name', 'nazwisko kapitana']),
  column('captain_email', 'text'),
  column('captain_phone', 'text'),
  column('captain_license_type', 'choice'),
  column('captain_license_number', 'text'),
  column('captain_other_license', 'text'),
] as const;
export type TripColumnField = (typeof tripColumns)[number]['field'];

/** The Visited ports sheet: one row per port, in the trip's order. */
export const portColumns = [
  column('trip', 'number'),
  column('name', 'text'),
  column('is_tidal', 'flag'),
  column('arrival_date', 'date'),
  column('departure_date', 'date'),
  column('lat', 'number'),
  column('lon', 'number'),
] as const;

/** The Crew sheet (and `?part=crew` CSV): one row per member, in the trip's order. */
export const crewColumns = [
  column('trip', 'number'),
  column('full_name', 'text'),
  column('email', 'text'),
  column('phone', 'text'),
  column('role', 'choice'),
  column('other_role', 'text'),
  column('license_type', 'choice'),
  column('other_license', 'text'),
  column('license_number', 'text'),
  column('captain_opinion', 'choice'),
  column('performance', 'choice'),
  column('seasickness', 'choice'),
  column('resistance', 'choice'),
  column('captain_notes', 'text'),
] as const;

/** The Passages sheet (notable non-stop passages; docs/sea-time.md). */
export const passageColumns = [
  column('trip', 'number'),
  column('from', 'text'),
  column('to', 'text'),
  // "Distance (Mm)": the English header of files exported before issue 28.
  column('distance', 'number', ['distance mm']),
  column('overnight', 'flag'),
] as const;

/** The workbook's sheets in order; their names are `transfer.sheets.<key>` in the request's language. */
export const transferSheets = ['trips', 'visited_ports', 'crew', 'passages'] as const;
export type TransferSheet = (typeof transferSheets)[number];

/** The columns an import may map a source column to (the computed ones are never read). */
export const importableTripFields = tripColumns
  .filter((entry) => entry.kind !== 'computed')
  .map((entry) => entry.field);
export type ImportableTripField = Exclude<TripColumnField, 'days' | 'tidal_ports_count'>;

/**
 * A header as compared: lower case, Polish and other accents dropped (ł as l), anything but letters and digits
 * one space, trimmed. "Data rozpoczęcia (dd.mm.rrrr)" and "data rozpoczecia dd mm rrrr" compare equal.
 */
export function normaliseHeader(header: string): string {
  return foldText(header)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
