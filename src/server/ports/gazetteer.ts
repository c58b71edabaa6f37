import { foldText } from '#domain/text-fold.ts';
import { distanceMm } from './distance.ts';

/** A named place with what the trip form needs of it. */
export interface Place {
  name: string;
  country: string;
  lat: number | null;
  lon: number | null;
  is_tidal: boolean;
}

export interface FoldedPlace extends Place {
  folded: string;
}

export function withFoldedName(place: Place): FoldedPlace {
  return { ...place, folded: foldText(place.name) };
}

/** Those whose name starts with the folded term, then those that hold it elsewhere; each group in the given order. */
export function matchPlaces(
  places: readonly FoldedPlace[],
  foldedTerm: string,
  limit: number,
): FoldedPlace[] {
  const starting: FoldedPlace[] = [];
  const holding: FoldedPlace[] = [];
  for (const place of places) {
    if (place.folded.startsWith(foldedTerm)) {
      starting.push(place);
      if (starting.length >= limit) break;
    } else if (holding.length < limit && place.folded.includes(foldedTerm)) holding.push(place);
  }
  return [...starting, ...holding].slice(0, limit);
}

/** The place with coordinates nearest to the point, if it lies within `radiusMm`. */
export function nearestPlace<T extends Place>(
  places: readonly T[],
  lat: number,
  lon: number,
  radiusMm: number,
): T | undefined {
  let best: T | undefined;
  let bestDistance = radiusMm;
  for (const place of places) {
    if (place.lat === null || place.lon === null) continue;
    // A degree of latitude is 60 Mm: most places are ruled out without the trigonometry.
    if (Math.abs(place.lat - lat) * 60 > bestDistance) continue;
    const distance = distanceMm(lat, lon, place.lat, place.lon);
    if (distance <= bestDistance) {
      best = place;
      bestDistance = distance;
    }
  }
  return best;
}
