import type { Db } from '../db/database.ts';

/** A port as one of the captain's trips recorded it; newest trips first. */
export interface OwnPortRow {
  name: string;
  is_tidal: number;
  lat: number | null;
  lon: number | null;
}

/** The ports of a captain's own trips (not deleted): embarkations, disembarkations and visited ports. */
export function portsRepository(db: Db) {
  const liveTrips = (ownerId: number) =>
    db.selectFrom('trips').where('user_id', '=', ownerId).where('deleted_at', 'is', null);

  return {
    async ownPorts(ownerId: number): Promise<OwnPortRow[]> {
      const [ends, visited] = await Promise.all([
        liveTrips(ownerId)
          .select([
            'embarkation_port',
            'is_embarkation_tidal_port',
            'disembarkation_port',
            'is_disembarkation_tidal_port',
            'embarkation_date',
            'id',
          ])
          .orderBy('embarkation_date', 'desc')
          .orderBy('id', 'desc')
          .execute(),
        db
          .selectFrom('trip_visited_ports as port')
          .innerJoin('trips', 'trips.id', 'port.trip_id')
          .where('trips.user_id', '=', ownerId)
          .where('trips.deleted_at', 'is', null)
          .select([
            'port.name',
            'port.is_tidal',
            'port.lat',
            'port.lon',
            'trips.embarkation_date',
            'trips.id',
          ])
          .orderBy('trips.embarkation_date', 'desc')
          .orderBy('trips.id', 'desc')
          .orderBy('port.position', 'desc')
          .execute(),
      ]);
      const dated: Array<OwnPortRow & { date: string; tripId: number }> = [];
      for (const trip of ends) {
        const common = { lat: null, lon: null, date: trip.embarkation_date, tripId: Number(trip.id) };
        dated.push({
          name: trip.disembarkation_port,
          is_tidal: Number(trip.is_disembarkation_tidal_port),
          ...common,
        });
        dated.push({
          name: trip.embarkation_port,
          is_tidal: Number(trip.is_embarkation_tidal_port),
          ...common,
        });
      }
      for (const port of visited) {
        dated.push({
          name: port.name,
          is_tidal: Number(port.is_tidal),
          lat: port.lat === null ? null : Number(port.lat),
          lon: port.lon === null ? null : Number(port.lon),
          date: port.embarkation_date,
          tripId: Number(port.id),
        });
      }
      // Stable: within one trip the visited ports stay after its ends, which are as new.
      dated.sort((a, b) => (a.date === b.date ? b.tripId - a.tripId : a.date < b.date ? 1 : -1));
      return dated.map(({ name, is_tidal, lat, lon }) => ({ name, is_tidal, lat, lon }));
    },
  };
}

export type PortsRepository = ReturnType<typeof portsRepository>;
