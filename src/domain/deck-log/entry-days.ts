import { deckLogDateMarginDays } from '../deck-log.ts';
import { calendarDayNumber } from '../trip-days.ts';

export interface TripDates {
  embarkation_date: string;
  disembarkation_date: string;
}

/**
 * The ship's-time days a trip's log entries may be dated, as day numbers: the trip's dates ± the margin. A side
 * the trip has no date for is open (null).
 */
export function deckLogDays(trip: TripDates): { from: number | null; to: number | null } {
  const first = calendarDayNumber(trip.embarkation_date);
  const last = calendarDayNumber(trip.disembarkation_date);
  return {
    from: first === null ? null : first - deckLogDateMarginDays,
    to: last === null ? null : last + deckLogDateMarginDays,
  };
}

/** Whether an entry dated `date` (YYYY-MM-DD, ship's time) lies outside the days its trip's log takes. */
export function outsideTripDays(date: string, trip: TripDates): boolean {
  const day = calendarDayNumber(date);
  if (day === null) return false;
  const { from, to } = deckLogDays(trip);
  return (from !== null && day < from) || (to !== null && day > to);
}
