import type { Track } from '../track.ts';
import { geodesicMiles } from './geodesic.ts';
import { nightHours } from './night.ts';
import { type TrackPoint, trackRules } from './rules.ts';
import { findStops, round, type StopRun } from './stops.ts';

/** What the geometry knows of a track; the id and the stops' names come from the server. */
export type TrackSummary = Omit<Track, 'id'>;

type Kept = { lat: number; lon: number; time: number; miles: number };

/** Speeds are judged over at least this long, so that a GPS fix every second does not read its jitter as knots. */
const legMs = 60_000;

/**
 * The figures of a track (docs/tracks.md): distance in nautical miles along WGS84 geodesics, hours under way,
 * night hours, speeds, stops, bounding box. Points without a time are left out when at least two have one;
 * a track with fewer timed points has only its distance and bounding box, and the note `tracks.notes.no_time`.
 */
export function summarizeTrack(points: readonly TrackPoint[]): TrackSummary {
  const timed = points.filter((p): p is TrackPoint & { time: number } => p.time !== null);
  return timed.length >= 2 ? timedSummary(points.length, timed) : untimedSummary(points);
}

/**
 * Without times nothing tells a jump from a passage or a stop from a slow stretch: all points count, and the only
 * stops known are the track's two ends (the suggested ports of embarkation and disembarkation), without times.
 */
function untimedSummary(points: readonly TrackPoint[]): TrackSummary {
  let miles = 0;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1] as TrackPoint;
    const b = points[i] as TrackPoint;
    miles += geodesicMiles(a.lat, a.lon, b.lat, b.lon);
  }
  return {
    points: points.length,
    distance: round(miles, 2),
    started_at: null,
    ended_at: null,
    hours_under_way: null,
    night_hours: null,
    max_speed: null,
    average_speed: null,
    stops: untimedEnds(points),
    bbox: bboxOf(points),
    notes: ['tracks.notes.no_time'],
  };
}

function untimedEnds(points: readonly TrackPoint[]): Track['stops'] {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last || points.length < 2) return [];
  const end = (point: TrackPoint) => ({
    lat: point.lat,
    lon: point.lon,
    arrived_at: null,
    departed_at: null,
  });
  return [end(first), end(last)];
}

/**
 * Drops GPS jumps (a point the boat would have reached faster than 50 kn from the last kept point) and points
 * whose time does not move forward; keeps with each point the miles from the one before.
 */
function keepPlausible(timed: readonly { lat: number; lon: number; time: number }[]): Kept[] {
  const first = timed[0] as { lat: number; lon: number; time: number };
  const kept: Kept[] = [{ ...first, miles: 0 }];
  for (let i = 1; i < timed.length; i++) {
    const p = timed[i] as { lat: number; lon: number; time: number };
    const last = kept[kept.length - 1] as Kept;
    const hours = (p.time - last.time) / 3_600_000;
    if (hours <= 0) continue;
    const miles = geodesicMiles(last.lat, last.lon, p.lat, p.lon);
    if (miles / hours > trackRules.jumpKnots) continue;
    kept.push({ lat: p.lat, lon: p.lon, time: p.time, miles });
  }
  return kept;
}

function timedSummary(
  pointCount: number,
  timed: readonly { lat: number; lon: number; time: number }[],
): TrackSummary {
  const kept = keepPlausible(timed);
  const runs = findStops(kept);
  // stopOf[k]: the stop point k lies in, so that a step between two points of one stop (lying at anchor) is neither
  // distance nor time under way.
  const stopOf = new Int32Array(kept.length).fill(-1);
  for (const [r, run] of runs.entries()) stopOf.fill(r, run.from, run.to + 1);

  let miles = 0;
  let underWayHours = 0;
  let underWayMiles = 0;
  let night = 0;
  let maxSpeed = 0;
  let legStart = 0;
  let legMiles = 0;
  const closeLeg = (end: number) => {
    const a = kept[legStart] as Kept;
    const b = kept[end] as Kept;
    const hours = (b.time - a.time) / 3_600_000;
    miles += legMiles;
    const speed = hours > 0 ? legMiles / hours : 0;
    if (speed > trackRules.underWayKnots) {
      underWayHours += hours;
      underWayMiles += legMiles;
      night += nightHours(a.time, a.lat, a.lon, b.time, b.lat, b.lon);
      maxSpeed = Math.max(maxSpeed, speed);
    }
    legStart = end;
    legMiles = 0;
  };
  for (let k = 1; k < kept.length; k++) {
    const p = kept[k] as Kept;
    const atRest = stopOf[k] !== -1 && stopOf[k] === stopOf[k - 1];
    if (atRest) {
      if (legStart < k - 1) closeLeg(k - 1);
      legStart = k;
      continue;
    }
    legMiles += p.miles;
    if (p.time - (kept[legStart] as Kept).time >= legMs || k === kept.length - 1) closeLeg(k);
  }

  const first = kept[0] as Kept;
  const last = kept[kept.length - 1] as Kept;
  return {
    points: pointCount,
    distance: round(miles, 2),
    started_at: new Date(first.time).toISOString(),
    ended_at: new Date(last.time).toISOString(),
    hours_under_way: round(underWayHours, 2),
    night_hours: round(night, 2),
    max_speed: round(maxSpeed, 1),
    average_speed: underWayHours > 0 ? round(underWayMiles / underWayHours, 1) : 0,
    stops: withEnds(runs, kept),
    bbox: bboxOf(kept),
    notes: [],
  };
}

/**
 * The stops with the track's ends as the first and last (the suggested embarkation and disembarkation ports): a
 * recording that starts after leaving harbour or ends before arriving still names where it began and ended.
 */
function withEnds(runs: readonly StopRun[], kept: readonly Kept[]): Track['stops'] {
  const stops = runs.map((run) => run.stop);
  const end = (p: Kept) => {
    const at = new Date(p.time).toISOString();
    return { lat: round(p.lat, 5), lon: round(p.lon, 5), arrived_at: at, departed_at: at };
  };
  if (runs[0]?.from !== 0) stops.unshift(end(kept[0] as Kept));
  if (runs[runs.length - 1]?.to !== kept.length - 1) stops.push(end(kept[kept.length - 1] as Kept));
  return stops;
}

function bboxOf(points: readonly { lat: number; lon: number }[]): Track['bbox'] {
  if (points.length === 0) return null;
  let minLat = 90;
  let maxLat = -90;
  let minLon = 180;
  let maxLon = -180;
  for (const p of points) {
    minLat = Math.min(minLat, p.lat);
    maxLat = Math.max(maxLat, p.lat);
    minLon = Math.min(minLon, p.lon);
    maxLon = Math.max(maxLon, p.lon);
  }
  return { min_lat: minLat, min_lon: minLon, max_lat: maxLat, max_lon: maxLon };
}
