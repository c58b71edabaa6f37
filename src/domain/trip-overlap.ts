import { calendarDayNumber } from './trip-days.ts';

/**
 * When two trips of one captain overlap, and how many days a set of trips covers (docs/trips.md, "Overlapping
 * trips"). The server names overlaps in its `warnings`, the trip list and page mark them, and sea-time totals
 * count days with distinctDays, so a day is never counted twice.
 */

/** What the rules read of a trip: dates as YYYY-MM-DD; the status when known (a cancelled trip never sailed). */
export interface DatedTrip {
  id: number;
  embarkation_date: string;
  disembarkation_date: string;
  status?: string;
}

/** The first and last day of a trip as day numbers; null when a date is missing, invalid or reversed. */
function daySpan(trip: Pick<DatedTrip, 'embarkation_date' | 'disembarkation_date'>): [number, number] | null {
  const first = calendarDayNumber(trip.embarkation_date);
  const last = calendarDayNumber(trip.disembarkation_date);
  return first === null || last === null || last < first ? null : [first, last];
}

const counts = (trip: DatedTrip) => trip.status !== 'cancelled' && daySpan(trip) !== null;

/**
 * Two trips overlap when one starts before the other ends: they share a day that is not only a changeover day,
 * the day one trip ends and the other begins (1-8 June and 8-15 June do not overlap; 1-8 June and 7-15 June
 * do). Two trips on one and the same day (two day sails) do not overlap either. Cancelled trips and trips
 * without valid dates overlap nothing.
 */
export function tripsOverlap(a: DatedTrip, b: DatedTrip): boolean {
  if (a.id === b.id || !counts(a) || !counts(b)) return false;
  const [aFirst, aLast] = daySpan(a) as [number, number];
  const [bFirst, bLast] = daySpan(b) as [number, number];
  return aFirst < bLast && bFirst < aLast;
}

/** The trips among `others` that overlap `trip` (never the trip itself), earliest first. */
export function overlappingTrips<T extends DatedTrip>(trip: DatedTrip, others: readonly T[]): T[] {
  // tripsOverlap's rule with the trip's own dates read once, not once per other trip.
  const span = trip.status === 'cancelled' ? null : daySpan(trip);
  if (!span) return [];
  return others
    .filter((other) => {
      if (other.id === trip.id || other.status === 'cancelled') return false;
      const otherSpan = daySpan(other);
      return otherSpan !== null && span[0] < otherSpan[1] && otherSpan[0] < span[1];
    })
    .sort(
      (a, b) =>
        a.embarkation_date.localeCompare(b.embarkation_date) ||
        a.disembarkation_date.localeCompare(b.disembarkation_date) ||
        a.id - b.id,
    );
}

/** For every trip that overlaps another, the ids of the trips it overlaps (a list of up to 350 trips). */
export function overlapsByTrip(trips: readonly DatedTrip[]): Map<number, number[]> {
  // Each trip's dates read once (counts would read them a second time).
  const spans = trips
    .flatMap((trip) => {
      const span = trip.status === 'cancelled' ? null : daySpan(trip);
      return span ? [{ trip, span }] : [];
    })
    .sort((a, b) => a.span[0] - b.span[0] || a.span[1] - b.span[1] || a.trip.id - b.trip.id);
  const found = new Map<number, number[]>();
  const note = (id: number, other: number) => {
    const list = found.get(id);
    if (list) list.push(other);
    else found.set(id, [other]);
  };
  for (const [index, { trip, span }] of spans.entries()) {
    // Sorted by first day: once a later trip starts on or after this one's last day, none after it overlaps.
    // The spans are compared as numbers here, tripsOverlap's rule without reading the dates again per pair: a
    // logbook whose trips all overlap (duplicates) is 60,000 pairs at 350 trips, served on every summary page.
    for (let next = index + 1; next < spans.length; next += 1) {
      const later = spans[next] as (typeof spans)[number];
      if (later.span[0] >= span[1]) break;
      if (later.trip.id !== trip.id && span[0] < later.span[1]) {
        note(trip.id, later.trip.id);
        note(later.trip.id, trip.id);
      }
    }
  }
  return found;
}

/**
 * The calendar days a set of trips covers, each day once: the days of each trip counted inclusively (1-8 June
 * is 8 days) and a day two trips share (a changeover day, or any overlap) counted once. The rule for sea-time
 * totals; trips without valid dates add nothing. The caller chooses the trips (e.g. leaves out cancelled ones).
 */
export function distinctDays(
  trips: readonly Pick<DatedTrip, 'embarkation_date' | 'disembarkation_date'>[],
): number {
  const spans = trips
    .map(daySpan)
    .filter((span): span is [number, number] => span !== null)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let coveredUntil = Number.NEGATIVE_INFINITY;
  for (const [first, last] of spans) {
    const from = Math.max(first, coveredUntil + 1);
    if (last >= from) total += last - from + 1;
    coveredUntil = Math.max(coveredUntil, last);
  }
  return total;
}
