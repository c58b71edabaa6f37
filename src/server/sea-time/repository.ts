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
 * the rules and the statement use, and their ports' names and tidal flags; with `onlyIds`, only those of them (a
 * CV's trips). Every query is keyed by the captain.
 */
export function seaTimeRepository(db: Db) {
  return {
    async tripsOf(userId: number, onlyIds?: readonly number[]): Promise<SeaTimeTrip[]> {
      if (onlyIds?.length === 0) return [];
      let query = db
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
        .where('status', '<>', 'cancelled');
      if (onlyIds) query = query.where('id', 'in', onlyIds);
      const trips = await query.orderBy('embarkation_date').orderBy('id').execute();
      // By the trips' ids, as the trips repository reads children: a join on the captain made SQLite walk every
      // captain's ports in trip order (bench/README.md, "Sea time").
      const ports =
        trips.length === 0
          ? []
          : await db
              .selectFrom('trip_visited_ports')
              .select(['trip_id', 'name', 'is_tidal'])
              .where(
                'trip_id',
                'in',
                trips.map((trip) => trip.id),
              )
              .orderBy('trip_id')
              .orderBy('position')
              .execute();
      const portsOf = byTrip(ports);
      // Every field written out, not spread: the rules read these objects thousands of times per answer, and
      // objects built by spreading two others were several times slower to read (bench/README.md, "Sea time").
      return trips.map((trip) => {
        const listed = rowSchema.parse(trip);
        return {
          id: trip.id,
          status: listed.status,
          embarkation_date: trip.embarkation_date,
          disembarkation_date: trip.disembarkation_date,
          yacht_name: trip.yacht_name,
          registration_number: trip.registration_number,
          embarkation_port: trip.embarkation_port,
          disembarkation_port: trip.disembarkation_port,
          role_on_board: listed.role_on_board,
          waters: listed.waters,
          passages: listed.passages,
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
        };
      });
    },
  };
}

export type SeaTimeRepository = ReturnType<typeof seaTimeRepository>;
