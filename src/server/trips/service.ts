import { confirmationStatuses } from '#domain/crew-confirmation.ts';
import type { MaterialTrip } from '#domain/crew-confirmation-recheck.ts';
import type { Language } from '#domain/language.ts';
import { type CrewMember, type Passage, passageSchema, type Trip, type TripWarning } from '#domain/trip.ts';
import { tidalPortsCount, todayIso } from '#domain/trip-days.ts';
import {
  canChangeTripStatus,
  initialTripStatus,
  rolesOnBoard,
  type TripStatus,
  tripLimit,
  tripStatuses,
  tripWaters,
} from '#domain/trip-enums.ts';
import { type DatedTrip, overlappingTrips } from '#domain/trip-overlap.ts';
import type { TripCreateRequest, TripRequest } from '#domain/trip-request.ts';
import { tripSearchText } from '#domain/trip-search.ts';
import { z } from '#domain/validation.ts';
import { NotFoundError, UnprocessableError } from '../http/errors.ts';
import { TrackTakeRefused } from '../tracks/repository.ts';
import { carriedLinks, checkLinks, linkAccepted, newLinks, resolveLinks } from './crew-links.ts';
import type { CrewNotices } from './crew-notices.ts';
import type { CrewStudentsRepository } from './crew-students-repository.ts';
import {
  type CrewValues,
  PlannedTripLinkRefused,
  type PortValues,
  type StoredTrip,
  type TripRow,
  type TripsRepository,
  type TripValues,
} from './repository.ts';

/** A status change the rules do not allow (the route names both statuses in the user's language). */
export class StatusTransitionRefused extends Error {
  constructor(
    readonly from: TripStatus,
    readonly to: TripStatus,
  ) {
    super(`status ${from} -> ${to} refused`);
  }
}

function listed<T extends string>(values: readonly T[], value: string, fallback: T): T {
  return (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

const statusOf = (value: string): TripStatus => listed(tripStatuses, value, 'completed');
/** A stored role or waters outside its list reads as the default: in command, at sea. */
export const roleOnBoardOf = (value: string) => listed(rolesOnBoard, value, 'skipper');
export const watersOf = (value: string) => listed(tripWaters, value, 'sea');

/** The passages column holds the JSON array the API accepted (see 018-sea-time-fields). */
function readPassages(json: string): Passage[] {
  const parsed: unknown = JSON.parse(json);
  return z.array(passageSchema).parse(parsed);
}

/** A linked member's confirmation as served; null when no student is linked. */
export function confirmationOf(
  member: Pick<
    StoredTrip['crew'][number],
    'student_id' | 'confirmation_status' | 'confirmation_at' | 'confirmation_note'
  >,
): CrewMember['confirmation'] {
  if (member.student_id === null || member.confirmation_status === null) return null;
  return {
    status: listed(confirmationStatuses, member.confirmation_status, 'pending'),
    at: member.confirmation_at,
    note: member.confirmation_note,
  };
}

/** Stored rows to the served shape. */
export function toTrip({ trip, ports, crew, hasTrack }: StoredTrip): Trip {
  const visited_ports = ports.map((port) => ({
    name: port.name,
    is_tidal: Boolean(port.is_tidal),
    arrival_date: port.arrival_date,
    departure_date: port.departure_date,
    lat: port.lat,
    lon: port.lon,
  }));
  return {
    id: trip.id,
    status: statusOf(trip.status),
    captain: {
      first_name: trip.captain_first_name,
      last_name: trip.captain_last_name,
      email: trip.captain_email,
      phone: trip.captain_phone,
      license_type: trip.captain_license_type,
      license_number: trip.captain_license_number,
      other_license: trip.captain_other_license,
    },
    yacht_name: trip.yacht_name,
    registration_number: trip.registration_number,
    home_port: trip.home_port,
    hull_length: Number(trip.hull_length),
    engines_count: Number(trip.engines_count),
    engine_power: Number(trip.engine_power),
    yacht_type: trip.yacht_type,
    yacht_owner_name: trip.yacht_owner_name,
    yacht_owner_address: trip.yacht_owner_address,
    embarkation_port: trip.embarkation_port,
    is_embarkation_tidal_port: Boolean(trip.is_embarkation_tidal_port),
    disembarkation_port: trip.disembarkation_port,
    is_disembarkation_tidal_port: Boolean(trip.is_disembarkation_tidal_port),
    visited_ports,
    distance: Number(trip.distance),
    embarkation_date: trip.embarkation_date,
    disembarkation_date: trip.disembarkation_date,
    sailing_hours: Number(trip.sailing_hours),
    engine_hours: Number(trip.engine_hours),
    mooring_hours: trip.mooring_hours === null ? null : Number(trip.mooring_hours),
    tidal_hours: Number(trip.tidal_hours),
    tidal_ports_count: tidalPortsCount(
      Boolean(trip.is_embarkation_tidal_port),
      Boolean(trip.is_disembarkation_tidal_port),
      visited_ports.map((port) => ({ isTidal: port.is_tidal })),
    ),
    night_hours: Number(trip.night_hours),
    role_on_board: roleOnBoardOf(trip.role_on_board),
    waters: watersOf(trip.waters),
    passages: readPassages(trip.passages),
    has_track: hasTrack,
    logbook_number: trip.logbook_number,
    captain_notes: trip.captain_notes,
    crew_members: crew.map((member) => ({
      id: member.id,
      full_name: member.full_name,
      email: member.email,
      phone: member.phone,
      role: member.role,
      other_role: member.other_role,
      license_type: member.license_type,
      other_license: member.other_license,
      license_number: member.license_number,
      captain_opinion: member.captain_opinion,
      performance: member.performance,
      seasickness: member.seasickness,
      resistance: member.resistance,
      captain_notes: member.captain_notes,
      student_id: member.student_id,
      confirmation: confirmationOf(member),
    })),
    created_at: trip.created_at,
    updated_at: trip.updated_at,
  };
}

/** The other-licence and other-role texts are kept only when "_other" is chosen. */
const otherText = (choice: string, text: string) => (choice === '_other' ? text : '');

/**
 * A trip the API accepted, as its rows store it, search_text included (the benchmarks' seed and the import write
 * their trips with it too, so every writer keeps search_text in step with the fields it folds).
 */
export function toValues(input: TripRequest): { trip: TripValues; ports: PortValues[]; crew: CrewValues[] } {
  const { captain } = input;
  return {
    trip: {
      captain_first_name: captain.first_name,
      captain_last_name: captain.last_name,
      captain_email: captain.email,
      captain_phone: captain.phone,
      captain_license_type: captain.license_type,
      captain_license_number: captain.license_number,
      captain_other_license: otherText(captain.license_type, captain.other_license),
      yacht_name: input.yacht_name,
      registration_number: input.registration_number,
      home_port: input.home_port,
      hull_length: input.hull_length,
      engines_count: input.engines_count,
      engine_power: input.engine_power,
      yacht_type: input.yacht_type,
      yacht_owner_name: input.yacht_owner_name,
      yacht_owner_address: input.yacht_owner_address,
      embarkation_port: input.embarkation_port,
      is_embarkation_tidal_port: Number(input.is_embarkation_tidal_port),
      disembarkation_port: input.disembarkation_port,
      is_disembarkation_tidal_port: Number(input.is_disembarkation_tidal_port),
      distance: input.distance,
      embarkation_date: input.embarkation_date,
      disembarkation_date: input.disembarkation_date,
      sailing_hours: input.sailing_hours,
      engine_hours: input.engine_hours,
      mooring_hours: input.mooring_hours,
      tidal_hours: input.tidal_hours,
      night_hours: input.night_hours,
      role_on_board: input.role_on_board,
      waters: input.waters,
      passages: input.passages && JSON.stringify(input.passages),
      logbook_number: input.logbook_number,
      captain_notes: input.captain_notes,
      search_text: tripSearchText({
        yacht_name: input.yacht_name,
        registration_number: input.registration_number,
        captain_first_name: captain.first_name,
        captain_last_name: captain.last_name,
        embarkation_port: input.embarkation_port,
        disembarkation_port: input.disembarkation_port,
      }),
    },
    ports: input.visited_ports.map((port) => ({
      name: port.name,
      is_tidal: Number(port.is_tidal),
      arrival_date: port.arrival_date ?? null,
      departure_date: port.departure_date ?? null,
      lat: port.lat ?? null,
      lon: port.lon ?? null,
    })),
    crew: input.crew_members.map((member) => ({
      full_name: member.full_name,
      email: member.email,
      phone: member.phone,
      role: member.role,
      other_role: otherText(member.role, member.other_role),
      license_type: member.license_type,
      other_license: otherText(member.license_type, member.other_license),
      license_number: member.license_number,
      captain_opinion: member.captain_opinion,
      performance: member.performance,
      seasickness: member.seasickness,
      resistance: member.resistance,
      captain_notes: member.captain_notes,
    })),
  };
}

/** A trip that is saved nowhere (the public trip card): the request read as a stored trip would be served. */
export function unsavedTrip(input: TripRequest, now = new Date()): Trip {
  const { trip, ports, crew } = toValues(input);
  const stamp = now.toISOString();
  return toTrip({
    trip: {
      ...trip,
      id: 0,
      user_id: 0,
      status: initialTripStatus(input.embarkation_date, input.disembarkation_date, todayIso(now)),
      mooring_hours: trip.mooring_hours ?? null,
      role_on_board: trip.role_on_board ?? 'skipper',
      waters: trip.waters ?? 'sea',
      night_hours: trip.night_hours ?? 0,
      passages: trip.passages ?? '[]',
      yacht_type: trip.yacht_type ?? '',
      yacht_owner_name: trip.yacht_owner_name ?? '',
      yacht_owner_address: trip.yacht_owner_address ?? '',
      deck_log_crew_may_write: 0,
      created_at: stamp,
      updated_at: stamp,
      deleted_at: null,
    },
    ports: ports.map((port, position) => ({
      ...port,
      id: position + 1,
      trip_id: 0,
      position,
      arrival_date: port.arrival_date ?? null,
      departure_date: port.departure_date ?? null,
      lat: port.lat ?? null,
      lon: port.lon ?? null,
    })),
    crew: crew.map((member, position) => ({
      ...member,
      id: position + 1,
      trip_id: 0,
      position,
      student_id: member.student_id ?? null,
      confirmation_status: member.confirmation_status ?? null,
      confirmation_at: member.confirmation_at ?? null,
      confirmation_note: member.confirmation_note ?? '',
    })),
    hasTrack: false,
  });
}

/**
 * A track the trip cannot take (another captain's, expired, or another trip's) is refused on its field, as an id
 * that does not exist is.
 */
/** The overlap warnings of a saved trip against the captain's other trips (docs/trips.md). */
const overlapWarnings = (trip: Trip, others: readonly DatedTrip[]): TripWarning[] =>
  overlappingTrips(trip, others).map((other) => ({ code: 'overlap' as const, trip_id: other.id }));

function refusedTrack(error: unknown) {
  if (error instanceof TrackTakeRefused)
    throw new UnprocessableError('tracks.unavailable', { track_id: 'tracks.unavailable' });
}

/** What a linked student confirmed of a stored trip. */
const materialOf = (row: TripRow): MaterialTrip =>
  toTrip({ trip: row, ports: [], crew: [], hasTrack: false });

interface Dependencies {
  trips: TripsRepository;
  students: CrewStudentsRepository;
  notices: CrewNotices;
}

/**
 * A captain's logbook; another captain's trip is reported as not found, never as forbidden. Crew members may be
 * the captain's students (docs/students.md, "Linking crew to students"): each linked student is told by mail.
 */
export function tripsService({ trips, students, notices }: Dependencies) {
  async function get(userId: number, id: number): Promise<Trip> {
    const stored = await trips.find(userId, id);
    if (!stored) throw new NotFoundError();
    return toTrip(stored);
  }

  return {
    get,

    async list(userId: number): Promise<Trip[]> {
      return (await trips.listOf(userId)).map(toTrip);
    },

    /** Goes up with every write to the captain's trips (the list cache's check). */
    revision: (userId: number): Promise<number> => trips.revisionOf(userId),

    /**
     * With `planned_trip_id`, the planned trip it was made from is linked in the same transaction (sailed), and
     * crew sent without a student are linked to the students accepted into it by e-mail.
     */
    async create(
      userId: number,
      input: TripCreateRequest,
      language: Language,
    ): Promise<{ trip: Trip; warnings: TripWarning[] }> {
      const { trip, ports, crew } = toValues(input);
      const status = initialTripStatus(input.embarkation_date, input.disembarkation_date, todayIso());
      const plannedTripId = input.planned_trip_id ?? undefined;
      let links = resolveLinks(input.crew_members, []);
      const named = links.filter((id) => id !== null);
      checkLinks(links, await students.connectedOf(userId, named), new Set());
      if (plannedTripId !== undefined)
        links = linkAccepted(input.crew_members, links, await students.acceptedInto(userId, plannedTripId));
      const linked = newLinks(crew, links);
      const trackId = input.track_id ?? undefined;
      const stored = await trips
        .insertWithin(userId, { ...trip, status }, ports, linked.crew, tripLimit, { plannedTripId, trackId })
        .catch((error: unknown) => {
          refusedTrack(error);
          if (!(error instanceof PlannedTripLinkRefused)) throw error;
          const key = `planned_trips.link.${error.reason}`;
          throw new UnprocessableError(key, { planned_trip_id: key });
        });
      if (stored === undefined) {
        throw new UnprocessableError(
          'trips.limit_reached',
          { trip: 'trips.limit_reached' },
          { limit: tripLimit },
        );
      }
      const saved = toTrip(stored);
      await notices.send(saved, linked.notices, language);
      return { trip: saved, warnings: overlapWarnings(saved, stored.others) };
    },

    /** Linked students keep their confirmation unless the edit changed what they confirmed (then told again). */
    async update(userId: number, id: number, input: TripRequest, language: Language): Promise<Trip> {
      const { trip, ports, crew } = toValues(input);
      const stored = await trips.find(userId, id);
      if (!stored) throw new NotFoundError();
      const links = resolveLinks(input.crew_members, stored.crew);
      const linkedBefore = new Set(
        stored.crew.flatMap((row) => (row.student_id === null ? [] : [row.student_id])),
      );
      const named = links
        .filter((studentId) => studentId !== null)
        .filter((studentId) => !linkedBefore.has(studentId));
      checkLinks(links, await students.connectedOf(userId, named), linkedBefore);
      const plan = await trips
        .update(
          userId,
          id,
          trip,
          ports,
          (before, after) =>
            carriedLinks(
              crew,
              links,
              { trip: materialOf(before.trip), crew: before.crew },
              materialOf(after),
            ),
          input.track_id,
        )
        .catch((error: unknown) => {
          refusedTrack(error);
          throw error;
        });
      if (!plan) throw new NotFoundError();
      const saved = await get(userId, id);
      await notices.send(saved, plan.notices, language);
      return saved;
    },

    /** What the captain should know about a trip just saved: the other trips its dates overlap. */
    async warningsFor(userId: number, trip: Trip): Promise<TripWarning[]> {
      return overlapWarnings(trip, await trips.datesOf(userId));
    },

    async changeStatus(userId: number, id: number, to: TripStatus): Promise<Trip> {
      const current = await get(userId, id);
      if (!canChangeTripStatus(current.status, to)) throw new StatusTransitionRefused(current.status, to);
      // Another change landed between the read and the write: report the status as it is now.
      if (!(await trips.changeStatus(userId, id, current.status, to))) {
        const now = await get(userId, id);
        throw new StatusTransitionRefused(now.status, to);
      }
      return get(userId, id);
    },

    async remove(userId: number, id: number): Promise<void> {
      if (!(await trips.softDelete(userId, id))) throw new NotFoundError();
    },
  };
}

export type TripsService = ReturnType<typeof tripsService>;
