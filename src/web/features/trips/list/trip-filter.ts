import type { Trip } from '#domain/trip.ts';
import { isCalendarDate } from '#domain/trip-days.ts';

export type SortDirection = 'desc' | 'asc';
export const defaultSortDirection: SortDirection = 'desc';

export interface TripQuery {
  /** Text typed into the search box; blank shows every trip. */
  term: string;
  /** Embarkation date, newest first by default. */
  direction: SortDirection;
}

type Searchable = Pick<
  Trip,
  | 'id'
  | 'yacht_name'
  | 'registration_number'
  | 'embarkation_port'
  | 'disembarkation_port'
  | 'embarkation_date'
> & { captain: Pick<Trip['captain'], 'first_name' | 'last_name'> };

/** Lower case for comparing (Polish capitals such as Ł, Ż, Ś fold like any other letter). */
const fold = (text: string) => text.toLowerCase();

/**
 * Case-insensitive match on yacht name, captain first and last name,
 * registration number, embarkation and disembarkation port. A blank term matches every trip.
 */
export function matchesTrip(trip: Searchable, term: string): boolean {
  const needle = fold(term.trim());
  if (!needle) return true;
  return [
    trip.yacht_name,
    trip.captain.first_name,
    trip.captain.last_name,
    trip.registration_number,
    trip.embarkation_port,
    trip.disembarkation_port,
  ].some((value) => fold(value).includes(needle));
}

/** The embarkation date as a sortable number, or null when it is missing or not a date. */
const dateKey = (iso: string) => (isCalendarDate(iso) ? Date.parse(iso) : null);

/**
 * The trips that match, sorted by embarkation date in the given direction. Trips without a date always come
 * last; equal dates keep the newest record (highest id) first. The input is not changed.
 */
export function filterAndSortTrips<T extends Searchable>(trips: readonly T[], query: TripQuery): T[] {
  const sign = query.direction === 'asc' ? 1 : -1;
  return trips
    .filter((trip) => matchesTrip(trip, query.term))
    .map((trip) => ({ trip, key: dateKey(trip.embarkation_date) }))
    .sort((a, b) => {
      if (a.key === null || b.key === null) {
        if (a.key !== b.key) return a.key === null ? 1 : -1;
      } else if (a.key !== b.key) {
        return (a.key - b.key) * sign;
      }
      return b.trip.id - a.trip.id;
    })
    .map(({ trip }) => trip);
}
