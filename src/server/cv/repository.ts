import type { CvTrip } from '#domain/cv.ts';
import type { Db } from '../db/database.ts';
import { byTrip } from '../trips/repository.ts';
import { roleOnBoardOf, watersOf } from '../trips/service.ts';

/** The largest id a PostgreSQL integer column holds; a larger one cannot name a trip. */
const maxId = 2_147_483_647;

/**
 * What the CV reads: the captain's own trips that are not deleted, with their visited ports (by name, in order)
 * and how many linked crew members confirmed each. Every query is keyed by the logged-in captain's user id.
 */
export function cvRepository(db: Db) {
  function tripsQuery(userId: number) {
    return db
      .selectFrom('trips')
      .select([
        'id',
        'yacht_name',
        'registration_number',
        'yacht_type',
        'hull_length',
        'embarkation_port',
        'is_embarkation_tidal_port',
        'disembarkation_port',
        'is_disembarkation_tidal_port',
        'embarkation_date',
        'disembarkation_date',
        'distance',
        'role_on_board',
        'waters',
        'sailing_hours',
        'engine_hours',
        'night_hours',
        'tidal_hours',
      ])
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null);
  }
  type Row = Awaited<ReturnType<ReturnType<typeof tripsQuery>['execute']>>[number];

  async function complete(trips: Row[]): Promise<CvTrip[]> {
    if (trips.length === 0) return [];
    const ids = trips.map((trip) => trip.id);
    const [ports, confirmations] = await Promise.all([
      db
        .selectFrom('trip_visited_ports')
        .select(['trip_id', 'name', 'is_tidal'])
        .where('trip_id', 'in', ids)
        .orderBy('trip_id')
        .orderBy('position')
        .execute(),
      db
        .selectFrom('trip_crew_members')
        .select(['trip_id', (eb) => eb.fn.countAll<number | string>().as('confirmed')])
        .where('trip_id', 'in', ids)
        .where('confirmation_status', '=', 'confirmed')
        .groupBy('trip_id')
        .execute(),
    ]);
    const portsOf = byTrip(ports);
    const confirmedBy = new Map(confirmations.map((row) => [row.trip_id, Number(row.confirmed)]));
    return trips.map((trip) => {
      const visited = portsOf.get(trip.id) ?? [];
      const tidalHours = Number(trip.tidal_hours);
      return {
        id: trip.id,
        yacht_name: trip.yacht_name,
        registration_number: trip.registration_number,
        yacht_type: trip.yacht_type,
        hull_length: Number(trip.hull_length),
        embarkation_port: trip.embarkation_port,
        disembarkation_port: trip.disembarkation_port,
        embarkation_date: trip.embarkation_date,
        disembarkation_date: trip.disembarkation_date,
        visited_ports: visited.map((port) => port.name),
        distance: Number(trip.distance),
        role_on_board: roleOnBoardOf(trip.role_on_board),
        waters: watersOf(trip.waters),
        tidal:
          tidalHours > 0 ||
          Boolean(trip.is_embarkation_tidal_port) ||
          Boolean(trip.is_disembarkation_tidal_port) ||
          visited.some((port) => Boolean(port.is_tidal)),
        sailing_hours: Number(trip.sailing_hours),
        engine_hours: Number(trip.engine_hours),
        night_hours: Number(trip.night_hours),
        tidal_hours: tidalHours,
        confirmed_by: confirmedBy.get(trip.id) ?? 0,
      };
    });
  }

  return {
    /** The captain's trips, newest embarkation first. */
    async tripsOf(userId: number): Promise<CvTrip[]> {
      const trips = await tripsQuery(userId)
        .orderBy('embarkation_date', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return complete(trips);
    },

    /** Those of the ids that name the captain's trips, oldest embarkation first (the CV's order). */
    async chosenTrips(userId: number, ids: readonly number[]): Promise<CvTrip[]> {
      const valid = ids.filter((id) => Number.isInteger(id) && id > 0 && id <= maxId);
      if (valid.length === 0) return [];
      const trips = await tripsQuery(userId)
        .where('id', 'in', valid)
        .orderBy('embarkation_date', 'asc')
        .orderBy('id', 'asc')
        .execute();
      return complete(trips);
    },

    /** Which of the ids name the captain's trips (no ports read). */
    async ownTripIds(userId: number, ids: readonly number[]): Promise<Set<number>> {
      const valid = ids.filter((id) => Number.isInteger(id) && id > 0 && id <= maxId);
      if (valid.length === 0) return new Set();
      const rows = await db
        .selectFrom('trips')
        .select('id')
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .where('id', 'in', valid)
        .execute();
      return new Set(rows.map((row) => row.id));
    },
  };
}

export type CvRepository = ReturnType<typeof cvRepository>;
