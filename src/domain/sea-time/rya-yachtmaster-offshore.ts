import type { Passage } from '../trip.ts';
import { countsTowardSchemes, exact, isSkipper, type SeaTimeTrip } from './counting.ts';
import { requirement, scheme } from './requirement.ts';
import { ryaDays, ryaMiles, ryaSkipperDays, ryaTidalDays } from './rya.ts';
import type { SeaTimeScheme } from './schema.ts';

/**
 * RYA/MCA Yachtmaster Offshore exam, the sea time required to sit it (RYA exam prerequisites; G158): within the
 * 10 years before the exam, 50 days on board, 5 of them as skipper, 2500 miles logged, 5 passages of over 60
 * miles (2 of them overnight, 2 as skipper) made on vessels of 7 to 24 m, and half of the sea time in tidal
 * waters (25 of the 50 days). Sea time on vessels over 24 m counts at half: the RYA accepts at most half of
 * the miles from them, and counting their days and miles at half is the reading that never claims too much.
 */
export const ryaYachtmasterOffshoreRules = {
  years: 10,
  days: 50,
  skipperDays: 5,
  miles: 2500,
  passages: 5,
  passageMilesOver: 60,
  overnightPassages: 2,
  skipperPassages: 2,
  largeVesselOver: 24,
  passageVesselFrom: 7,
} as const;

const r = ryaYachtmasterOffshoreRules;

/**
 * The first day that still counts: the same date `years` years before today (a trip counts only when it began
 * on or after it, so all of its time lies within the window). Compared as YYYY-MM-DD text, 29 February of a
 * year without one falls between 28 February and 1 March, as it should.
 */
export function windowStart(today: string, years: number = r.years): string {
  return `${String(Number(today.slice(0, 4)) - years).padStart(4, '0')}${today.slice(4)}`;
}

/** Time on vessels over 24 m counts at half (days and miles; see above). */
const onVesselSize = (amount: (trip: SeaTimeTrip) => number) => (trip: SeaTimeTrip) =>
  trip.hull_length > r.largeVesselOver ? exact(amount(trip) / 2) : amount(trip);

/** Qualifying passages: over 60 miles (60 exactly is not), on a vessel of 7 to 24 m. */
function qualifyingPassages(trip: SeaTimeTrip, also: (passage: Passage) => boolean = () => true): number {
  if (trip.hull_length < r.passageVesselFrom || trip.hull_length > r.largeVesselOver) return 0;
  return trip.passages.filter((passage) => passage.distance > r.passageMilesOver && also(passage)).length;
}

export function ryaYachtmasterOffshore(trips: readonly SeaTimeTrip[], today: string): SeaTimeScheme {
  const start = windowStart(today);
  const recent = trips.filter((trip) => countsTowardSchemes(trip) && trip.embarkation_date >= start);
  return scheme(
    'rya-yachtmaster-offshore',
    [
      requirement('days', r.days, 'days', recent, onVesselSize(ryaDays)),
      requirement('skipper-days', r.skipperDays, 'days', recent, ryaSkipperDays),
      requirement('miles', r.miles, 'miles', recent, onVesselSize(ryaMiles)),
      requirement('passages', r.passages, 'passages', recent, (trip) => qualifyingPassages(trip)),
      requirement('overnight-passages', r.overnightPassages, 'passages', recent, (trip) =>
        qualifyingPassages(trip, (passage) => passage.overnight),
      ),
      requirement('skipper-passages', r.skipperPassages, 'passages', recent, (trip) =>
        isSkipper(trip) ? qualifyingPassages(trip) : 0,
      ),
      requirement('tidal-days', r.days / 2, 'days', recent, ryaTidalDays),
    ],
    [
      'age-18',
      'exam',
      'first-aid',
      'vhf',
      'ten-years',
      'large-vessels',
      'passage-approximation',
      'day-approximation',
      'tidal-day-approximation',
    ],
  );
}
