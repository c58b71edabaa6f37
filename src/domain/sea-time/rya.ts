import { daysOf, isSkipper, type SeaTimeTrip } from './counting.ts';

/**
 * What the RYA schemes count of a trip. The RYA's "day" is 8 consecutive hours living on board, most of them at
 * sea, at most one in 24 hours; the logbook records dates, not watches, so a day of the trip stands for it
 * (note `day-approximation`). A "day in tidal waters" is a day of a trip with hours on tidal waters (note
 * `tidal-day-approximation`): the logbook does not say which of the trip's days they fell on.
 */
export const ryaDays = (trip: SeaTimeTrip) => daysOf(trip);

export const ryaSkipperDays = (trip: SeaTimeTrip) => (isSkipper(trip) ? daysOf(trip) : 0);

/** Miles logged: the trip's distance in nautical miles. */
export const ryaMiles = (trip: SeaTimeTrip) => trip.distance;

export const ryaNightHours = (trip: SeaTimeTrip) => trip.night_hours;

export const ryaTidalDays = (trip: SeaTimeTrip) => (trip.tidal_hours > 0 ? daysOf(trip) : 0);
