import type { TrackSketch } from '#domain/track.ts';

/** XYZ tiles are 256 px squares; zoom z has 2^z of them across the world (Web Mercator, as every XYZ server). */
export const tileSize = 256;
export const minZoom = 1;
export const maxZoom = 18;

export interface Pixel {
  x: number;
  y: number;
}

/** The point's position in pixels on the whole world's map at zoom z. */
export function worldPixel(lat: number, lon: number, zoom: number): Pixel {
  const scale = tileSize * 2 ** zoom;
  const sin = Math.sin((lat * Math.PI) / 180);
  return {
    x: ((lon + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

/** The closest zoom at which the whole route fits the view with a margin. */
export function fittingZoom(
  bbox: TrackSketch['bbox'],
  width: number,
  height: number,
  margin: number,
): number {
  for (let zoom = maxZoom; zoom > minZoom; zoom--) {
    const corner = worldPixel(bbox.max_lat, bbox.min_lon, zoom);
    const opposite = worldPixel(bbox.min_lat, bbox.max_lon, zoom);
    if (opposite.x - corner.x <= width - 2 * margin && opposite.y - corner.y <= height - 2 * margin)
      return zoom;
  }
  return minZoom;
}

export interface Tile {
  url: string;
  /** Where the tile's top left corner lies in the view. */
  left: number;
  top: number;
}

/** The tile address for one tile: {z}, {x}, {y}, and {s} spread over the usual a, b, c subdomains. */
export function tileUrl(template: string, zoom: number, x: number, y: number): string {
  return template
    .replaceAll('{z}', String(zoom))
    .replaceAll('{x}', String(x))
    .replaceAll('{y}', String(y))
    .replaceAll('{s}', 'abc'[(x + y) % 3] ?? 'a');
}

/** The tiles that cover a view of this size centred on `centre` (world pixels at `zoom`). */
export function tilesAround(
  template: string,
  centre: Pixel,
  zoom: number,
  width: number,
  height: number,
): Tile[] {
  const count = 2 ** zoom;
  const left = centre.x - width / 2;
  const top = centre.y - height / 2;
  const tiles: Tile[] = [];
  for (let ty = Math.floor(top / tileSize); ty <= Math.floor((top + height) / tileSize); ty++) {
    if (ty < 0 || ty >= count) continue;
    for (let tx = Math.floor(left / tileSize); tx <= Math.floor((left + width) / tileSize); tx++) {
      // East of 180° the world starts again.
      const wrapped = ((tx % count) + count) % count;
      tiles.push({
        url: tileUrl(template, zoom, wrapped, ty),
        left: tx * tileSize - left,
        top: ty * tileSize - top,
      });
    }
  }
  return tiles;
}
