import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generousRateLimits, registerStudent, unauthorized, wrongKind } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { type Captain, call, createTrip, newCaptain, type ServedTrip, validTrip } from './test-support.ts';

const premiumRequired = {
  success: false,
  error: 'premium_required',
  message: 'This feature requires a Premium account.',
  request_id: expect.any(String),
};

describe('trips: who may do what', () => {
  let t: TestApp;
  let owner: Captain;
  let other: Captain;
  let trip: ServedTrip;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
    owner = await newCaptain(t, true);
    other = await newCaptain(t, true);
    trip = await createTrip(t, owner.token, {
      embarkation_date: '2099-01-01',
      disembarkation_date: '2099-01-05',
    });
  });
  afterAll(async () => t.close());

  const ownerView = async () =>
    (await call(t, 'GET', `/api/sailing-trips/${trip.id}`, { token: owner.token })).json();

  it("answers 404 for another captain's trip on every route, and leaves it unchanged", async () => {
    const before = await ownerView();
    const url = `/api/sailing-trips/${trip.id}`;
    for (const [method, path, payload] of [
      ['GET', url, undefined],
      ['PUT', url, validTrip({ yacht_name: 'Stolen' })],
      ['PATCH', `${url}/status`, { status: 'cancelled' }],
      ['DELETE', url, undefined],
    ] as const) {
      const response = await call(t, method, path, { token: other.token, payload });
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        message: 'Not found.',
        request_id: expect.any(String),
      });
    }
    const list = (await call(t, 'GET', '/api/sailing-trips', { token: other.token })).json();
    expect(list.sailing_trips).toEqual([]);
    expect(await ownerView()).toEqual(before);
  });

  it('needs a captain login: 401 without or with a bad token, 403 for a student', async () => {
    const student = await registerStudent(t, { email: 'trip-student@example.com' });
    for (const [method, path] of [
      ['GET', '/api/sailing-trips'],
      ['POST', '/api/sailing-trips'],
      ['GET', `/api/sailing-trips/${trip.id}`],
      ['PUT', `/api/sailing-trips/${trip.id}`],
      ['PATCH', `/api/sailing-trips/${trip.id}/status`],
      ['DELETE', `/api/sailing-trips/${trip.id}`],
    ] as const) {
      const payload = method === 'GET' || method === 'DELETE' ? undefined : validTrip();
      const anonymous = await call(t, method, path, { payload });
      expect(anonymous.statusCode, `${method} ${path}`).toBe(401);
      expect(anonymous.json()).toEqual(unauthorized);
      const forged = await call(t, method, path, { payload, token: 'not-a-real-token' });
      expect(forged.statusCode).toBe(401);
      const asStudent = await call(t, method, path, { payload, token: student.token });
      expect(asStudent.statusCode, `${method} ${path}`).toBe(403);
      expect(asStudent.json()).toEqual(wrongKind);
    }
    expect(await ownerView()).toMatchObject({ sailing_trip: { id: trip.id, status: 'planned' } });
  });

  it('lets a captain without premium read trips but not create, edit, change status or delete (403 even with a bad body)', async () => {
    const free = await newCaptain(t, false);
    expect((await call(t, 'GET', '/api/sailing-trips', { token: free.token })).statusCode).toBe(200);
    for (const [method, path, payload] of [
      ['POST', '/api/sailing-trips', validTrip()],
      ['POST', '/api/sailing-trips', { nonsense: true }],
      ['PUT', `/api/sailing-trips/${trip.id}`, validTrip()],
      ['PATCH', `/api/sailing-trips/${trip.id}/status`, { status: 'cancelled' }],
      ['DELETE', `/api/sailing-trips/${trip.id}`, undefined],
    ] as const) {
      const response = await call(t, method, path, { token: free.token, payload });
      expect(response.statusCode, `${method} ${path}`).toBe(403);
      expect(response.json()).toEqual(premiumRequired);
    }
    expect((await call(t, 'GET', '/api/sailing-trips', { token: free.token })).json().sailing_trips).toEqual(
      [],
    );
  });

  it('lets a captain whose premium ended read their trips but no longer change them', async () => {
    const lapsed = await newCaptain(t, true);
    const own = await createTrip(t, lapsed.token);
    await t.app.database.db
      .updateTable('users')
      .set({ premium_until: '2000-01-01T00:00:00.000Z' })
      .where('id', '=', lapsed.id)
      .execute();
    expect((await call(t, 'GET', `/api/sailing-trips/${own.id}`, { token: lapsed.token })).statusCode).toBe(
      200,
    );
    const edit = await call(t, 'PUT', `/api/sailing-trips/${own.id}`, {
      token: lapsed.token,
      payload: validTrip(),
    });
    expect(edit.statusCode).toBe(403);
    expect(
      (await call(t, 'DELETE', `/api/sailing-trips/${own.id}`, { token: lapsed.token })).statusCode,
    ).toBe(403);
  });

  it('answers 404 for ids that cannot name a trip', async () => {
    for (const id of ['0', '-1', 'abc', '1.5', '99999999999', '2147483648', '00012']) {
      const response = await call(t, 'GET', `/api/sailing-trips/${id}`, { token: owner.token });
      expect(response.statusCode, id).toBe(404);
    }
    expect((await call(t, 'GET', '/api/sailing-trips/2147483647', { token: owner.token })).statusCode).toBe(
      404,
    );
  });
});
