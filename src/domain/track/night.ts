import * as SunCalc from 'suncalc';
import { trackRules } from './rules.ts';

/** The sun's centre this far below the horizon is suncalc's sunset and sunrise (refraction and the sun's radius). */
const sunsetAltitude = (-0.833 * Math.PI) / 180;
const sliceMs = trackRules.nightSliceMinutes * 60_000;

function isNight(time: number, lat: number, lon: number): boolean {
  return SunCalc.getPosition(new Date(time), lat, lon).altitude < sunsetAltitude;
}

/**
 * Hours of night in a stretch under way from (t0, lat0, lon0) to (t1, lat1, lon1). Night is asked of the sun's
 * altitude at the boat's position rather than of sunset and sunrise times, so polar day (no night at all) and polar
 * night (night all day) need no special case. Long stretches are cut into slices, each judged at its middle.
 */
export function nightHours(
  t0: number,
  lat0: number,
  lon0: number,
  t1: number,
  lat1: number,
  lon1: number,
): number {
  const span = t1 - t0;
  if (span <= 0) return 0;
  const slices = Math.max(1, Math.ceil(span / sliceMs));
  let nightMs = 0;
  for (let i = 0; i < slices; i++) {
    const f = (i + 0.5) / slices;
    if (isNight(t0 + span * f, lat0 + (lat1 - lat0) * f, lon0 + (lon1 - lon0) * f)) nightMs += span / slices;
  }
  return nightMs / 3_600_000;
}
