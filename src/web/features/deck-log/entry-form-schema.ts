import { formatPosition, parsePosition } from '#domain/deck-log/position-text.ts';
import {
  type DeckLogEntry,
  type DeckLogEntryDraft,
  type DeckLogKind,
  deckLogEntryInputSchema,
  deckLogKinds,
  type Visibility,
  visibilities,
} from '#domain/deck-log.ts';
import { z } from '#domain/validation.ts';
import type { Readings } from './last-readings.ts';
import { joinLoggedAt, type LoggedAtParts, splitLoggedAt } from './logged-at.ts';

/** The readings typed as numbers, in the units the log keeps (°, kn, NM, Bft, Douglas, hPa, engine hours). */
export const numberFields = [
  'course_deg',
  'heading_deg',
  'sog_kn',
  'stw_kn',
  'log_nm',
  'wind_dir_deg',
  'wind_bft',
  'sea_state',
  'pressure_hpa',
  'engine_hours',
] as const;
export type NumberField = (typeof numberFields)[number];

/** What an entry's form holds: text as typed (a number with a comma or a dot; a position in degrees and minutes). */
export interface EntryFormValues extends LoggedAtParts, Record<NumberField, string> {
  id: string;
  kind: DeckLogKind;
  corrects: string;
  position: string;
  visibility: Visibility | '';
  sails: string;
  text: string;
}

const time = /^([01]\d|2[0-3]):[0-5]\d$/;
const offset = /^[+-](0\d|1[0-4]):[0-5]\d$/;
const date = /^\d{4}-\d{2}-\d{2}$/;

/** A typed number ("5,5" or "5.5"); '' is no reading; undefined when it is no number. */
function readNumber(text: string): number | null | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return /^-?\d+(\.\d+)?$/.test(trimmed) && Number.isFinite(value) ? value : undefined;
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The form's values as an entry draft (the checks above have passed). */
export function draftOf(values: EntryFormValues): DeckLogEntryDraft {
  const draft: DeckLogEntryDraft = {
    id: values.id,
    logged_at: joinLoggedAt(values),
    kind: values.kind,
    position: values.position.trim() === '' ? null : parsePosition(values.position),
    visibility: values.visibility === '' ? null : values.visibility,
    sails: orNull(values.sails),
    text: orNull(values.text),
    corrects: orNull(values.corrects),
  };
  for (const name of numberFields) draft[name] = readNumber(values[name]) ?? null;
  return draft;
}

const typedNumber = z.string().refine((text) => readNumber(text) !== undefined, 'validation.number_invalid');

/** Departure and arrival name their port in the text: the summary reads the trip's ports from there. */
export const portKinds: readonly DeckLogKind[] = ['departure', 'arrival'];

/**
 * The form's schema: the typed text is checked first (a time, a position, numbers, a port where one is needed),
 * then the draft it makes is checked by the domain's own entry schema, so its ranges (0–12 Bft) and messages
 * are the ones the API answers with, on the same field names.
 */
export const entryFormSchema = z
  .object({
    id: z.string(),
    kind: z.enum(deckLogKinds),
    corrects: z.string(),
    date: z.string().regex(date, 'deck_log.form.date_invalid'),
    time: z.string().trim().regex(time, 'deck_log.form.time_invalid'),
    offset: z.string().trim().regex(offset, 'deck_log.form.offset_invalid'),
    position: z
      .string()
      .refine((text) => text.trim() === '' || parsePosition(text) !== null, 'deck_log.form.position_invalid'),
    course_deg: typedNumber,
    heading_deg: typedNumber,
    sog_kn: typedNumber,
    stw_kn: typedNumber,
    log_nm: typedNumber,
    wind_dir_deg: typedNumber,
    wind_bft: typedNumber,
    sea_state: typedNumber,
    pressure_hpa: typedNumber,
    engine_hours: typedNumber,
    visibility: z.union([z.enum(visibilities), z.literal('')]),
    sails: z.string(),
    text: z.string(),
  })
  .superRefine((values, context) => {
    if (portKinds.includes(values.kind) && values.text.trim() === '')
      context.addIssue({ code: 'custom', path: ['text'], message: 'deck_log.form.port_required' });
  })
  .transform(draftOf)
  .pipe(deckLogEntryInputSchema);

const numberText = (value: number | null | undefined) => (value == null ? '' : String(value));

/** A form for a new entry: now, and the log's latest readings proposed. */
export function newEntryValues(
  kind: DeckLogKind,
  id: string,
  when: LoggedAtParts,
  readings: Readings,
): EntryFormValues {
  return valuesOf({ ...readings, id, kind, corrects: null, text: null }, when);
}

/** A form that corrects an entry: its own values, its own time, and `corrects` naming it. */
export function correctionValues(entry: DeckLogEntry, id: string): EntryFormValues {
  const when = splitLoggedAt(entry.logged_at) ?? { date: '', time: '', offset: '' };
  return valuesOf({ ...entry, id, corrects: entry.id }, when);
}

type Source = Readings & Pick<DeckLogEntry, 'kind' | 'id' | 'corrects' | 'text'>;

function valuesOf(source: Source, when: LoggedAtParts): EntryFormValues {
  const values = {
    id: source.id,
    kind: source.kind,
    corrects: source.corrects ?? '',
    ...when,
    position: source.position ? formatPosition(source.position) : '',
    visibility: source.visibility ?? '',
    sails: source.sails ?? '',
    text: source.text ?? '',
  } as EntryFormValues;
  for (const name of numberFields) values[name] = numberText(source[name]);
  return values;
}
