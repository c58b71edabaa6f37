import { countsTowardSchemes, type SeaTimeTrip } from './counting.ts';
import { requirement, scheme } from './requirement.ts';
import { ryaDays, ryaMiles, ryaNightHours } from './rya.ts';
import type { SeaTimeScheme } from './schema.ts';

/**
 * RYA Day Skipper practical course, the experience the RYA recommends before it (RYA course prerequisites; RYA
 * Yachtmaster Scheme syllabus and logbook, G158): 5 days on board, 100 miles logged, 4 night hours.
 */
export const ryaDaySkipperRules = { days: 5, miles: 100, nightHours: 4 } as const;

export function ryaDaySkipper(trips: readonly SeaTimeTrip[]): SeaTimeScheme {
  const sea = trips.filter(countsTowardSchemes);
  const r = ryaDaySkipperRules;
  return scheme(
    'rya-day-skipper',
    [
      requirement('days', r.days, 'days', sea, ryaDays),
      requirement('miles', r.miles, 'miles', sea, ryaMiles),
      requirement('night-hours', r.nightHours, 'hours', sea, ryaNightHours),
    ],
    ['day-skipper-theory', 'day-approximation'],
  );
}
