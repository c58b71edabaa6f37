import { countsTowardSchemes, type SeaTimeTrip } from './counting.ts';
import { requirement, scheme } from './requirement.ts';
import { ryaDays, ryaMiles, ryaNightHours, ryaSkipperDays, ryaTidalDays } from './rya.ts';
import type { SeaTimeScheme } from './schema.ts';

/**
 * RYA/MCA Yachtmaster Coastal exam, the sea time required to sit it (RYA exam prerequisites; G158): 30 days on
 * board, 2 of them as skipper, 800 miles logged, 12 night hours, and half of the sea time in tidal waters (15 of
 * the 30 days). Holders of the Coastal Skipper course certificate need less (note `coastal-skipper-certificate`);
 * the logbook does not know whether the sailor holds it, so it measures the full requirement.
 */
export const ryaYachtmasterCoastalRules = { days: 30, skipperDays: 2, miles: 800, nightHours: 12 } as const;

export function ryaYachtmasterCoastal(trips: readonly SeaTimeTrip[]): SeaTimeScheme {
  const sea = trips.filter(countsTowardSchemes);
  const r = ryaYachtmasterCoastalRules;
  return scheme(
    'rya-yachtmaster-coastal',
    [
      requirement('days', r.days, 'days', sea, ryaDays),
      requirement('skipper-days', r.skipperDays, 'days', sea, ryaSkipperDays),
      requirement('miles', r.miles, 'miles', sea, ryaMiles),
      requirement('night-hours', r.nightHours, 'hours', sea, ryaNightHours),
      requirement('tidal-days', r.days / 2, 'days', sea, ryaTidalDays),
    ],
    [
      'age-17',
      'exam',
      'first-aid',
      'vhf',
      'coastal-skipper-certificate',
      'day-approximation',
      'tidal-day-approximation',
    ],
  );
}
