import type { CvTrip } from './cv.ts';
import { sum } from './sea-time/counting.ts';
import { tripDays } from './trip-days.ts';

/** A CV trip's days as every screen counts them (first and last day both count); 0 when its dates are broken. */
export const cvTripDays = (trip: Pick<CvTrip, 'embarkation_date' | 'disembarkation_date'>) =>
  tripDays(trip.embarkation_date, trip.disembarkation_date) ?? 0;

/** Hours under way: under sail and under engine (hours in port are never sea time). */
export const cvTripHours = (trip: Pick<CvTrip, 'sailing_hours' | 'engine_hours'>) =>
  trip.sailing_hours + trip.engine_hours;

/**
 * The CV's totals row, the sums of the rows it lists (the page shows the same for the trips ticked): trips, days,
 * miles, hours under sail, under engine and in total, night and tidal hours, and the trips in command.
 */
export function cvTotals(trips: readonly CvTrip[]) {
  return {
    trips: trips.length,
    days: sum(trips, cvTripDays),
    distance: sum(trips, (trip) => trip.distance),
    hours_sail: sum(trips, (trip) => trip.sailing_hours),
    hours_engine: sum(trips, (trip) => trip.engine_hours),
    hours_total: sum(trips, cvTripHours),
    hours_night: sum(trips, (trip) => trip.night_hours),
    hours_tidal: sum(trips, (trip) => trip.tidal_hours),
    skipper_trips: trips.filter((trip) => trip.role_on_board === 'skipper').length,
  };
}
export type CvTotals = ReturnType<typeof cvTotals>;
