import type { StudentPlannedTrip } from '#domain/planned-trip.ts';

/** Case-insensitive match on the trip's name, captain, ports and yacht. */
export function matchesTrip(trip: StudentPlannedTrip, term: string) {
  const needle = term.trim().toLocaleLowerCase();
  if (!needle) return true;
  return [
    trip.name,
    trip.captain.name,
    trip.embarkation_port,
    trip.disembarkation_port,
    trip.yacht_name,
    trip.yacht_type,
  ].some((value) => value.toLocaleLowerCase().includes(needle));
}

/** The captains the trips come from, by name, each once. */
export function captainsOf(trips: StudentPlannedTrip[]) {
  const byId = new Map(trips.map((trip) => [trip.captain.id, trip.captain]));
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}
