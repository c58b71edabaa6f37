import { deckLogDateMarginDays } from '#domain/deck-log.ts';
import { calendarDayNumber } from '#domain/trip-days.ts';

export interface TripDates {
  embarkation_date: string;
  disembarkation_date: string;
}

/**
 * Whether an entry's ship's-time date lies outside the trip's dates ± the margin, which the server refuses
 * (the same rule as src/server/deck-log/service.ts); a trip side without a date is open.
 */
export function outsideTripDays(date: string, trip: TripDates): boolean {
  const day = calendarDayNumber(date);
  if (day === null) return false;
  const first = calendarDayNumber(trip.embarkation_date);
  const last = calendarDayNumber(trip.disembarkation_date);
  return (
    (first !== null && day < first - deckLogDateMarginDays) ||
    (last !== null && day > last + deckLogDateMarginDays)
  );
}
