import type { Trip, VisitedPort } from '../trip.ts';
import { tripDays } from '../trip-days.ts';

/**
 * What the sea-time rules read of a trip. A served Trip is one; the server reads only these columns. Ports are
 * read by name so that a port called at twice, or the home port left and come back to, is one port.
 */
export type SeaTimeTrip = Pick<
  Trip,
  | 'id'
  | 'status'
  | 'embarkation_date'
  | 'disembarkation_date'
  | 'yacht_name'
  | 'registration_number'
  | 'hull_length'
  | 'embarkation_port'
  | 'is_embarkation_tidal_port'
  | 'disembarkation_port'
  | 'is_disembarkation_tidal_port'
  | 'distance'
  | 'sailing_hours'
  | 'engine_hours'
  | 'tidal_hours'
  | 'night_hours'
  | 'role_on_board'
  | 'waters'
  | 'passages'
> & { visited_ports: readonly Pick<VisitedPort, 'name' | 'is_tidal'>[] };

/** Totals count the trips sailed: completed ones, inland waters included. */
export function isSailed(trip: SeaTimeTrip): boolean {
  return trip.status === 'completed';
}

/** Trips planned or under way are shown apart ("not yet counted"); cancelled ones never count anywhere. */
export function isNotYetCounted(trip: SeaTimeTrip): boolean {
  return trip.status === 'planned' || trip.status === 'in_progress';
}

/** The sea licences (PZŻ and RYA alike) count sea time only: completed trips on sea waters. */
export function countsTowardSchemes(trip: SeaTimeTrip): boolean {
  return isSailed(trip) && trip.waters === 'sea';
}

/** Hours under way: under sail and under engine. Hours in port or at anchor are never sea time. */
export function hoursUnderWay(trip: SeaTimeTrip): number {
  return trip.sailing_hours + trip.engine_hours;
}

// Every scheme asks for the days of every trip, twice per requirement: reading the dates each time was most of
// the answer's time on a 350-trip logbook (bench/README.md, "Sea time").
const daysByTrip = new WeakMap<SeaTimeTrip, number>();

/** The trip's days as every screen counts them (first and last day both count); 0 when its dates are broken. */
export function daysOf(trip: SeaTimeTrip): number {
  let days = daysByTrip.get(trip);
  if (days === undefined) {
    days = tripDays(trip.embarkation_date, trip.disembarkation_date) ?? 0;
    daysByTrip.set(trip, days);
  }
  return days;
}

/** In command: the account holder was the skipper (PZŻ "samodzielne prowadzenie jachtu", RYA "as skipper"). */
export function isSkipper(trip: SeaTimeTrip): boolean {
  return trip.role_on_board === 'skipper';
}

/** A port name as one port: case, surrounding and repeated spaces do not make another port. */
function portKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The distinct tidal ports the trip called at (embarkation, disembarkation and visited), by name. */
export function tidalPortsOf(trip: SeaTimeTrip): Set<string> {
  const ports = [
    { name: trip.embarkation_port, is_tidal: trip.is_embarkation_tidal_port },
    ...trip.visited_ports,
    { name: trip.disembarkation_port, is_tidal: trip.is_disembarkation_tidal_port },
  ];
  return new Set(
    ports.filter((port) => port.is_tidal && portKey(port.name) !== '').map((port) => portKey(port.name)),
  );
}

/**
 * Sums of hours and miles are kept as entered (two decimals at most, halves of them for the 24 m rule); this
 * only drops the binary rounding noise of adding decimals, so that 0.1 + 0.2 meets a requirement of 0.3.
 */
export function exact(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

export function sum<T>(items: readonly T[], amount: (item: T) => number): number {
  return exact(items.reduce((total, item) => total + amount(item), 0));
}
