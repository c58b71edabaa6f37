import { foldText } from '#domain/text-fold.ts';
import type { PortSuggestion } from '#domain/track.ts';
import { type FoldedPlace, matchPlaces, nearestPlace, withFoldedName } from './gazetteer.ts';
import { harbours } from './harbours.ts';
import type { OwnPortRow, PortsRepository } from './repository.ts';

/** At most this many suggestions (the schema's limit). */
export const portSuggestionLimit = 20;

/**
 * How far from a stop a port may lie and still name it, in nautical miles: a marina and its anchorage or
 * waiting pontoon are within it, the next harbour along most coasts is not (docs/tracks.md, "Port names").
 */
export const stopNamingRadiusMm = 1.5;

/** What a track's stop takes from the gazetteer. */
export interface StopName {
  name: string;
  is_tidal: boolean;
}

/**
 * One place per name (folded): the newest record's tidal flag, and coordinates from the newest record that has
 * them.
 */
function distinctOwnPorts(rows: readonly OwnPortRow[]): FoldedPlace[] {
  const byName = new Map<string, FoldedPlace>();
  for (const row of rows) {
    const name = row.name.trim();
    if (name === '') continue;
    const place = withFoldedName({
      name,
      country: '',
      lat: row.lat,
      lon: row.lon,
      is_tidal: row.is_tidal === 1,
    });
    const known = byName.get(place.folded);
    if (!known) byName.set(place.folded, place);
    else if (known.lat === null && row.lat !== null && row.lon !== null) {
      byName.set(place.folded, { ...known, lat: row.lat, lon: row.lon });
    }
  }
  return [...byName.values()];
}

function toSuggestion(place: FoldedPlace, source: PortSuggestion['source']): PortSuggestion {
  const { name, country, lat, lon, is_tidal } = place;
  return { name, country, lat, lon, is_tidal, source };
}

/** The gazetteer: the captain's own earlier ports first, then the bundled harbours. */
export function portsService(ports: PortsRepository) {
  /**
   * Names for the stops of one track, in order: the nearest own port with coordinates, else the nearest harbour,
   * within the radius. The captain's own ports are read once for all the stops.
   */
  async function nameStops(
    ownerId: number,
    stops: readonly { lat: number; lon: number }[],
  ): Promise<(StopName | undefined)[]> {
    if (stops.length === 0) return [];
    const own = distinctOwnPorts(await ports.ownPorts(ownerId));
    return stops.map(({ lat, lon }) => {
      const place =
        nearestPlace(own, lat, lon, stopNamingRadiusMm) ??
        nearestPlace(harbours, lat, lon, stopNamingRadiusMm);
      return place ? { name: place.name, is_tidal: place.is_tidal } : undefined;
    });
  }

  return {
    /** Up to 20 ports whose name starts with, then holds, the term; case and accents ignored. */
    async suggest(ownerId: number, term: string): Promise<PortSuggestion[]> {
      const folded = foldText(term);
      const own = matchPlaces(distinctOwnPorts(await ports.ownPorts(ownerId)), folded, portSuggestionLimit);
      const ownNames = new Set(own.map((place) => place.folded));
      // A harbour the captain already has under the same name would be suggested twice.
      const bundled = matchPlaces(harbours, folded, portSuggestionLimit + own.length).filter(
        (place) => !ownNames.has(place.folded),
      );
      return [
        ...own.map((place) => toSuggestion(place, 'own')),
        ...bundled.map((place) => toSuggestion(place, 'harbours')),
      ].slice(0, portSuggestionLimit);
    },

    nameStops,

    /** The name for one stop (nameStops for a whole track). */
    async nameStop(ownerId: number, lat: number, lon: number): Promise<StopName | undefined> {
      return (await nameStops(ownerId, [{ lat, lon }]))[0];
    },
  };
}

export type PortsService = ReturnType<typeof portsService>;
