import { looseKey } from './account-fill.ts';

/** What tells two trips apart for an import: the yacht, the dates and the two ends. */
export interface TripIdentity {
  yacht_name: string;
  registration_number: string;
  embarkation_date: string;
  disembarkation_date: string;
  embarkation_port: string;
  disembarkation_port: string;
}

/**
 * The trips already kept and those an import adds as it goes. A trip equals one of them when the dates and both
 * ports are equal and the yacht is the same: by registration number when both have one, else by name (ports,
 * names and numbers without case, accents, spaces or punctuation).
 */
export function duplicateFinder(kept: readonly TripIdentity[]) {
  const yachtsOn = new Map<string, { registration: string; name: string }[]>();
  const voyageKey = (trip: TripIdentity) =>
    [
      trip.embarkation_date,
      trip.disembarkation_date,
      looseKey(trip.embarkation_port),
      looseKey(trip.disembarkation_port),
    ].join('|');

  const add = (trip: TripIdentity) => {
    const key = voyageKey(trip);
    const yacht = { registration: looseKey(trip.registration_number), name: looseKey(trip.yacht_name) };
    const yachts = yachtsOn.get(key);
    if (yachts) yachts.push(yacht);
    else yachtsOn.set(key, [yacht]);
  };
  for (const trip of kept) add(trip);

  return {
    /** Whether the trip equals one kept or added. */
    has(trip: TripIdentity): boolean {
      const registration = looseKey(trip.registration_number);
      const name = looseKey(trip.yacht_name);
      return (yachtsOn.get(voyageKey(trip)) ?? []).some((other) =>
        registration !== '' && other.registration !== ''
          ? other.registration === registration
          : other.name === name,
      );
    },
    add,
  };
}
