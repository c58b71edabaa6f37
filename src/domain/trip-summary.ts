import { tripStatuses } from './trip-enums.ts';
import { z } from './validation.ts';

/**
 * GET /api/sailing-trips?view=summary: one page of the captain's trips, a few fields each, searched and sorted
 * on the server (docs/trips.md, "The summary list"). Without `view=summary` the route keeps its full answer.
 */

export const tripSummarySorts = ['embarkation_date:desc', 'embarkation_date:asc', 'created_at:desc'] as const;
export type TripSummarySort = (typeof tripSummarySorts)[number];

export const tripSummaryLimit = { min: 1, max: 100, default: 50 } as const;

/** A whole number from the query string (it arrives as text). */
const queryInteger = (min: number, max: number) =>
  z.coerce
    .number({ error: 'validation.number_invalid' })
    .int('validation.whole_number')
    .min(min, 'validation.too_small')
    .max(max, 'validation.too_big');

export const tripSummaryQuerySchema = z.object({
  view: z.literal('summary', { error: 'validation.invalid_option' }),
  limit: queryInteger(tripSummaryLimit.min, tripSummaryLimit.max).default(tripSummaryLimit.default),
  /** The `next_cursor` of the page before; opaque to clients. */
  cursor: z.string().max(500, 'validation.too_long').optional(),
  /**
   * Text searched in the yacht's name and registration, the captain's first and last name and both end ports,
   * ignoring case and Polish letters ("swinouj" finds Świnoujście).
   */
  q: z.string().max(100, 'validation.too_long').optional(),
  sort: z.enum(tripSummarySorts, { error: 'validation.invalid_option' }).default('embarkation_date:desc'),
  /** Only the trips of this yacht registration number (exact, ignoring case): a yacht's page lists its trips. */
  registration_number: z.string().max(50, 'validation.too_long').optional(),
  /** Only the trips whose dates overlap this trip of the captain's (the trip page names them). */
  overlapping: queryInteger(1, Number.MAX_SAFE_INTEGER).optional(),
});
export type TripSummaryQuery = z.infer<typeof tripSummaryQuerySchema>;

/**
 * The route's query string: without `view` the full list (any other parameter ignored, as before the summary
 * existed), with `view=summary` the summary query, each parameter checked.
 */
export const tripListQuerySchema = z.discriminatedUnion('view', [
  z.object({ view: z.undefined().optional() }),
  tripSummaryQuerySchema,
]);

/** One row of the summary list: what a card, a table row or a picker shows. */
export const tripSummarySchema = z.object({
  id: z.number().int(),
  status: z.enum(tripStatuses),
  yacht_name: z.string(),
  registration_number: z.string(),
  embarkation_port: z.string(),
  disembarkation_port: z.string(),
  embarkation_date: z.string(),
  disembarkation_date: z.string(),
  distance: z.number(),
  captain: z.object({ first_name: z.string(), last_name: z.string() }),
  /** The visited ports' names in the trip's order. */
  visited_port_names: z.array(z.string()),
  /** Other trips of the captain's whose dates overlap this one (domain/trip-overlap.ts), lowest id first. */
  overlapping_trip_ids: z.array(z.number().int()),
  created_at: z.string(),
});
export type TripSummary = z.infer<typeof tripSummarySchema>;

export const tripSummaryListResponseSchema = z.object({
  success: z.literal(true),
  sailing_trips: z.array(tripSummarySchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  next_cursor: z.string().nullable(),
  /** How many trips match the search (and filters) in all pages. */
  total: z.number().int(),
  message: z.string(),
});
export type TripSummaryListResponse = z.infer<typeof tripSummaryListResponseSchema>;
