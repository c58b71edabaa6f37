import type { TrackSketch } from '#domain/track.ts';

/** Nautical miles in one degree of latitude (and of longitude at the equator). */
const milesPerDegree = 60;
/** A route that stayed in one place still gets a drawing area this wide, in nautical miles. */
const smallestSpanMiles = 0.5;

export interface SketchPoint {
  x: number;
  y: number;
}

export interface SketchLayout {
  width: number;
  height: number;
  /** The line in drawing units, north up. */
  line: SketchPoint[];
  /** Drawing units per nautical mile. */
  unitsPerMile: number;
  /** Places a [lat, lon] in drawing units. */
  place: (lat: number, lon: number) => SketchPoint;
}

/**
 * An equirectangular projection around the route's middle latitude: longitude shrinks by cos(latitude), so a
 * mile is as long east-west as north-south and shapes look as on a chart (good enough for the few tens of
 * miles a trip spans; a Mercator chart differs by under 1 % across a degree of latitude at Baltic positions).
 * The route is scaled to fit the width with a margin and keeps its proportions; the height follows, between
 * half and the whole width, so a north-south route is not drawn as a sliver.
 */
export function layoutSketch(sketch: TrackSketch, width: number, margin: number): SketchLayout {
  const { bbox } = sketch;
  const midLatitude = ((bbox.min_lat + bbox.max_lat) / 2) * (Math.PI / 180);
  const eastWest = Math.cos(midLatitude);
  const spanX = Math.max((bbox.max_lon - bbox.min_lon) * eastWest * milesPerDegree, smallestSpanMiles);
  const spanY = Math.max((bbox.max_lat - bbox.min_lat) * milesPerDegree, smallestSpanMiles);
  const inner = width - 2 * margin;
  const height = Math.min(Math.max((inner * spanY) / spanX, inner / 2), inner) + 2 * margin;
  const unitsPerMile = Math.min(inner / spanX, (height - 2 * margin) / spanY);
  // Centred in the area the scale leaves over.
  const offsetX = (width - spanX * unitsPerMile) / 2;
  const offsetY = (height - spanY * unitsPerMile) / 2;
  const centreLon = (bbox.min_lon + bbox.max_lon) / 2;
  const centreLat = (bbox.min_lat + bbox.max_lat) / 2;
  const place = (lat: number, lon: number): SketchPoint => ({
    x: offsetX + ((lon - centreLon) * eastWest * milesPerDegree + spanX / 2) * unitsPerMile,
    y: offsetY + ((centreLat - lat) * milesPerDegree + spanY / 2) * unitsPerMile,
  });
  return {
    width,
    height,
    line: sketch.line.map(([lat, lon]) => place(lat, lon)),
    unitsPerMile,
    place,
  };
}

/** The longest 1, 2 or 5 × 10ⁿ miles that fits in `maxMiles`: a scale bar's round length. */
export function scaleBarMiles(maxMiles: number): number {
  const power = 10 ** Math.floor(Math.log10(maxMiles));
  for (const step of [5, 2, 1]) if (step * power <= maxMiles) return step * power;
  return power;
}

/** An SVG path through the points. */
export function pathOf(points: SketchPoint[]): string {
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)} ${p.y.toFixed(1)}`).join(' ');
}
