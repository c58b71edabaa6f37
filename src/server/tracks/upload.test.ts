import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { type Captain, newCaptain } from '../trips/test-support.ts';
import { gdyniaRun, gpxFile, uploadTrack } from './test-support.ts';

/** POST /api/tracks: a GPX file read into a track the captain can give to a trip. */
describe('uploading a track', () => {
  let t: TestApp;
  let captain: Captain;
  let free: Captain;
  beforeAll(async () => {
    t = await createTestApp();
    captain = await newCaptain(t, true);
    free = await newCaptain(t, false);
  });
  afterAll(async () => t.close());

  it('reads a small GPX into its summary, with the ends named from the bundled harbours', async () => {
    const response = await uploadTrack(t, captain.token, gpxFile(gdyniaRun));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      message: 'The track has been read. Check what it fills in before saving the trip.',
      track: {
        id: expect.any(Number),
        points: 4,
        distance: expect.closeTo(9.03, 1),
        started_at: '2026-06-20T10:00:00.000Z',
        ended_at: '2026-06-20T10:30:00.000Z',
        hours_under_way: 0.5,
        night_hours: 0,
        max_speed: expect.closeTo(18.1, 0),
        average_speed: expect.closeTo(18.1, 0),
        stops: [
          {
            lat: 54.5333,
            lon: 18.55,
            arrived_at: '2026-06-20T10:00:00.000Z',
            departed_at: '2026-06-20T10:00:00.000Z',
            name: 'Gdynia',
            is_tidal: false,
          },
          {
            lat: 54.6833,
            lon: 18.55,
            arrived_at: '2026-06-20T10:30:00.000Z',
            departed_at: '2026-06-20T10:30:00.000Z',
          },
        ],
        bbox: { min_lat: 54.5333, min_lon: 18.55, max_lat: 54.6833, max_lon: 18.55 },
        notes: [],
      },
    });
  });

  it('reads a file without times for its distance and ends only, and says so', async () => {
    const untimed = gdyniaRun.map(({ lat, lon }) => ({ lat, lon }));
    const response = await uploadTrack(t, captain.token, gpxFile(untimed));
    expect(response.statusCode, response.body).toBe(201);
    const { track } = response.json();
    expect(track).toMatchObject({
      points: 4,
      started_at: null,
      ended_at: null,
      hours_under_way: null,
      night_hours: null,
      max_speed: null,
      average_speed: null,
      stops: [
        { lat: 54.5333, lon: 18.55, arrived_at: null, departed_at: null, name: 'Gdynia', is_tidal: false },
        { lat: 54.6833, lon: 18.55, arrived_at: null, departed_at: null },
      ],
      notes: ['tracks.notes.no_time'],
    });
    expect(track.distance).toBeCloseTo(9.03, 1);
  });

  it('answers a captain without premium 403 premium_required, as other trip changes', async () => {
    const response = await uploadTrack(t, free.token, gpxFile(gdyniaRun));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      success: false,
      error: 'premium_required',
      request_id: expect.any(String),
    });
  });

  it('asks for the file when none is sent, in the field "file" or at all', async () => {
    for (const response of [
      await uploadTrack(t, captain.token, gpxFile(gdyniaRun), 'gpx'),
      await t.app.inject({
        method: 'POST',
        url: '/api/tracks',
        headers: { authorization: `Bearer ${captain.token}` },
        payload: { file: 'track.gpx' },
      }),
    ]) {
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toEqual({
        success: false,
        message: 'Choose a GPX file to upload.',
        errors: { file: ['Choose a GPX file to upload.'] },
        request_id: expect.any(String),
      });
    }
  });
});
