import { countsTowardSchemes, type SeaTimeTrip } from './counting.ts';
import { requirement, scheme } from './requirement.ts';
import { ryaDays, ryaMiles, ryaNightHours, ryaSkipperDays } from './rya.ts';
import type { SeaTimeScheme } from './schema.ts';

/**
 * RYA Coastal Skipper practical course, the experience required to join it (RYA course prerequisites; G158): 15
 * days on board, 2 of them as skipper, 300 miles logged, 8 night hours.
 */
export const ryaCoastalSkipperRules = { days: 15, skipperDays: 2, miles: 300, nightHours: 8 } as const;

export function ryaCoastalSkipper(trips: readonly SeaTimeTrip[]): SeaTimeScheme {
  const sea = trips.filter(countsTowardSchemes);
  const r = ryaCoastalSkipperRules;
  return scheme(
    'rya-coastal-skipper',
    [
      requirement('days', r.days, 'days', sea, ryaDays),
      requirement('skipper-days', r.skipperDays, 'days', sea, ryaSkipperDays),
      requirement('miles', r.miles, 'miles', sea, ryaMiles),
      requirement('night-hours', r.nightHours, 'hours', sea, ryaNightHours),
    ],
    ['coastal-theory', 'day-approximation'],
  );
}
