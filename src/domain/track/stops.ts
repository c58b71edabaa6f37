import type { TrackStop } from '../track.ts';
import { nearMiles } from './geodesic.ts';
import { trackRules } from './rules.ts';

type TimedPoint = { lat: number; lon: number; time: number };

/** A stop and the indexes of its first and last points. */
export type StopRun = { from: number; to: number; stop: TrackStop };

const stopMs = trackRules.stopMinutes * 60_000;
/** Slower than the stop speed for the stop's minimum time means staying this close to where the boat arrived. */
const stopRadiusMiles = (trackRules.stopKnots * trackRules.stopMinutes) / 60;

/**
 * Stops: stretches of at least 30 minutes in which the boat stays within the distance 0.3 kn covers in 30 minutes
 * (0.15 Mm) of where it arrived. Asked of the distance from the arrival rather than of each step's speed, because
 * a GPS lying at anchor wanders a few metres a second, which read step by step is several knots. A gap in the
 * recording (the plotter off overnight in harbour) is a stop when the boat is found where it was left.
 */
export function findStops(all: readonly TimedPoint[]): StopRun[] {
  const { points, indexes } = onePerMinute(all);
  const stops: StopRun[] = [];
  let i = 0;
  while (i < points.length) {
    const anchor = points[i] as TimedPoint;
    let j = i;
    while (j + 1 < points.length) {
      const next = points[j + 1] as TimedPoint;
      if (nearMiles(anchor.lat, anchor.lon, next.lat, next.lon) > stopRadiusMiles) break;
      j++;
    }
    const last = points[j] as TimedPoint;
    if (last.time - anchor.time >= stopMs) {
      stops.push({
        from: indexes[i] as number,
        to: indexes[j] as number,
        stop: stopOf(points.slice(i, j + 1)),
      });
      i = j + 1;
    } else {
      i++;
    }
  }
  return stops;
}

/**
 * The points at most one a minute, with their indexes in the track. Each candidate arrival looks ahead only until
 * the boat leaves its circle, at most 30 minutes of points when there is no stop: one a minute keeps that to 30
 * looks, where a fix every second drifting at 0.4 kn would need 1,300 each (14 s for 100,000 points).
 */
function onePerMinute(all: readonly TimedPoint[]): { points: TimedPoint[]; indexes: number[] } {
  const points: TimedPoint[] = [];
  const indexes: number[] = [];
  let last = Number.NEGATIVE_INFINITY;
  all.forEach((p, k) => {
    if (p.time - last >= 60_000 || k === all.length - 1) {
      points.push(p);
      indexes.push(k);
      last = p.time;
    }
  });
  return { points, indexes };
}

/** Where a stop is: the middle of the points in it, which is where the boat lay rather than where it came in. */
function stopOf(run: readonly TimedPoint[]): TrackStop {
  let lat = 0;
  let lon = 0;
  for (const p of run) {
    lat += p.lat;
    lon += p.lon;
  }
  const first = run[0] as TimedPoint;
  const last = run[run.length - 1] as TimedPoint;
  return {
    lat: round(lat / run.length, 5),
    lon: round(lon / run.length, 5),
    arrived_at: new Date(first.time).toISOString(),
    departed_at: new Date(last.time).toISOString(),
  };
}

export function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
