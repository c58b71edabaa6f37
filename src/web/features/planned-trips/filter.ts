import type { PlannedTrip } from '#domain/planned-trip.ts';

/** Case-insensitive match on the trip's name, ports, yacht name and type; an empty term matches everything. */
export function matchesPlannedTrip(trip: PlannedTrip, term: string) {
  const needle = term.trim().toLocaleLowerCase();
  if (!needle) return true;
  return [trip.name, trip.embarkation_port, trip.disembarkation_port, trip.yacht_name, trip.yacht_type].some(
    (value) => value.toLocaleLowerCase().includes(needle),
  );
}
