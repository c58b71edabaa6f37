import { z } from './validation.ts';

/** At most this many entries in one trip's deck log, and in one batch (docs/deck-log.md). */
export const deckLogLimits = { entriesPerTrip: 5_000, batch: 500, text: 2_000, sails: 200 } as const;
/** An entry's ship's-time date may lie this many days before the trip's first or after its last day. */
export const deckLogDateMarginDays = 1;

export const deckLogKinds = [
  'departure',
  'arrival',
  'position',
  'watch_change',
  'sails',
  'engine_on',
  'engine_off',
  'anchored',
  'moored',
  'weather',
  'event',
  'note',
] as const;
export type DeckLogKind = (typeof deckLogKinds)[number];

export const visibilities = ['good', 'moderate', 'poor', 'fog'] as const;
export type Visibility = (typeof visibilities)[number];

/** ISO 8601 with its offset (Z or ±hh:mm), to the minute or finer: the ship's time the watch wrote. */
const withOffset =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-](\d{2}):(\d{2}))$/;

/** True when the text is an ISO time with its offset that names a real instant (no 31 February, no 25:00). */
export function isLoggedAt(text: string): boolean {
  const match = withOffset.exec(text);
  if (!match) return false;
  const [, y, mo, d, h, mi, s, , oh, om] = match;
  if (Number(h) > 23 || Number(mi) > 59 || Number(s ?? 0) > 59) return false;
  if (oh !== undefined && (Number(oh) > 14 || Number(om) > 59)) return false;
  const day = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  return day.getUTCMonth() === Number(mo) - 1 && day.getUTCDate() === Number(d);
}

/** The ship's-time calendar day of a logged_at (YYYY-MM-DD as written, not converted to UTC). */
export function shipDate(loggedAt: string): string {
  return loggedAt.slice(0, 10);
}

const ranged = (min: number, max: number) =>
  z.number().min(min, 'validation.too_small').max(max, 'validation.too_big');
const wholeRanged = (min: number, max: number) => ranged(min, max).int('validation.whole_number');
const optional = <T extends z.ZodType>(schema: T) => schema.nullish();

export const positionSchema = z.strictObject({
  lat: ranged(-90, 90),
  lon: ranged(-180, 180),
});
export type Position = z.infer<typeof positionSchema>;

/**
 * One entry as a client sends it (POST, batch, and the offline outbox). Only id, logged_at and kind are required;
 * a missing or null reading is simply not written. The id is made by the client, so a replayed entry is stored once.
 */
export const deckLogEntryInputSchema = z.strictObject({
  id: z.uuid('deck_log.errors.id_invalid').transform((id) => id.toLowerCase()),
  logged_at: z
    .string({ error: 'deck_log.errors.logged_at_required' })
    .refine(isLoggedAt, 'deck_log.errors.logged_at_format'),
  kind: z.enum(deckLogKinds, { error: 'deck_log.errors.kind_invalid' }),
  position: optional(positionSchema),
  course_deg: optional(wholeRanged(0, 359)),
  heading_deg: optional(wholeRanged(0, 359)),
  sog_kn: optional(ranged(0, 60)),
  stw_kn: optional(ranged(0, 60)),
  log_nm: optional(ranged(0, 1_000_000)),
  wind_dir_deg: optional(wholeRanged(0, 359)),
  wind_bft: optional(wholeRanged(0, 12)),
  sea_state: optional(wholeRanged(0, 9)),
  pressure_hpa: optional(ranged(900, 1100)),
  visibility: optional(z.enum(visibilities, { error: 'validation.invalid_option' })),
  sails: optional(z.string().trim().max(deckLogLimits.sails, 'validation.too_long')),
  engine_hours: optional(ranged(0, 1_000_000)),
  text: optional(z.string().trim().max(deckLogLimits.text, 'validation.too_long')),
  corrects: optional(z.uuid('deck_log.errors.corrects_invalid').transform((id) => id.toLowerCase())),
});
export type DeckLogEntryInput = z.output<typeof deckLogEntryInputSchema>;
/** What a form or the outbox holds before parsing. */
export type DeckLogEntryDraft = z.input<typeof deckLogEntryInputSchema>;

export const deckLogAuthorSchema = z.object({
  /** The trip's captain, or a linked student writing with the captain's "crew may write". */
  role: z.enum(['captain', 'crew']),
  name: z.string(),
});
export type DeckLogAuthor = z.infer<typeof deckLogAuthorSchema>;

/** An entry as stored and served: every reading present, null where not written. */
export const deckLogEntrySchema = z.object({
  id: z.string(),
  logged_at: z.string(),
  kind: z.enum(deckLogKinds),
  position: z.object({ lat: z.number(), lon: z.number() }).nullable(),
  course_deg: z.number().nullable(),
  heading_deg: z.number().nullable(),
  sog_kn: z.number().nullable(),
  stw_kn: z.number().nullable(),
  log_nm: z.number().nullable(),
  wind_dir_deg: z.number().nullable(),
  wind_bft: z.number().nullable(),
  sea_state: z.number().nullable(),
  pressure_hpa: z.number().nullable(),
  visibility: z.enum(visibilities).nullable(),
  sails: z.string().nullable(),
  engine_hours: z.number().nullable(),
  text: z.string().nullable(),
  author: deckLogAuthorSchema,
  corrects: z.string().nullable(),
  /** When the server stored it (UTC). */
  received_at: z.string(),
});
export type DeckLogEntry = z.infer<typeof deckLogEntrySchema>;

/** What the log adds up to (domain/deck-log/summary.ts, docs/deck-log.md). Hours to 0.01, miles to 0.1. */
export const deckLogSummarySchema = z.object({
  hours_under_sail: z.number(),
  hours_under_engine: z.number(),
  hours_in_port: z.number(),
  miles: z.number(),
  /** Null when no entry of the log has a position (night is asked of the sun at the boat's position). */
  night_hours: z.number().nullable(),
  /** The departure and arrival entries' ports (their text), in order, a port repeated only after another. */
  ports: z.array(z.string()),
  first_entry_at: z.string().nullable(),
  last_entry_at: z.string().nullable(),
});
export type DeckLogSummary = z.infer<typeof deckLogSummarySchema>;

/** The trip a log belongs to, as the log page and the PDF head it (enough to work offline without the trip). */
export const deckLogTripSchema = z.object({
  id: z.number().int(),
  yacht_name: z.string(),
  registration_number: z.string(),
  captain_name: z.string(),
  embarkation_port: z.string(),
  disembarkation_port: z.string(),
  embarkation_date: z.string(),
  disembarkation_date: z.string(),
  status: z.string(),
});
export type DeckLogTrip = z.infer<typeof deckLogTripSchema>;

/** GET /api/sailing-trips/{id}/log-entries */
export const deckLogResponseSchema = z.object({
  success: z.literal(true),
  trip: deckLogTripSchema,
  entries: z.array(deckLogEntrySchema),
  summary: deckLogSummarySchema,
  /** The trip's setting, and whether the one asking may add entries now (premium, role, setting). */
  crew_may_write: z.boolean(),
  can_write: z.boolean(),
});
export type DeckLogResponse = z.infer<typeof deckLogResponseSchema>;

/** POST /api/sailing-trips/{id}/log-entries: 201 when stored now, 200 when that id was stored before. */
export const deckLogEntryResponseSchema = z.object({ success: z.literal(true), entry: deckLogEntrySchema });

/** POST /api/sailing-trips/{id}/log-entries/batch. Entries are read one by one: a bad one does not stop the rest. */
export const deckLogBatchInputSchema = z.strictObject({
  entries: z.array(z.unknown()).min(1, 'validation.too_few').max(deckLogLimits.batch, 'validation.too_many'),
});

export const deckLogBatchResultSchema = z.object({
  /** The entry's id as sent (null when it had none that could be read). */
  id: z.string().nullable(),
  status: z.enum(['created', 'exists', 'invalid']),
  /** For 'invalid': field -> translated messages, as a 422 answers them. */
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type DeckLogBatchResult = z.infer<typeof deckLogBatchResultSchema>;
export const deckLogBatchResponseSchema = z.object({
  success: z.literal(true),
  results: z.array(deckLogBatchResultSchema),
});

/** PUT /api/sailing-trips/{id}/log-settings (the trip's captain only). */
export const deckLogSettingsSchema = z.strictObject({
  crew_may_write: z.boolean({ error: 'validation.invalid_type' }),
});
export type DeckLogSettings = z.infer<typeof deckLogSettingsSchema>;
export const deckLogSettingsResponseSchema = z.object({
  success: z.literal(true),
  crew_may_write: z.boolean(),
});
