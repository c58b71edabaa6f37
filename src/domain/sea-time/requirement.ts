import { type SeaTimeTrip, sum } from './counting.ts';
import type { SeaTimeRequirement, SeaTimeScheme, SeaTimeSchemeId, SeaTimeUnit } from './schema.ts';

/**
 * A requirement reached by adding up what each trip brings (hours, miles, days, or 1 for a cruise that
 * qualifies): met at `required` or more. The trips that bring anything are the ones that count toward it.
 */
export function requirement(
  id: string,
  required: number,
  unit: SeaTimeUnit,
  trips: readonly SeaTimeTrip[],
  share: (trip: SeaTimeTrip) => number,
): SeaTimeRequirement {
  const counting = trips.filter((trip) => share(trip) > 0);
  const achieved = sum(counting, share);
  return {
    id,
    required,
    achieved,
    unit,
    met: achieved >= required,
    trip_ids: counting.map((trip) => trip.id),
  };
}

/** One for a trip that qualifies, nothing otherwise: the share of a requirement counted in cruises. */
export function cruise(qualifies: (trip: SeaTimeTrip) => boolean) {
  return (trip: SeaTimeTrip) => (qualifies(trip) ? 1 : 0);
}

/** A scheme is met when every one of its requirements is; its notes say what the logbook cannot know. */
export function scheme(
  id: SeaTimeSchemeId,
  requirements: SeaTimeRequirement[],
  notes: readonly string[],
): SeaTimeScheme {
  return { id, met: requirements.every((item) => item.met), requirements, notes: [...notes] };
}
