import { HttpResponse, http } from 'msw';
import type { TrackSketch } from '#domain/track.ts';
import { trackSketchUrl } from './track-api.ts';

/** Gdynia to Hel across the Bay of Puck with a stop at Jastarnia: about 20 Mm; the stops begin and end with the ends. */
export const gdyniaToHel = (overrides: Partial<TrackSketch> = {}): TrackSketch => ({
  line: [
    [54.5189, 18.5559],
    [54.5702, 18.5901],
    [54.6523, 18.6412],
    [54.6988, 18.6789],
    [54.6071, 18.8011],
  ],
  stops: [
    { lat: 54.5189, lon: 18.5559, arrived_at: null, departed_at: '2026-06-12T07:00:00.000Z', name: 'Gdynia' },
    {
      lat: 54.6988,
      lon: 18.6789,
      arrived_at: '2026-06-12T09:10:00.000Z',
      departed_at: '2026-06-12T09:50:00.000Z',
      name: 'Jastarnia',
    },
    { lat: 54.6071, lon: 18.8011, arrived_at: '2026-06-12T11:00:00.000Z', departed_at: null },
  ],
  bbox: { min_lat: 54.5189, min_lon: 18.5559, max_lat: 54.6988, max_lon: 18.8011 },
  distance: 20.37,
  ...overrides,
});

/** GET /api/sailing-trips/{id}/track answering with this sketch. */
export const trackSketchHandler = (tripId: number, sketch: TrackSketch) =>
  http.get(trackSketchUrl(tripId), () => HttpResponse.json({ success: true, sketch }));

/** GET /api/config: no map tiles unless given. */
export const clientConfigHandler = (mapTilesUrl: string | null = null, attribution: string | null = null) =>
  http.get('/api/config', () =>
    HttpResponse.json({ success: true, map_tiles_url: mapTilesUrl, map_tiles_attribution: attribution }),
  );
