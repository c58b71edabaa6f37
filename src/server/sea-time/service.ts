import { countsTowardSchemes, type SeaTimeTrip } from '#domain/sea-time/counting.ts';
import type { SeaTime } from '#domain/sea-time/schema.ts';
import { seaTime } from '#domain/sea-time/sea-time.ts';
import { todayIso } from '#domain/trip-days.ts';
import type { SeaTimeRepository } from './repository.ts';

/** A captain's sea time and the trips behind it (the statement prints both). */
export interface SeaTimeOf {
  seaTime: SeaTime;
  /**
   * The trips that count toward the schemes (completed, on sea waters), oldest first. A scheme's own trips are
   * those its requirements list in `trip_ids` (the Yachtmaster Offshore counts only the last 10 years).
   */
  trips: SeaTimeTrip[];
}

/** Sea time: the captain's own logbook measured by the rules of src/domain/sea-time (docs/sea-time.md). */
export function seaTimeService(repository: SeaTimeRepository, today: () => string = () => todayIso()) {
  return {
    async seaTimeOf(ownerId: number): Promise<SeaTimeOf> {
      const trips = await repository.tripsOf(ownerId);
      return { seaTime: seaTime(trips, today()), trips: trips.filter(countsTowardSchemes) };
    },
  };
}

export type SeaTimeService = ReturnType<typeof seaTimeService>;
