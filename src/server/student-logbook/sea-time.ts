import type { SeaTimeTrip } from '#domain/sea-time/counting.ts';
import type { SeaTime } from '#domain/sea-time/schema.ts';
import { seaTime } from '#domain/sea-time/sea-time.ts';
import type { StudentLogbookTrip } from '#domain/student-logbook.ts';

/** The trip as the sea-time rules read it, with the student's role on board (field by field, as the captain's). */
function asSeaTimeTrip(trip: StudentLogbookTrip): SeaTimeTrip {
  return {
    id: trip.id,
    status: trip.status,
    embarkation_date: trip.embarkation_date,
    disembarkation_date: trip.disembarkation_date,
    yacht_name: trip.yacht_name,
    registration_number: trip.registration_number,
    hull_length: trip.hull_length,
    embarkation_port: trip.embarkation_port,
    is_embarkation_tidal_port: trip.is_embarkation_tidal_port,
    disembarkation_port: trip.disembarkation_port,
    is_disembarkation_tidal_port: trip.is_disembarkation_tidal_port,
    distance: trip.distance,
    sailing_hours: trip.sailing_hours,
    engine_hours: trip.engine_hours,
    tidal_hours: trip.tidal_hours,
    night_hours: trip.night_hours,
    role_on_board: trip.role_on_board,
    waters: trip.waters,
    passages: trip.passages,
    visited_ports: trip.visited_ports,
  };
}

/**
 * A student's sea time: the captain's rules (src/domain/sea-time) over the trips the student confirmed, with their
 * own role on each. Sea time counts when both sides signed it: a trip still pending the student's confirmation is
 * shown apart with the planned and under-way ones (not_counted), a disputed trip never counts, and a cancelled
 * one counts nowhere, as in the captain's logbook.
 */
export function studentSeaTime(trips: readonly StudentLogbookTrip[], today: string): SeaTime {
  const live = trips.filter((trip) => trip.status !== 'cancelled');
  // Oldest first, as the captain's trips are read: requirements list their trips in this order.
  const confirmed = live
    .filter((trip) => trip.confirmation.status === 'confirmed')
    .sort((a, b) => a.embarkation_date.localeCompare(b.embarkation_date) || a.id - b.id)
    .map(asSeaTimeTrip);
  const pending = live.filter((trip) => trip.confirmation.status === 'pending').length;
  const counted = seaTime(confirmed, today);
  return { ...counted, not_counted: { trips: counted.not_counted.trips + pending } };
}
