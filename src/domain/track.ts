import { z } from './validation.ts';

/** What POST /api/tracks reads at most (docs/tracks.md). */
export const trackLimits = { bytes: 20 * 1024 * 1024, points: 500_000 } as const;
/** How long an uploaded track waits for a trip to take it. */
export const trackKeptMs = 24 * 60 * 60 * 1000;

/** A stop: slower than the stop speed for long enough (suggested visited port; first and last: the ends). */
export const trackStopSchema = z.object({
  lat: z.number(),
  lon: z.number(),
  /** ISO times in UTC; null in a file without timestamps. */
  arrived_at: z.string().nullable(),
  departed_at: z.string().nullable(),
  /** From the gazetteer (the captain's own ports, then the bundled harbours) when one lies near. */
  name: z.string().optional(),
  is_tidal: z.boolean().optional(),
});
export type TrackStop = z.infer<typeof trackStopSchema>;

export const trackBboxSchema = z.object({
  min_lat: z.number(),
  min_lon: z.number(),
  max_lat: z.number(),
  max_lon: z.number(),
});

/**
 * A track as read from a GPX file. Distances in nautical miles, speeds in knots, times ISO in UTC (null without
 * timestamps: then only distance, stops and bbox are known, and `notes` says so).
 */
export const trackSchema = z.object({
  id: z.number().int(),
  points: z.number().int(),
  distance: z.number(),
  started_at: z.string().nullable(),
  ended_at: z.string().nullable(),
  hours_under_way: z.number().nullable(),
  night_hours: z.number().nullable(),
  max_speed: z.number().nullable(),
  average_speed: z.number().nullable(),
  stops: z.array(trackStopSchema),
  bbox: trackBboxSchema.nullable(),
  /** Catalogue keys of what the reader wants the captain to know (e.g. `tracks.notes.no_time`). */
  notes: z.array(z.string()),
});
export type Track = z.infer<typeof trackSchema>;

/** POST /api/tracks */
export const trackResponseSchema = z.object({
  success: z.literal(true),
  track: trackSchema,
  message: z.string(),
});

/** The route as the details page draws it: a simplified line of [lat, lon] pairs and the stops. */
export const trackSketchSchema = z.object({
  line: z.array(z.tuple([z.number(), z.number()])),
  stops: z.array(trackStopSchema),
  bbox: trackBboxSchema,
  distance: z.number(),
});
export type TrackSketch = z.infer<typeof trackSketchSchema>;

/** GET /api/sailing-trips/{id}/track: the trip's route for drawing; 404 when the trip has no track. */
export const trackSketchResponseSchema = z.object({ success: z.literal(true), sketch: trackSketchSchema });

/** A port suggestion (GET /api/ports?q=): the captain's own earlier ports first, then the bundled harbours. */
export const portSuggestionSchema = z.object({
  name: z.string(),
  country: z.string(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  is_tidal: z.boolean(),
  source: z.enum(['own', 'harbours']),
});
export type PortSuggestion = z.infer<typeof portSuggestionSchema>;

export const portSuggestionsQuerySchema = z.object({
  q: z
    .string({ error: 'ports.query_too_short' })
    .trim()
    .min(2, 'ports.query_too_short')
    .max(100, 'validation.too_long'),
});
export const portSuggestionsResponseSchema = z.object({
  success: z.literal(true),
  ports: z.array(portSuggestionSchema).max(20),
});
