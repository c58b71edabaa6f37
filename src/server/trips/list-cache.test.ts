import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../cli/run-admin.ts';
import { preferredEncoding } from '../http/preferred-encoding.ts';
import { generousRateLimits } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { tripListCache } from './list-cache.ts';
import { type Captain, call, createTrip, newCaptain, type ServedTrip, validTrip } from './test-support.ts';

describe('the cached trip list', () => {
  let t: TestApp;
  let captain: Captain;
  let other: Captain;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
    captain = await newCaptain(t, true);
    other = await newCaptain(t, true);
  });
  afterAll(async () => t.close());

  async function list(who: Captain, headers: Record<string, string> = {}) {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/sailing-trips',
      headers: { authorization: `Bearer ${who.token}`, ...headers },
    });
    expect(response.statusCode).toBe(200);
    return response;
  }
  const trips = async (who: Captain) =>
    (await list(who)).json<{ sailing_trips: ServedTrip[] }>().sailing_trips;

  it('shows every kind of write in the very next list', async () => {
    const first = await createTrip(t, captain.token, { yacht_name: 'Pierwszy' });
    expect((await trips(captain)).map((trip) => trip.yacht_name)).toEqual(['Pierwszy']);

    const second = await createTrip(t, captain.token, { yacht_name: 'Drugi' });
    expect((await trips(captain)).map((trip) => trip.id)).toEqual([second.id, first.id]);

    const edited = validTrip({
      yacht_name: 'Pierwszy po zmianie',
      visited_ports: [{ name: 'Visby', is_tidal: false }],
      crew_members: [{ ...validTrip().crew_members[0], full_name: 'Ewa Kowalska' }],
    });
    expect(
      (await call(t, 'PUT', `/api/sailing-trips/${first.id}`, { token: captain.token, payload: edited }))
        .statusCode,
    ).toBe(200);
    const afterEdit = (await trips(captain)).find((trip) => trip.id === first.id);
    expect(afterEdit).toMatchObject({
      yacht_name: 'Pierwszy po zmianie',
      visited_ports: [{ name: 'Visby' }],
      crew_members: [{ full_name: 'Ewa Kowalska' }],
    });

    const planned = await createTrip(t, captain.token, {
      embarkation_date: '2099-01-01',
      disembarkation_date: '2099-01-02',
    });
    expect((await trips(captain)).find((trip) => trip.id === planned.id)?.status).toBe('planned');
    const status = await call(t, 'PATCH', `/api/sailing-trips/${planned.id}/status`, {
      token: captain.token,
      payload: { status: 'cancelled' },
    });
    expect(status.statusCode).toBe(200);
    expect((await trips(captain)).find((trip) => trip.id === planned.id)?.status).toBe('cancelled');

    expect(
      (await call(t, 'DELETE', `/api/sailing-trips/${second.id}`, { token: captain.token })).statusCode,
    ).toBe(200);
    expect((await trips(captain)).map((trip) => trip.id)).not.toContain(second.id);

    const restored = await runAdmin(
      ['trips:restore', String(second.id)],
      { databaseUrl: t.config.databaseUrl, dataDir: t.config.dataDir },
      { log: () => undefined },
      { log: () => undefined },
    );
    expect(restored).toBe(0);
    expect((await trips(captain)).map((trip) => trip.id)).toContain(second.id);
  });

  /** The summary page and every trip's details agree with the full list, as read now. */
  async function expectViewsAgree(who: Captain, gone: number[] = []) {
    const full = await trips(who);
    const page = await call(t, 'GET', '/api/sailing-trips?view=summary&limit=100', { token: who.token });
    const rows = page.json<{ sailing_trips: { id: number; yacht_name: string; status: string }[] }>()
      .sailing_trips;
    expect(rows.map((row) => row.id).sort((a, b) => a - b)).toEqual(
      full.map((trip) => trip.id).sort((a, b) => a - b),
    );
    for (const trip of full) {
      expect(rows.find((row) => row.id === trip.id)).toMatchObject({
        yacht_name: trip.yacht_name,
        status: trip.status,
      });
      const read = await call(t, 'GET', `/api/sailing-trips/${trip.id}`, { token: who.token });
      expect(read.json().sailing_trip).toEqual(trip);
    }
    for (const id of gone)
      expect((await call(t, 'GET', `/api/sailing-trips/${id}`, { token: who.token })).statusCode).toBe(404);
  }

  it('serves the summary page and the trip details anew after every kind of write', async () => {
    const own = await newCaptain(t, true);
    const first = await createTrip(t, own.token, { yacht_name: 'Pierwszy' });
    await expectViewsAgree(own);
    const second = await createTrip(t, own.token, { yacht_name: 'Drugi' });
    await expectViewsAgree(own);
    const edit = validTrip({
      yacht_name: 'Pierwszy po zmianie',
      visited_ports: [{ name: 'Visby', is_tidal: false }],
    });
    expect(
      (await call(t, 'PUT', `/api/sailing-trips/${first.id}`, { token: own.token, payload: edit }))
        .statusCode,
    ).toBe(200);
    await expectViewsAgree(own);
    const planned = await createTrip(t, own.token, {
      embarkation_date: '2099-01-01',
      disembarkation_date: '2099-01-02',
    });
    await expectViewsAgree(own);
    const status = await call(t, 'PATCH', `/api/sailing-trips/${planned.id}/status`, {
      token: own.token,
      payload: { status: 'cancelled' },
    });
    expect(status.statusCode).toBe(200);
    await expectViewsAgree(own);
    expect(
      (await call(t, 'DELETE', `/api/sailing-trips/${second.id}`, { token: own.token })).statusCode,
    ).toBe(200);
    await expectViewsAgree(own, [second.id]);
    const restored = await runAdmin(
      ['trips:restore', String(second.id)],
      { databaseUrl: t.config.databaseUrl, dataDir: t.config.dataDir },
      { log: () => undefined },
      { log: () => undefined },
    );
    expect(restored).toBe(0);
    await expectViewsAgree(own);
    // Another captain never gets this captain's cached trip.
    expect((await call(t, 'GET', `/api/sailing-trips/${first.id}`, { token: other.token })).statusCode).toBe(
      404,
    );
  });

  it('answers a create with the trip exactly as it is read back and listed', async () => {
    const created = await createTrip(t, captain.token, { yacht_name: 'Odczytany' });
    const read = await call(t, 'GET', `/api/sailing-trips/${created.id}`, { token: captain.token });
    expect(read.json().sailing_trip).toEqual(created);
    expect((await trips(captain)).find((trip) => trip.id === created.id)).toEqual(created);
  });

  it("never serves one captain's list to another, nor revalidates it for them", async () => {
    await createTrip(t, other.token, { yacht_name: 'Cudzy jacht' });
    const mine = await list(captain);
    const theirs = await list(other);
    expect(theirs.json().sailing_trips.map((trip: ServedTrip) => trip.yacht_name)).toEqual(['Cudzy jacht']);
    expect(mine.json().sailing_trips.map((trip: ServedTrip) => trip.yacht_name)).not.toContain('Cudzy jacht');
    expect(theirs.headers.etag).not.toBe(mine.headers.etag);
    expect(
      (await list(other, { 'if-none-match': String(mine.headers.etag) })).json().sailing_trips,
    ).toHaveLength(1);
  });

  it('answers 304 to the ETag of the current list only', async () => {
    const first = await list(captain);
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe('no-store');
    const unchanged = await t.app.inject({
      method: 'GET',
      url: '/api/sailing-trips',
      headers: { authorization: `Bearer ${captain.token}`, 'if-none-match': etag },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    await createTrip(t, captain.token);
    const changed = await list(captain, { 'if-none-match': etag });
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('sends the same JSON compressed with brotli or gzip, in the language asked for', async () => {
    const plain = (await list(captain)).body;
    const br = await list(captain, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gzip = await list(captain, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);
    expect(JSON.parse(plain).message).toBe('Trips loaded.');
    const polish = await list(captain, { 'accept-language': 'pl' });
    expect(polish.json().message).not.toBe('Trips loaded.');
    expect(polish.json().sailing_trips).toEqual(JSON.parse(plain).sailing_trips);
  });

  it('reads Accept-Encoding as RFC 9110 says', () => {
    expect(preferredEncoding(undefined)).toBeUndefined();
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*, br;q=0, gzip;q=0')).toBeUndefined();
  });
});

describe('the list cache bound', () => {
  /**
   * A cache over captains (ids 1-9) whose revision never moves, rendering lists that count `size` bytes with
   * their key (`1:en`, 8 bytes as UTF-16) and counting renders.
   */
  const keyBytes = 8;
  function cacheOf(maxBytes: number, size = 1000) {
    const renders = new Map<number, number>();
    const cache = tripListCache(maxBytes);
    const get = async (userId: number) => {
      const list = await cache.get(userId, 1, 'en', async () => {
        renders.set(userId, (renders.get(userId) ?? 0) + 1);
        return JSON.stringify({ user: userId, padding: 'x'.repeat(size - 24 - keyBytes) }).padEnd(
          size - keyBytes,
        );
      });
      return list;
    };
    return { cache, get, renders: (userId: number) => renders.get(userId) ?? 0 };
  }

  it('holds lists up to its bytes, least recently used first out', async () => {
    const { cache, get, renders } = cacheOf(2500);
    await get(1);
    await get(2);
    expect(cache.size()).toEqual({ lists: 2, bytes: 2000 });
    await get(1);
    await get(3);
    // 3000 bytes would pass the bound: the list read longest ago (2) goes.
    expect(cache.size()).toEqual({ lists: 2, bytes: 2000 });
    await get(1);
    await get(3);
    expect([renders(1), renders(3)]).toEqual([1, 1]);
    await get(2);
    expect(renders(2)).toBe(2);
  });

  it('counts the compressed forms it keeps', async () => {
    const { cache, get, renders } = cacheOf(3000);
    const list = await get(1);
    const gzip = await list.encodedAs('gzip');
    const br = await list.encodedAs('br');
    expect(cache.size()).toEqual({ lists: 1, bytes: 1000 + gzip.length + br.length });
    await get(2);
    await get(3);
    // 3000 bytes of bodies and the first list's compressed forms do not fit: the first list goes.
    expect(cache.size()).toEqual({ lists: 2, bytes: 2000 });
    await get(1);
    expect(renders(1)).toBe(2);
  });

  it('keeps nothing at 0 bytes, and still serves every list', async () => {
    const { cache, get, renders } = cacheOf(0);
    expect((await get(1)).body.length).toBe(1000 - keyBytes);
    await get(1);
    expect(renders(1)).toBe(2);
    expect(cache.size()).toEqual({ lists: 0, bytes: 0 });
  });
});
