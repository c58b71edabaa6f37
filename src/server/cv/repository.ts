import type { CvTrip } from '#domain/cv.ts';
import type { Db } from '../db/database.ts';

/** The largest id a PostgreSQL integer column holds; a larger one cannot name a trip. */
const maxId = 2_147_483_647;

/**
 * What the CV reads: the captain's own trips that are not deleted (with their visited ports by name, in
 * order). Every query is keyed by the logged-in captain's user id.
 */
export function cvRepository(db: Db) {
  async function withPorts(trips: Omit<CvTrip, 'visited_ports'>[]): Promise<CvTrip[]> {
    if (trips.length === 0) return [];
    const ports = await db
      .selectFrom('trip_visited_ports')
      .select(['trip_id', 'name'])
      .where(
        'trip_id',
        'in',
        trips.map((trip) => trip.id),
      )
      .orderBy('trip_id')
      .orderBy('position')
      .execute();
    const names = new Map<number, string[]>();
    for (const port of ports) names.set(port.trip_id, [...(names.get(port.trip_id) ?? []), port.name]);
    return trips.map((trip) => ({
      ...trip,
      distance: Number(trip.distance),
      visited_ports: names.get(trip.id) ?? [],
    }));
  }

  function tripsQuery(userId: number) {
    return db
      .selectFrom('trips')
      .select([
        'id',
        'yacht_name',
        'registration_number',
        'embarkation_port',
        'disembarkation_port',
        'embarkation_date',
        'disembarkation_date',
        'distance',
      ])
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null);
  }

  return {
    /** The captain's trips, newest embarkation first. */
    async tripsOf(userId: number): Promise<CvTrip[]> {
      const trips = await tripsQuery(userId)
        .orderBy('embarkation_date', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return withPorts(trips);
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
      return withPorts(trips);
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
