import { z } from '../validation.ts';

/** The licence schemes a logbook is measured against, in the order the page shows them (docs/sea-time.md). */
export const seaTimeSchemeIds = [
  'pzz-jsm',
  'pzz-kj',
  'rya-day-skipper',
  'rya-coastal-skipper',
  'rya-yachtmaster-coastal',
  'rya-yachtmaster-offshore',
  'rya-yachtmaster-ocean',
] as const;
export type SeaTimeSchemeId = (typeof seaTimeSchemeIds)[number];

/** What a requirement counts: cruises (trips), hours, days, nautical miles, passages or ports. */
export const seaTimeUnits = ['cruises', 'hours', 'days', 'miles', 'passages', 'ports'] as const;
export type SeaTimeUnit = (typeof seaTimeUnits)[number];

export const seaTimeTotalsSchema = z.object({
  trips: z.number().int(),
  days: z.number().int(),
  distance: z.number(),
  hours_sail: z.number(),
  hours_engine: z.number(),
  hours_total: z.number(),
  hours_tidal: z.number(),
  hours_night: z.number(),
  tidal_ports: z.number().int(),
  skipper_days: z.number().int(),
  skipper_hours: z.number(),
});
export type SeaTimeTotals = z.infer<typeof seaTimeTotalsSchema>;

export const seaTimeYearSchema = z.object({
  year: z.number().int(),
  trips: z.number().int(),
  days: z.number().int(),
  distance: z.number(),
  hours_total: z.number(),
});
export type SeaTimeYear = z.infer<typeof seaTimeYearSchema>;

/** The sailed trips on one yacht (by registration number, or by name where a trip has none). */
export const seaTimeYachtSchema = z.object({
  yacht_name: z.string(),
  registration_number: z.string(),
  hull_length: z.number(),
  trips: z.number().int(),
  days: z.number().int(),
  distance: z.number(),
  hours_total: z.number(),
  skipper_hours: z.number(),
});
export type SeaTimeYacht = z.infer<typeof seaTimeYachtSchema>;

/**
 * One requirement of a scheme: `id` is unique within the scheme (the page names it from the catalogue,
 * `seaTime.requirements.<scheme>.<id>`); `trip_ids` are the trips that count toward it, oldest first. `achieved`
 * is what those trips add up to (days may end in .5: the Yachtmaster Offshore counts time on vessels over 24 m
 * at half), except for the Yachtmaster Ocean, whose figures are its longest passage and that trip's hours; `met`
 * is `achieved >= required`.
 */
export const seaTimeRequirementSchema = z.object({
  id: z.string(),
  required: z.number(),
  achieved: z.number(),
  unit: z.enum(seaTimeUnits),
  met: z.boolean(),
  trip_ids: z.array(z.number().int()),
});
export type SeaTimeRequirement = z.infer<typeof seaTimeRequirementSchema>;

/** `notes` are ids of what the logbook cannot know (`seaTime.notes.<id>`), e.g. exams or certificates. */
export const seaTimeSchemeSchema = z.object({
  id: z.enum(seaTimeSchemeIds),
  met: z.boolean(),
  requirements: z.array(seaTimeRequirementSchema),
  notes: z.array(z.string()),
});
export type SeaTimeScheme = z.infer<typeof seaTimeSchemeSchema>;

export const seaTimeSchema = z.object({
  totals: seaTimeTotalsSchema,
  by_year: z.array(seaTimeYearSchema),
  /** Most miles first. */
  by_yacht: z.array(seaTimeYachtSchema),
  schemes: z.array(seaTimeSchemeSchema),
  /** Trips planned or under way: shown apart, not yet counted. */
  not_counted: z.object({ trips: z.number().int() }),
});
export type SeaTime = z.infer<typeof seaTimeSchema>;

/** GET /api/sea-time */
export const seaTimeResponseSchema = z.object({
  success: z.literal(true),
  sea_time: seaTimeSchema,
});
export type SeaTimeResponse = z.infer<typeof seaTimeResponseSchema>;

/** GET /api/sea-time/statement-pdf?scheme=ID */
export const seaTimeStatementQuerySchema = z.object({
  scheme: z.enum(seaTimeSchemeIds, { error: 'seaTime.scheme_unknown' }),
});
