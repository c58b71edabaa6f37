import simplify from 'simplify-js';
import type { TrackPoint } from './rules.ts';

/** The sketch never draws more than this many points, whatever the track. */
export const sketchMaxPoints = 1000;

/**
 * The track as [lat, lon] pairs for the sketch, simplified (Douglas-Peucker with simplify-js) at the given tolerance
 * in degrees (a track of more than 5,000 points is first thinned to every n-th point); when that still leaves more than 1,000 points, the tolerance doubles until it does not.
 */
export function simplifyTrack(points: readonly TrackPoint[], toleranceDegrees: number): [number, number][] {
  const xy = thinned(points).map((p) => ({ x: p.lon, y: p.lat }));
  let tolerance = Math.max(toleranceDegrees, 1e-7);
  let line = simplify(xy, tolerance);
  while (line.length > sketchMaxPoints) {
    tolerance *= 2;
    line = simplify(line, tolerance);
  }
  return line.map((p) => [p.y, p.x]);
}

/** simplify-js recurses once per kept point: a long zigzag would overflow the stack, so very long tracks are thinned. */
const thinnedMaxPoints = 5_000;

function thinned(points: readonly TrackPoint[]): readonly TrackPoint[] {
  if (points.length <= thinnedMaxPoints) return points;
  const step = Math.ceil(points.length / thinnedMaxPoints);
  const kept = points.filter((_, i) => i % step === 0);
  const last = points[points.length - 1] as TrackPoint;
  if (kept[kept.length - 1] !== last) kept.push(last);
  return kept;
}
