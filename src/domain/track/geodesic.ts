import * as geographiclib from 'geographiclib-geodesic';
import { metresPerNauticalMile } from './rules.ts';

// A CommonJS module: Node's own ESM loader shows its exports only as the default, bundlers and vitest as names.
const { Geodesic } = (geographiclib as { default?: typeof geographiclib }).default ?? geographiclib;
const wgs84 = Geodesic.WGS84;

/**
 * Nautical miles along the geodesic on the WGS84 ellipsoid (Karney's algorithm, accurate to nanometres), not a
 * sphere: a spherical formula is up to 0.5 % off, enough to move a long passage by a mile.
 */
export function geodesicMiles(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const { s12 } = wgs84.Inverse(lat1, lon1, lat2, lon2, Geodesic.DISTANCE);
  return (s12 ?? 0) / metresPerNauticalMile;
}

const metresPerDegree = 111_320;

/**
 * A quick flat-earth distance in nautical miles, good to a fraction of a per cent over a few hundred metres:
 * enough to tell whether the boat left a stop's circle, which is asked far more often than a distance is summed.
 */
export function nearMiles(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dy = (lat2 - lat1) * metresPerDegree;
  const dx = (lon2 - lon1) * metresPerDegree * Math.cos((((lat1 + lat2) / 2) * Math.PI) / 180);
  return Math.hypot(dx, dy) / metresPerNauticalMile;
}
