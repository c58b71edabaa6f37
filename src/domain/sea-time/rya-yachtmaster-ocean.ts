import { countsTowardSchemes, exact, hoursUnderWay, type SeaTimeTrip } from './counting.ts';
import { scheme } from './requirement.ts';
import type { SeaTimeRequirement, SeaTimeScheme } from './schema.ts';

/**
 * RYA/MCA Yachtmaster Ocean, the qualifying passage (RYA exam prerequisites; G158): a non-stop passage of at
 * least 600 miles run by the log, with the yacht at sea for at least 96 hours. The logbook records a passage's
 * miles but not its own hours, so the hours are those under way on the trip the passage belongs to (note
 * `ocean-hours-approximation`). Both must hold on one trip.
 */
export const ryaYachtmasterOceanRules = { passageMiles: 600, hoursAtSea: 96 } as const;

const r = ryaYachtmasterOceanRules;

const longestPassage = (trip: SeaTimeTrip) =>
  Math.max(0, ...trip.passages.map((passage) => passage.distance));

/** The trip with the largest value (the earlier one of equals), or none when every value is 0. */
function best(trips: readonly SeaTimeTrip[], value: (trip: SeaTimeTrip) => number): SeaTimeTrip | undefined {
  let found: SeaTimeTrip | undefined;
  for (const trip of trips) if (value(trip) > (found ? value(found) : 0)) found = trip;
  return found;
}

function reached(
  id: string,
  required: number,
  unit: 'miles' | 'hours',
  trip: SeaTimeTrip | undefined,
  value: (trip: SeaTimeTrip) => number,
  tripIds: number[] = trip ? [trip.id] : [],
): SeaTimeRequirement {
  const achieved = trip ? exact(value(trip)) : 0;
  return { id, required, achieved, unit, met: achieved >= required, trip_ids: tripIds };
}

export function ryaYachtmasterOcean(trips: readonly SeaTimeTrip[]): SeaTimeScheme {
  const sea = trips.filter(countsTowardSchemes);
  const longest = best(sea, longestPassage);
  // Every trip with a passage of 600 miles or more counts; short of one, the longest passage shows how far.
  const oceanTrips = sea.filter((trip) => longestPassage(trip) >= r.passageMiles);
  const passageTrips = oceanTrips.length > 0 ? oceanTrips : longest ? [longest] : [];
  const passageIds = passageTrips.map((trip) => trip.id);
  // The hours are those of a trip with such a passage (of the longest passage's trip while there is none).
  const hoursTrip = best(passageTrips, hoursUnderWay);
  const requirements = [
    reached('ocean-passage', r.passageMiles, 'miles', longest, longestPassage, passageIds),
    reached('ocean-passage-hours', r.hoursAtSea, 'hours', hoursTrip, hoursUnderWay),
  ];
  return scheme('rya-yachtmaster-ocean', requirements, [
    'yachtmaster-offshore-held',
    'exam',
    'ocean-passage-role',
    'ocean-passage-offshore',
    'ocean-hours-approximation',
    'astro-navigation',
  ]);
}
