import { HttpResponse, http } from 'msw';
import type { Track } from '#domain/track.ts';
import { tracksUrl } from './upload-track.ts';

/** Test helpers for the track panel (not part of the app bundle). */

/** Two days from Gdynia to Hel across midnight in Poland (UTC+2 in July), with one stop at Jastarnia. */
export const gdyniaToHel: Track = {
  id: 42,
  points: 1200,
  distance: 31.6,
  started_at: '2026-07-01T06:00:00.000Z',
  ended_at: '2026-07-02T22:30:00.000Z',
  hours_under_way: 9.5,
  night_hours: 1.5,
  max_speed: 7.2,
  average_speed: 3.3,
  stops: [
    {
      lat: 54.52,
      lon: 18.55,
      arrived_at: null,
      departed_at: '2026-07-01T06:00:00.000Z',
      name: 'Gdynia',
      is_tidal: false,
    },
    {
      lat: 54.7,
      lon: 18.68,
      arrived_at: '2026-07-01T12:00:00.000Z',
      departed_at: '2026-07-02T08:00:00.000Z',
      name: 'Jastarnia',
      is_tidal: false,
    },
    { lat: 54.6, lon: 18.8, arrived_at: '2026-07-02T22:30:00.000Z', departed_at: null, name: 'Hel' },
  ],
  bbox: { min_lat: 54.52, min_lon: 18.55, max_lat: 54.7, max_lon: 18.8 },
  notes: [],
};

export const gpxFile = (name = 'gdynia-hel.gpx', size = 2048) =>
  new File([new Uint8Array(size)], name, { type: 'application/gpx+xml' });

/** POST /api/tracks answering with this track, recording the field names each upload carried. */
export function trackHandler(track: Track = gdyniaToHel, fields: string[][] = []) {
  return http.post(tracksUrl, async ({ request }) => {
    const form = await request.formData();
    fields.push([...form.keys()]);
    return HttpResponse.json({ success: true, track, message: 'Track read.' });
  });
}
