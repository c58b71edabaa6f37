import { multipartBody } from '../captain-profile/test-support.ts';
import type { TestApp } from '../testing/test-app.ts';

export interface GpxPoint {
  lat: number;
  lon: number;
  /** ISO time; left out in a file without times. */
  time?: string;
}

/** A GPX 1.1 file with one track of these points, as a plotter exports it. */
export function gpxFile(points: readonly GpxPoint[]): string {
  const trkpts = points
    .map(
      (p) =>
        `<trkpt lat="${p.lat}" lon="${p.lon}"><ele>0</ele>${p.time ? `<time>${p.time}</time>` : ''}</trkpt>`,
    )
    .join('\n');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<gpx version="1.1" creator="Test plotter" xmlns="http://www.topografix.com/GPX/1/1">\n' +
    `<trk><name>Test</name><trkseg>\n${trkpts}\n</trkseg></trk>\n</gpx>\n`
  );
}

/**
 * Half an hour out of Gdynia due north at 18 kn, a point every 10 minutes on 20 June 2026 (daylight): 0.15° of
 * latitude, 9.0 Mm along the meridian at 54.5° N.
 */
export const gdyniaRun: GpxPoint[] = [0, 1, 2, 3].map((i) => ({
  lat: Math.round((54.5333 + i * 0.05) * 1e4) / 1e4,
  lon: 18.55,
  time: `2026-06-20T10:${String(i * 10).padStart(2, '0')}:00Z`,
}));

/** POST /api/tracks with the file in the field "file", as the trip form sends it. */
export function uploadTrack(t: TestApp, token: string, data: string | Buffer, field = 'file') {
  const body = multipartBody([
    { field, filename: 'track.gpx', contentType: 'application/gpx+xml', data: Buffer.from(data) },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/tracks',
    headers: { authorization: `Bearer ${token}`, ...body.headers },
    payload: body.payload,
  });
}

/** Uploads a file that must be read, and gives the track's id. */
export async function uploadedTrackId(t: TestApp, token: string, data: string = gpxFile(gdyniaRun)) {
  const response = await uploadTrack(t, token, data);
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  return response.json<{ track: { id: number } }>().track.id;
}
