import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { type Captain, call, createTrip, newCaptain, validTrip } from '../trips/test-support.ts';
import { readGpx } from './gpx-reader.ts';
import { tracksRepository } from './repository.ts';
import { gdyniaRun, uploadedTrackId } from './test-support.ts';

const unavailable =
  "This track can no longer be used: it is another trip's or was uploaded more than 24 hours ago. Upload the GPX file again.";
const refusedTrack = {
  success: false,
  message: unavailable,
  errors: { track_id: [unavailable] },
  request_id: expect.any(String),
};

/** A trip takes an uploaded track: served as a sketch and as GPX to its captain only, and gone with the trip. */
describe('trips with tracks', () => {
  let t: TestApp;
  let captain: Captain;
  let other: Captain;
  beforeAll(async () => {
    t = await createTestApp();
    captain = await newCaptain(t, true);
    other = await newCaptain(t, true);
  });
  afterAll(async () => t.close());

  const trackRow = (id: number) =>
    t.app.database.db
      .selectFrom('tracks')
      .select(['trip_id', 'expires_at'])
      .where('id', '=', id)
      .executeTakeFirst();

  it('keeps the track a new trip takes: has_track, the sketch, and the GPX that reads back as the points', async () => {
    const trackId = await uploadedTrackId(t, captain.token);
    expect(await trackRow(trackId)).toEqual({ trip_id: null, expires_at: expect.any(String) });
    const trip = await createTrip(t, captain.token, {
      track_id: trackId,
      visited_ports: [{ name: 'Hel', is_tidal: false, lat: 54.6, lon: 18.8 }],
    });
    expect(trip).toMatchObject({
      has_track: true,
      visited_ports: [
        { name: 'Hel', is_tidal: false, arrival_date: null, departure_date: null, lat: 54.6, lon: 18.8 },
      ],
    });
    expect(await trackRow(trackId)).toEqual({ trip_id: trip.id, expires_at: null });

    const sketch = await call(t, 'GET', `/api/sailing-trips/${trip.id}/track`, { token: captain.token });
    expect(sketch.statusCode, sketch.body).toBe(200);
    expect(sketch.json()).toEqual({
      success: true,
      sketch: {
        // A straight run simplifies to its ends.
        line: [
          [54.5333, 18.55],
          [54.6833, 18.55],
        ],
        stops: [
          expect.objectContaining({ lat: 54.5333, lon: 18.55, name: 'Gdynia' }),
          expect.objectContaining({ lat: 54.6833, lon: 18.55 }),
        ],
        bbox: { min_lat: 54.5333, min_lon: 18.55, max_lat: 54.6833, max_lon: 18.55 },
        distance: expect.closeTo(9.03, 1),
      },
    });

    const gpx = await call(t, 'GET', `/api/sailing-trips/${trip.id}/track.gpx`, { token: captain.token });
    expect(gpx.statusCode).toBe(200);
    expect(gpx.headers['content-type']).toBe('application/gpx+xml; charset=utf-8');
    expect(gpx.headers['content-disposition']).toBe(`attachment; filename="logbook-trip-${trip.id}.gpx"`);
    expect(await readGpx(Readable.from([gpx.rawPayload]))).toEqual(
      gdyniaRun.map((p) => ({ lat: p.lat, lon: p.lon, time: Date.parse(p.time ?? '') })),
    );

    const read = await call(t, 'GET', `/api/sailing-trips/${trip.id}`, { token: captain.token });
    expect(read.json().sailing_trip.has_track).toBe(true);
    const list = await call(t, 'GET', '/api/sailing-trips', { token: captain.token });
    expect(list.json().sailing_trips.find((listed: { id: number }) => listed.id === trip.id).has_track).toBe(
      true,
    );
  });

  it('keeps the track through an edit without track_id, replaces it with another, and removes it with null', async () => {
    const first = await uploadedTrackId(t, captain.token);
    const trip = await createTrip(t, captain.token, { track_id: first });
    const put = (body: Record<string, unknown>) =>
      call(t, 'PUT', `/api/sailing-trips/${trip.id}`, { token: captain.token, payload: validTrip(body) });

    const kept = await put({ captain_notes: 'Edited.' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().sailing_trip.has_track).toBe(true);
    expect(await trackRow(first)).toEqual({ trip_id: trip.id, expires_at: null });

    const again = await put({ track_id: first });
    expect(again.statusCode, again.body).toBe(200);
    expect(await trackRow(first)).toEqual({ trip_id: trip.id, expires_at: null });

    const second = await uploadedTrackId(t, captain.token);
    const replaced = await put({ track_id: second });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().sailing_trip.has_track).toBe(true);
    expect(await trackRow(first)).toBeUndefined();
    expect(await trackRow(second)).toEqual({ trip_id: trip.id, expires_at: null });

    const removed = await put({ track_id: null });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().sailing_trip.has_track).toBe(false);
    expect(await trackRow(second)).toBeUndefined();
    const sketch = await call(t, 'GET', `/api/sailing-trips/${trip.id}/track`, { token: captain.token });
    expect(sketch.statusCode).toBe(404);
  });

  it('answers another captain 404 on the sketch and the GPX, and refuses their taking the track', async () => {
    const trackId = await uploadedTrackId(t, captain.token);
    const trip = await createTrip(t, captain.token, { track_id: trackId });
    for (const path of ['track', 'track.gpx']) {
      const response = await call(t, 'GET', `/api/sailing-trips/${trip.id}/${path}`, { token: other.token });
      expect(response.statusCode, path).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        message: 'Not found.',
        request_id: expect.any(String),
      });
    }

    // Neither a track taken by the captain's trip nor one still waiting can go to another captain's trip.
    const waiting = await uploadedTrackId(t, captain.token);
    for (const track_id of [trackId, waiting]) {
      const created = await call(t, 'POST', '/api/sailing-trips', {
        token: other.token,
        payload: validTrip({ track_id }),
      });
      expect(created.statusCode).toBe(422);
      expect(created.json()).toEqual(refusedTrack);
    }
    const othersTrip = await createTrip(t, other.token);
    const edited = await call(t, 'PUT', `/api/sailing-trips/${othersTrip.id}`, {
      token: other.token,
      payload: validTrip({ track_id: waiting, captain_notes: 'Not saved.' }),
    });
    expect(edited.statusCode).toBe(422);
    expect(edited.json()).toEqual(refusedTrack);
    const unchanged = await call(t, 'GET', `/api/sailing-trips/${othersTrip.id}`, { token: other.token });
    expect(unchanged.json().sailing_trip).toMatchObject({
      has_track: false,
      captain_notes: othersTrip.captain_notes,
    });
    expect(await trackRow(waiting)).toEqual({ trip_id: null, expires_at: expect.any(String) });
  });

  it("refuses a track another of the captain's trips took, saving nothing", async () => {
    const trackId = await uploadedTrackId(t, captain.token);
    await createTrip(t, captain.token, { track_id: trackId });
    const before = (await call(t, 'GET', '/api/sailing-trips', { token: captain.token })).json()
      .sailing_trips;
    const second = await call(t, 'POST', '/api/sailing-trips', {
      token: captain.token,
      payload: validTrip({ track_id: trackId }),
    });
    expect(second.statusCode).toBe(422);
    expect(second.json()).toEqual(refusedTrack);
    const after = (await call(t, 'GET', '/api/sailing-trips', { token: captain.token })).json().sailing_trips;
    expect(after).toHaveLength(before.length);
  });

  it('hides the track of a deleted trip, brings it back on restore, and deletes it with the trip for good', async () => {
    const trackId = await uploadedTrackId(t, captain.token);
    const trip = await createTrip(t, captain.token, { track_id: trackId });
    const sketchStatus = async () =>
      (await call(t, 'GET', `/api/sailing-trips/${trip.id}/track`, { token: captain.token })).statusCode;

    expect(
      (await call(t, 'DELETE', `/api/sailing-trips/${trip.id}`, { token: captain.token })).statusCode,
    ).toBe(200);
    expect(await sketchStatus()).toBe(404);
    expect(await trackRow(trackId)).toEqual({ trip_id: trip.id, expires_at: null });
    await t.app.database.db
      .updateTable('trips')
      .set({ deleted_at: null })
      .where('id', '=', trip.id)
      .execute();
    expect(await sketchStatus()).toBe(200);

    await t.app.database.db.deleteFrom('trips').where('id', '=', trip.id).execute();
    expect(await trackRow(trackId)).toBeUndefined();
  });

  it('purges tracks no trip took once their 24 hours are over, and no trip can take one after that', async () => {
    const expired = await uploadedTrackId(t, captain.token);
    const waiting = await uploadedTrackId(t, captain.token);
    const taken = await uploadedTrackId(t, captain.token);
    await createTrip(t, captain.token, { track_id: taken });
    const past = new Date(Date.now() - 1000).toISOString();
    await t.app.database.db
      .updateTable('tracks')
      .set({ expires_at: past })
      .where('id', '=', expired)
      .execute();

    const late = await call(t, 'POST', '/api/sailing-trips', {
      token: captain.token,
      payload: validTrip({ track_id: expired }),
    });
    expect(late.statusCode).toBe(422);
    expect(late.json()).toEqual(refusedTrack);

    const tracks = tracksRepository(t.app.database.db);
    expect(await tracks.purgeExpired(new Date())).toBe(1);
    expect(await trackRow(expired)).toBeUndefined();
    expect(await trackRow(waiting)).toEqual({ trip_id: null, expires_at: expect.any(String) });
    expect(await trackRow(taken)).toEqual({ trip_id: expect.any(Number), expires_at: null });
    // A day later the waiting one goes too; a trip's track never does.
    await tracks.purgeExpired(new Date(Date.now() + 24 * 3600_000 + 1000));
    expect(await trackRow(waiting)).toBeUndefined();
    expect(await trackRow(taken)).toEqual({ trip_id: expect.any(Number), expires_at: null });
  });

  it('serves no track for a trip without one', async () => {
    const trip = await createTrip(t, captain.token);
    expect(trip.has_track).toBe(false);
    for (const path of ['track', 'track.gpx']) {
      const response = await call(t, 'GET', `/api/sailing-trips/${trip.id}/${path}`, {
        token: captain.token,
      });
      expect(response.statusCode, path).toBe(404);
    }
  });
});
