import { type FoldedPlace, withFoldedName } from './gazetteer.ts';
import list from './harbours.json' with { type: 'json' };

type HarbourRow = [name: string, country: string, lat: number, lon: number, tidal: number];

/** The bundled harbours (README.md beside the file), folded once when the server starts; sorted by name. */
export const harbours: readonly FoldedPlace[] = (list as HarbourRow[]).map(
  ([name, country, lat, lon, tidal]) => withFoldedName({ name, country, lat, lon, is_tidal: tidal === 1 }),
);
