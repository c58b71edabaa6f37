import type { SeaTimeTrip } from './counting.ts';
import { pzzJsm } from './pzz-jsm.ts';
import { pzzKj } from './pzz-kj.ts';
import { ryaCoastalSkipper } from './rya-coastal-skipper.ts';
import { ryaDaySkipper } from './rya-day-skipper.ts';
import { ryaYachtmasterCoastal } from './rya-yachtmaster-coastal.ts';
import { ryaYachtmasterOcean } from './rya-yachtmaster-ocean.ts';
import { ryaYachtmasterOffshore } from './rya-yachtmaster-offshore.ts';
import type { SeaTime } from './schema.ts';
import { notYetCounted, seaTimeByYacht, seaTimeByYear, seaTimeTotals } from './totals.ts';

/**
 * A captain's sea time: totals, per year, per yacht, and where the logbook stands against each licence scheme, in the
 * order of seaTimeSchemeIds. `today` (YYYY-MM-DD) places the Yachtmaster Offshore's 10-year window. Each scheme
 * picks the trips it counts (completed, on sea waters); the rules are in docs/sea-time.md.
 */
export function seaTime(trips: readonly SeaTimeTrip[], today: string): SeaTime {
  return {
    totals: seaTimeTotals(trips),
    by_year: seaTimeByYear(trips),
    by_yacht: seaTimeByYacht(trips),
    schemes: [
      pzzJsm(trips),
      pzzKj(trips),
      ryaDaySkipper(trips),
      ryaCoastalSkipper(trips),
      ryaYachtmasterCoastal(trips),
      ryaYachtmasterOffshore(trips, today),
      ryaYachtmasterOcean(trips),
    ],
    not_counted: notYetCounted(trips),
  };
}
