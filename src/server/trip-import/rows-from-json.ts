import type { JsonExport } from '#domain/trip-transfer/export.ts';
import type { ReadRow } from './rows-from-tables.ts';

/**
 * The JSON export's trips back into create request bodies, every field the API serves and accepts (ports with
 * their positions, crew with all their texts, passages) and the status, so a round trip loses nothing. The ids,
 * times and computed fields are the old account's; crew members' student links belong to it too and stay there.
 */
export function rowsFromJson(file: JsonExport): ReadRow[] {
  return file.sailing_trips.map((served, index) => {
    const {
      id: _id,
      created_at: _created,
      updated_at: _updated,
      has_track: _track,
      tidal_ports_count: _tidalPorts,
      crew_members,
      ...trip
    } = served;
    return {
      row: index + 1,
      trip: {
        ...trip,
        captain: { ...trip.captain },
        visited_ports: trip.visited_ports.map((port) => ({ ...port })),
        passages: trip.passages.map((passage) => ({ ...passage })),
        crew_members: crew_members.map(
          ({ id: _member, student_id: _student, confirmation: _confirmation, ...member }) => member,
        ),
      },
    };
  });
}
