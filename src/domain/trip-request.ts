import { maxCrewMembers, maxVisitedPorts } from './trip-enums.ts';
import { normalizeTripAliases } from './trip-readings.ts';
import {
  alwaysCheck,
  captainRules,
  crewRules,
  cruiseRules,
  flag,
  requireEndNotBeforeStart,
  requireSeaTimeWithinTrip,
  requireTextForOther,
  visitedPortRules,
  yachtRules,
} from './trip-rules.ts';
import { z } from './validation.ts';

/** firstName -> first_name, at the type level too, so the request's fields keep their rules' types. */
type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;
type SnakeShape<R> = { [K in keyof R as SnakeCase<K & string>]: R[K] };

export function toSnakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

function snakeShape<R extends Record<string, z.ZodType>>(rules: R): SnakeShape<R> {
  return Object.fromEntries(
    Object.entries(rules).map(([key, rule]) => [toSnakeCase(key), rule]),
  ) as SnakeShape<R>;
}

const captainRequestSchema = z.strictObject(snakeShape(captainRules)).superRefine((data, ctx) => {
  requireTextForOther(data, ctx, 'license_type', 'other_license', 'trips.form.other_license_required');
}, alwaysCheck);

const visitedPortRequestSchema = z.strictObject({
  name: z
    .string({ error: 'trips.form.port_name_required' })
    .trim()
    .min(1, 'trips.form.port_name_required')
    .max(100, 'validation.too_long'),
  is_tidal: flag,
  arrival_date: visitedPortRules.arrivalDate.optional(),
  departure_date: visitedPortRules.departureDate.optional(),
  lat: visitedPortRules.lat.optional(),
  lon: visitedPortRules.lon.optional(),
});

const crewRequestRules = snakeShape(crewRules);

/**
 * A crew member as sent. `student_id` left out (a client from before student links) keeps the link of the stored
 * member it matches on an edit (docs/students.md, "Linking crew to students"); null unlinks.
 */
const crewMemberRequestSchema = z
  .strictObject({
    ...crewRequestRules,
    student_id: crewRequestRules.student_id.optional(),
  })
  .superRefine((data, ctx) => {
    requireTextForOther(data, ctx, 'role', 'other_role', 'trips.form.crew.other_role_required');
    requireTextForOther(data, ctx, 'license_type', 'other_license', 'trips.form.crew.other_license_required');
  }, alwaysCheck);

const yachtRequestRules = snakeShape(yachtRules);

const cruiseRequestRules = snakeShape(cruiseRules);

const tripRequestFields = {
  captain: captainRequestSchema,
  ...yachtRequestRules,
  // Left out by clients from before these fields: a create stores '', an edit keeps what is stored.
  yacht_type: yachtRequestRules.yacht_type.optional(),
  yacht_owner_name: yachtRequestRules.yacht_owner_name.optional(),
  yacht_owner_address: yachtRequestRules.yacht_owner_address.optional(),
  ...cruiseRequestRules,
  // Clients from before these fields leave them out: a create then takes the defaults (in command, at sea, no
  // night hours, no passages), an edit keeps what is stored. Sent empty or null, they read as the defaults.
  role_on_board: cruiseRequestRules.role_on_board.optional(),
  waters: cruiseRequestRules.waters.optional(),
  night_hours: cruiseRequestRules.night_hours.optional(),
  passages: cruiseRequestRules.passages.optional(),
  visited_ports: z
    .array(visitedPortRequestSchema, { error: 'validation.invalid_type' })
    .max(maxVisitedPorts, 'validation.too_many')
    .default([]),
  crew_members: z
    .array(crewMemberRequestSchema, { error: 'validation.invalid_type' })
    .max(maxCrewMembers, 'validation.too_many')
    .default([]),
  /**
   * An uploaded track (POST /api/tracks) the trip takes: left out, an edit keeps the trip's track; null removes
   * it (docs/tracks.md).
   */
  track_id: z
    .number({ error: 'validation.number_invalid' })
    .int('validation.whole_number')
    .min(1, 'validation.too_small')
    .nullable()
    .optional(),
};

type CheckedFields =
  | 'embarkation_date'
  | 'disembarkation_date'
  | 'night_hours'
  | 'sailing_hours'
  | 'engine_hours'
  | 'distance'
  | 'passages';

const checkTrip = (data: Partial<Record<CheckedFields, unknown>>, ctx: z.core.$RefinementCtx) => {
  requireEndNotBeforeStart(data, ctx, 'embarkation_date', 'disembarkation_date');
  requireSeaTimeWithinTrip(data, ctx, {
    night: 'night_hours',
    sailing: 'sailing_hours',
    engine: 'engine_hours',
    distance: 'distance',
    passages: 'passages',
  });
};

const tripRequestShape = z.strictObject(tripRequestFields).superRefine(checkTrip, alwaysCheck);

/**
 * A create may name the planned trip it was made from (the captain's "turn into a trip"): saving links the two
 * (docs/students.md, "Sailed"). Only on create; an edit keeps the link as it is.
 */
const tripCreateShape = z
  .strictObject({
    ...tripRequestFields,
    planned_trip_id: z
      .number({ error: 'validation.number_invalid' })
      .int('validation.whole_number')
      .min(1, 'validation.too_small')
      .nullable()
      .optional(),
  })
  .superRefine(checkTrip, alwaysCheck);

/**
 * PUT /api/sailing-trips/{id} (and POST's trip): the body in any of the readings (see trip-readings.ts) is first
 * brought to one shape, then checked with the same rules as the form's steps. Visited ports without a name and
 * crew members without a name are dropped; names are trimmed.
 */
export const tripRequestSchema = z.preprocess(
  (raw) => normalizeTripAliases(raw, 'request'),
  tripRequestShape,
);
export type TripRequest = z.infer<typeof tripRequestShape>;
export type TripRequestBody = z.input<typeof tripRequestShape>;

/** POST /api/sailing-trips: the trip, and optionally the planned trip it was made from. */
export const tripCreateRequestSchema = z.preprocess(
  (raw) => normalizeTripAliases(raw, 'request'),
  tripCreateShape,
);
export type TripCreateRequest = z.infer<typeof tripCreateShape>;
export type TripCreateRequestBody = z.input<typeof tripCreateShape>;
export type CrewMemberRequest = TripRequest['crew_members'][number];
export type VisitedPortRequest = TripRequest['visited_ports'][number];
