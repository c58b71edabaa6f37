import type { DeckLogEntry, DeckLogKind } from '#domain/deck-log.ts';
import { type NumberField, numberFields } from './entry-form-schema.ts';

/** A field of an entry's form besides its time. */
export type EntryField = NumberField | 'position' | 'visibility' | 'sails' | 'text';

/** What each kind of entry asks for, in the order of the paper log; the text last (the port first for ports). */
export const kindFields: Record<DeckLogKind, readonly EntryField[]> = {
  departure: ['text', 'position', 'log_nm'],
  arrival: ['text', 'position', 'log_nm'],
  position: ['position', 'course_deg', 'sog_kn', 'log_nm', 'text'],
  watch_change: [
    'position',
    'course_deg',
    'sog_kn',
    'log_nm',
    'wind_dir_deg',
    'wind_bft',
    'sea_state',
    'pressure_hpa',
    'visibility',
    'sails',
    'text',
  ],
  sails: ['sails', 'position', 'text'],
  engine_on: ['engine_hours', 'position', 'log_nm', 'text'],
  engine_off: ['engine_hours', 'position', 'log_nm', 'text'],
  anchored: ['position', 'text'],
  moored: ['position', 'text'],
  weather: ['wind_dir_deg', 'wind_bft', 'sea_state', 'pressure_hpa', 'visibility', 'text'],
  event: ['text', 'position'],
  note: ['text'],
};

const allFields: readonly EntryField[] = ['position', ...numberFields, 'visibility', 'sails', 'text'];

/**
 * The fields of a form: the kind's own, and for a correction every other reading the corrected entry wrote,
 * so that correcting it never drops a value without the watch seeing it.
 */
export function fieldsFor(kind: DeckLogKind, corrected?: DeckLogEntry | null): EntryField[] {
  const own = kindFields[kind];
  if (!corrected) return [...own];
  const extra = allFields.filter((name) => !own.includes(name) && corrected[name] !== null);
  return [...own, ...extra];
}
