import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generousRateLimits, strongPassword } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { type Captain, call, createTrip, newCaptain, validTrip } from '../trips/test-support.ts';
import { issuedRows, print, verify } from './test-support.ts';

const settingUrl = '/api/captain-profile/document-verification';

describe("the captain's verification switch, GET and PUT /api/captain-profile/document-verification", () => {
  let t: TestApp;
  let captain: Captain;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
    captain = await newCaptain(t, false);
  });
  afterAll(async () => t.close());

  const cardUrl = (tripId: number) => `/api/sailing-trips/${tripId}/voyage-card-pdf`;
  const setting = (token: string | undefined, enabled?: unknown, language?: string) =>
    call(t, enabled === undefined ? 'GET' : 'PUT', settingUrl, {
      token,
      language,
      ...(enabled === undefined ? {} : { payload: { enabled } }),
    });

  it('is on by default, without premium', async () => {
    const response = await setting(captain.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, enabled: true, message: expect.any(String) });
  });

  it('switched off, old codes answer 404 not_verifiable and new documents get none; on again, they verify', async () => {
    const premium = await newCaptain(t, true);
    const trip = await createTrip(t, premium.token);
    const code = String((await print(t, premium, cardUrl(trip.id))).newest);
    expect((await verify(t, code)).statusCode).toBe(200);

    const off = await setting(premium.token, false, 'pl');
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({
      success: true,
      enabled: false,
      message: expect.stringContaining('wyłączona'),
    });
    expect((await setting(premium.token)).json().enabled).toBe(false);

    const hidden = await verify(t, code);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ success: false, reason: 'not_verifiable' });

    const before = await issuedRows(t, premium.id);
    // A changed trip would need a new code: none is issued while switched off.
    const edited = await call(t, 'PUT', `/api/sailing-trips/${trip.id}`, {
      token: premium.token,
      payload: validTrip({ sailing_hours: '50' }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const unmarked = await print(t, premium, cardUrl(trip.id));
    expect(unmarked.rows).toEqual(before);

    expect((await setting(premium.token, true)).json()).toMatchObject({ enabled: true });
    expect((await verify(t, code)).statusCode).toBe(200);
  });

  it('answers 422 naming the field for a bad body', async () => {
    for (const payload of [{}, { enabled: 'yes' }, { enabled: true, extra: 1 }]) {
      const response = await call(t, 'PUT', settingUrl, { token: captain.token, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(response.json().errors), JSON.stringify(payload)).toEqual([
        'extra' in payload ? 'extra' : 'enabled',
      ]);
    }
  });

  it("needs a captain's session, and changes only the session's own switch", async () => {
    expect((await setting(undefined)).statusCode).toBe(401);
    expect((await setting(undefined, false)).statusCode).toBe(401);
    const other = await newCaptain(t, false);
    expect((await setting(other.token, false)).statusCode).toBe(200);
    expect((await setting(captain.token)).json().enabled).toBe(true);
  });

  it('takes the codes with a deleted account: they are unknown', async () => {
    const leaving = await newCaptain(t, true);
    const trip = await createTrip(t, leaving.token);
    const code = String((await print(t, leaving, cardUrl(trip.id))).newest);
    const deleted = await call(t, 'POST', '/api/auth/delete-account', {
      token: leaving.token,
      payload: { password: strongPassword },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await issuedRows(t, leaving.id)).toEqual([]);
    const response = await verify(t, code);
    expect(response.statusCode).toBe(404);
    expect(response.json().reason).toBe('unknown');
  });
});

describe('GET /api/verify/{code}, rate limited per address', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: { ...generousRateLimits, verifyPerIp: 3 } });
  });
  afterAll(async () => t.close());

  it('answers 429 with Retry-After past the limit, and another address is still served', async () => {
    for (let i = 0; i < 3; i++)
      expect((await verify(t, 'ABCDEFGHJKMN', '198.51.100.1')).statusCode).toBe(404);
    const refused = await verify(t, 'ABCDEFGHJKMN', '198.51.100.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await verify(t, 'ABCDEFGHJKMN', '198.51.100.2')).statusCode).toBe(404);
  });
});
