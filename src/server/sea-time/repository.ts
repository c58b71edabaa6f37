import type { SeaTimeTrip } from '#domain/sea-time/counting.ts';
import { passageSchema } from '#domain/trip.ts';
import { rolesOnBoard, tripStatuses, tripWaters } from '#domain/trip-enums.ts';
import { z } from '#domain/validation.ts';
import type { Db } from '../db/database.ts';
import { byTrip } from '../trips/repository.ts';

/** A stored trip row as the rules read it; listed values outside their list read as the trips service reads them. */
const rowSchema = z.object({
  status: z.enum(tripStatuses).catch('completed'),
  role_on_board: z.enum(rolesOnBoard).catch('skipper'),
  waters: z.enum(tripWaters).catch('sea'),
  // The JSON array the API accepted (see 018-sea-time-fields).
  passages: z
    .string()
    .transform((json): unknown => JSON.parse(json))
    .pipe(z.array(passageSchema)),
});

/**
 * What sea time reads: the captain's trips that are not deleted or cancelled, oldest first, with only the columns
 * the rules and the statement use, and their ports' names and tidal flags. Every query is keyed by the captain.
 */
export function seaTimeRepository(db: Db) {
  return {
    async tripsOf(userId: number): Promise<SeaTimeTrip[]> {
      const [trips, ports] = await Promise.all([
        db
          .selectFrom('trips')
          .select([
            'id',
            'status',
            'embarkation_date',
            'disembarkation_date',
            'yacht_name',
            'registration_number',
            'hull_length',
            'embarkation_port',
            'is_embarkation_tidal_port',
            'disembarkation_port',
            'is_disembarkation_tidal_port',
            'distance',
            'sailing_hours',
            'engine_hours',
            'tidal_hours',
            'night_hours',
            'role_on_board',
            'waters',
            'passages',
          ])
          .where('user_id', '=', userId)
          .where('deleted_at', 'is', null)
          .where('status', '<>', 'cancelled')
          .orderBy('embarkation_date')
          .orderBy('id')
          .execute(),
        db
          .selectFrom('trip_visited_ports')
          .innerJoin('trips', 'trips.id', 'trip_visited_ports.trip_id')
          .select(['trip_visited_ports.trip_id', 'trip_visited_ports.name', 'trip_visited_ports.is_tidal'])
          .where('trips.user_id', '=', userId)
          .where('trips.deleted_at', 'is', null)
          .orderBy('trip_visited_ports.trip_id')
          .orderBy('trip_visited_ports.position')
          .execute(),
      ]);
      const portsOf = byTrip(ports);
      return trips.map((trip) => ({
        ...trip,
        ...rowSchema.parse(trip),
        hull_length: Number(trip.hull_length),
        is_embarkation_tidal_port: Boolean(trip.is_embarkation_tidal_port),
        is_disembarkation_tidal_port: Boolean(trip.is_disembarkation_tidal_port),
        distance: Number(trip.distance),
        sailing_hours: Number(trip.sailing_hours),
        engine_hours: Number(trip.engine_hours),
        tidal_hours: Number(trip.tidal_hours),
        night_hours: Number(trip.night_hours),
        visited_ports: (portsOf.get(trip.id) ?? []).map((port) => ({
          name: port.name,
          is_tidal: Boolean(port.is_tidal),
        })),
      }));
    },
  };
}

export type SeaTimeRepository = ReturnType<typeof seaTimeRepository>;
