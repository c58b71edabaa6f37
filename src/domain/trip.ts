import { type ConfirmationStatus, confirmationSchema, confirmationStatuses } from './crew-confirmation.ts';
import { tidalPortsCount } from './trip-days.ts';
import { rolesOnBoard, tripStatuses, tripWaters } from './trip-enums.ts';
import { normalizeTripAliases } from './trip-readings.ts';
import { z } from './validation.ts';

/** The trip's own copy of its captain (a later profile change does not rewrite it). */
export const tripCaptainSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  license_type: z.string(),
  license_number: z.string(),
  other_license: z.string(),
});

export const visitedPortSchema = z.object({
  name: z.string(),
  is_tidal: z.boolean(),
  arrival_date: z.string().nullable(),
  departure_date: z.string().nullable(),
  /** Where it lies, when it came from a track or a chosen suggestion (docs/tracks.md); null otherwise. */
  lat: z.number().nullable(),
  lon: z.number().nullable(),
});
export type VisitedPort = z.infer<typeof visitedPortSchema>;

export const crewMemberSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.string(),
  other_role: z.string(),
  license_type: z.string(),
  other_license: z.string(),
  license_number: z.string(),
  captain_opinion: z.string(),
  performance: z.string(),
  seasickness: z.string(),
  resistance: z.string(),
  captain_notes: z.string(),
  /** The student account this member is (one connected to the captain), or null (docs/students.md). */
  student_id: z.number().int().nullable(),
  /** The student's confirmation of the trip; null when no student is linked. */
  confirmation: confirmationSchema.nullable(),
});
export type CrewMember = z.infer<typeof crewMemberSchema>;

/** The crew member fields that are text (the others are the student link and its confirmation). */
const crewTextFields = [
  'full_name',
  'email',
  'phone',
  'role',
  'other_role',
  'license_type',
  'other_license',
  'license_number',
  'captain_opinion',
  'performance',
  'seasickness',
  'resistance',
  'captain_notes',
] as const;

function readConfirmation(raw: unknown): CrewMember['confirmation'] {
  if (typeof raw !== 'object' || raw === null) return null;
  const value = raw as Record<string, unknown>;
  if (!confirmationStatuses.includes(value.status as never)) return null;
  return {
    status: value.status as ConfirmationStatus,
    at: typeof value.at === 'string' ? value.at : null,
    note: typeof value.note === 'string' ? value.note : '',
  };
}

/** A notable non-stop passage of a trip (RYA Yachtmaster counts them): miles and whether it ran overnight. */
export const passageSchema = z.object({
  from: z.string(),
  to: z.string(),
  distance: z.number(),
  overnight: z.boolean(),
});
export type Passage = z.infer<typeof passageSchema>;

/** A trip as the API serves it (the first reading of each field). */
export const tripSchema = z.object({
  id: z.number().int(),
  status: z.enum(tripStatuses),
  captain: tripCaptainSchema,
  yacht_name: z.string(),
  registration_number: z.string(),
  home_port: z.string(),
  hull_length: z.number(),
  engines_count: z.number(),
  engine_power: z.number(),
  /** The yacht's type (make and model, or rig) and owner, as copied from the yacht or typed; '' when not given. */
  yacht_type: z.string().meta({ description: "The yacht's make and model or rig; '' when not given" }),
  yacht_owner_name: z
    .string()
    .meta({ description: "The yacht's owner, printed in the voyage card's owner box; '' when not given" }),
  yacht_owner_address: z
    .string()
    .meta({ description: "The owner's address, may hold several lines; '' when not given" }),
  embarkation_port: z.string(),
  is_embarkation_tidal_port: z.boolean(),
  disembarkation_port: z.string(),
  is_disembarkation_tidal_port: z.boolean(),
  visited_ports: z.array(visitedPortSchema),
  distance: z.number(),
  embarkation_date: z.string(),
  disembarkation_date: z.string(),
  sailing_hours: z.number(),
  engine_hours: z.number(),
  mooring_hours: z.number().nullable(),
  tidal_hours: z.number(),
  tidal_ports_count: z.number().int(),
  night_hours: z.number(),
  role_on_board: z.enum(rolesOnBoard),
  waters: z.enum(tripWaters),
  passages: z.array(passageSchema),
  /** Whether the trip keeps a track (GET /api/sailing-trips/{id}/track and track.gpx). */
  has_track: z.boolean(),
  logbook_number: z.string(),
  captain_notes: z.string(),
  crew_members: z.array(crewMemberSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Trip = z.infer<typeof tripSchema>;

export const tripListResponseSchema = z.object({
  success: z.literal(true),
  sailing_trips: z.array(tripSchema),
  message: z.string(),
});
export const tripResponseSchema = z.object({
  success: z.literal(true),
  sailing_trip: tripSchema,
  message: z.string(),
});

/**
 * Something about a saved trip the captain should know; the trip is saved all the same. `overlap`: its dates
 * overlap another trip of the captain's (`trip_id`; see trip-overlap.ts), one warning per such trip.
 */
export const tripWarningSchema = z.object({
  code: z.literal('overlap'),
  trip_id: z.number().int(),
});
export type TripWarning = z.infer<typeof tripWarningSchema>;

/** POST and PUT /api/sailing-trips: the saved trip and its warnings (empty when there are none). */
export const tripSaveResponseSchema = tripResponseSchema.extend({
  warnings: z.array(tripWarningSchema),
});

export const tripStatusRequestSchema = z.strictObject({
  status: z.enum(tripStatuses, {
    error: (issue) =>
      issue.input === undefined || issue.input === null ? 'trips.status.required' : 'trips.status.invalid',
  }),
});

type Json = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));
const numberOr = (value: unknown, fallback: number) => {
  const parsed = typeof value === 'string' ? Number(value.replace(',', '.')) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : fallback;
};
const bool = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';

/**
 * Reads a served trip in any of the readings (nested, flat or single-name captain; the other tidal flag
 * names; ports as strings; crew in camelCase) into the one Trip shape, filling what is missing with empties.
 */
export function readServedTrip(raw: unknown): Trip {
  const trip = (normalizeTripAliases(raw, 'served') ?? {}) as Json;
  const captain = (trip.captain ?? {}) as Json;
  const ports = (Array.isArray(trip.visited_ports) ? trip.visited_ports : []) as Json[];
  const crew = (Array.isArray(trip.crew_members) ? trip.crew_members : []) as Json[];
  const visited_ports = ports.map((port) => ({
    name: text(port.name),
    is_tidal: bool(port.is_tidal),
    arrival_date: typeof port.arrival_date === 'string' ? port.arrival_date : null,
    departure_date: typeof port.departure_date === 'string' ? port.departure_date : null,
    lat: typeof port.lat === 'number' ? port.lat : null,
    lon: typeof port.lon === 'number' ? port.lon : null,
  }));
  const embarkationTidal = bool(trip.is_embarkation_tidal_port);
  const disembarkationTidal = bool(trip.is_disembarkation_tidal_port);
  return tripSchema.parse({
    id: numberOr(trip.id, 0),
    status: tripStatuses.includes(trip.status as never) ? trip.status : 'completed',
    captain: Object.fromEntries(Object.keys(tripCaptainSchema.shape).map((key) => [key, text(captain[key])])),
    yacht_name: text(trip.yacht_name),
    registration_number: text(trip.registration_number),
    home_port: text(trip.home_port),
    hull_length: numberOr(trip.hull_length, 0),
    engines_count: numberOr(trip.engines_count, 0),
    engine_power: numberOr(trip.engine_power, 0),
    yacht_type: text(trip.yacht_type),
    yacht_owner_name: text(trip.yacht_owner_name),
    yacht_owner_address: text(trip.yacht_owner_address),
    embarkation_port: text(trip.embarkation_port),
    is_embarkation_tidal_port: embarkationTidal,
    disembarkation_port: text(trip.disembarkation_port),
    is_disembarkation_tidal_port: disembarkationTidal,
    visited_ports,
    distance: numberOr(trip.distance, 0),
    embarkation_date: text(trip.embarkation_date),
    disembarkation_date: text(trip.disembarkation_date),
    sailing_hours: numberOr(trip.sailing_hours, 0),
    engine_hours: numberOr(trip.engine_hours, 0),
    mooring_hours:
      trip.mooring_hours === null || trip.mooring_hours === undefined || trip.mooring_hours === ''
        ? null
        : numberOr(trip.mooring_hours, 0),
    tidal_hours: numberOr(trip.tidal_hours, 0),
    tidal_ports_count: numberOr(
      trip.tidal_ports_count,
      tidalPortsCount(
        embarkationTidal,
        disembarkationTidal,
        visited_ports.map((port) => ({ isTidal: port.is_tidal })),
      ),
    ),
    night_hours: numberOr(trip.night_hours, 0),
    role_on_board: rolesOnBoard.includes(trip.role_on_board as never) ? trip.role_on_board : 'skipper',
    waters: tripWaters.includes(trip.waters as never) ? trip.waters : 'sea',
    passages: (Array.isArray(trip.passages) ? (trip.passages as Json[]) : []).map((passage) => ({
      from: text(passage.from),
      to: text(passage.to),
      distance: numberOr(passage.distance, 0),
      overnight: bool(passage.overnight),
    })),
    has_track: bool(trip.has_track),
    logbook_number: text(trip.logbook_number),
    captain_notes: text(trip.captain_notes),
    crew_members: crew.map((member, index) => ({
      id: numberOr(member.id, index + 1),
      ...Object.fromEntries(crewTextFields.map((key) => [key, text(member[key])])),
      student_id: typeof member.student_id === 'number' ? member.student_id : null,
      confirmation: readConfirmation(member.confirmation),
    })),
    created_at: text(trip.created_at),
    updated_at: text(trip.updated_at ?? trip.created_at),
  });
}
