import { countsTowardSchemes, hoursUnderWay, isSkipper, type SeaTimeTrip, tidalPortsOf } from './counting.ts';
import { cruise, requirement, scheme } from './requirement.ts';
import type { SeaTimeScheme } from './schema.ts';

/**
 * PZŻ kapitan jachtowy, from the same regulation as the JSM (Rozporządzenie MSiT z dnia 9 kwietnia 2013 r.,
 * Dz.U. 2013 poz. 460): after the JSM licence, at least 6 cruises on sea waters with together at least 1200 hours
 * of sailing, of them at least 400 hours in command ("samodzielne prowadzenie jachtu") of yachts with a hull
 * longer than 7.5 m; at least one cruise of more than 100 hours of sailing on a yacht longer than 20 m, and at
 * least one of more than 100 hours of sailing on tidal waters calling at at least 2 tidal ports. "More than"
 * and "longer than" are strict: 100 hours or 7.5 m exactly do not count.
 */
export const pzzKjRules = {
  seaCruises: 6,
  hoursUnderWay: 1200,
  commandHours: 400,
  commandHullOver: 7.5,
  largeYachtCruises: 1,
  largeYachtHullOver: 20,
  tidalCruises: 1,
  tidalPortsAtLeast: 2,
  cruiseHoursOver: 100,
} as const;

const r = pzzKjRules;

/** A cruise of more than 100 hours under way on a yacht with a hull longer than 20 m. */
const largeYachtCruise = (trip: SeaTimeTrip) =>
  trip.hull_length > r.largeYachtHullOver && hoursUnderWay(trip) > r.cruiseHoursOver;

/**
 * A cruise of more than 100 hours of sailing on tidal waters that called at 2 or more distinct tidal ports. The
 * hours on tidal waters count only as far as the trip was under way: the regulation counts hours of sailing.
 */
const tidalCruise = (trip: SeaTimeTrip) =>
  Math.min(trip.tidal_hours, hoursUnderWay(trip)) > r.cruiseHoursOver &&
  tidalPortsOf(trip).size >= r.tidalPortsAtLeast;

export function pzzKj(trips: readonly SeaTimeTrip[]): SeaTimeScheme {
  const sea = trips.filter(countsTowardSchemes);
  return scheme(
    'pzz-kj',
    [
      requirement(
        'sea-cruises',
        r.seaCruises,
        'cruises',
        sea,
        cruise(() => true),
      ),
      requirement('hours-under-way', r.hoursUnderWay, 'hours', sea, hoursUnderWay),
      requirement('command-hours', r.commandHours, 'hours', sea, (trip) =>
        isSkipper(trip) && trip.hull_length > r.commandHullOver ? hoursUnderWay(trip) : 0,
      ),
      requirement('large-yacht-cruise', r.largeYachtCruises, 'cruises', sea, cruise(largeYachtCruise)),
      requirement('tidal-cruise', r.tidalCruises, 'cruises', sea, cruise(tidalCruise)),
    ],
    ['jsm-held', 'exam'],
  );
}
