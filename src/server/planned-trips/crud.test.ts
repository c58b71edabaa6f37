import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generousRateLimits, unauthorized, wrongKind } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import {
  type Captain,
  call,
  connect,
  createPlannedTrip,
  decide,
  join,
  newCaptain,
  newStudent,
  validPlannedTrip,
} from './test-support.ts';

describe('planned trips: create, list, read, edit, delete', () => {
  let t: TestApp;
  let captain: Captain;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
    captain = await newCaptain(t, true);
  });
  afterAll(async () => t.close());

  it('creates a planned trip and serves every field with zero counts', async () => {
    const response = await call(t, 'POST', '/api/planned-sailing-trips', {
      token: captain.token,
      payload: validPlannedTrip({ max_crew: '6' }),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      message: 'The planned trip has been saved!',
      planned_trip: {
        id: expect.any(Number),
        name: 'Bałtyk w lipcu',
        description: 'Tydzień na Bałtyku.',
        start_date: '2026-07-01',
        end_date: '2026-07-08',
        embarkation_port: 'Gdynia',
        disembarkation_port: 'Świnoujście',
        yacht_name: 'Zawisza Czarny',
        yacht_type: 'Szkuner',
        max_crew: 6,
        is_active: true,
        is_sailed: false,
        trip_id: null,
        pending_count: 0,
        accepted_count: 0,
        rejected_count: 0,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    });
  });

  it('reads optional fields as empty, no crew limit and active', async () => {
    const { description, yacht_type, max_crew, is_active, ...required } = validPlannedTrip();
    const trip = await createPlannedTrip(t, captain.token, {});
    expect(trip.is_active).toBe(true);
    const response = await call(t, 'POST', '/api/planned-sailing-trips', {
      token: captain.token,
      payload: required,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().planned_trip).toMatchObject({
      description: '',
      yacht_type: '',
      max_crew: null,
      is_active: true,
    });
    const empty = await createPlannedTrip(t, captain.token, { max_crew: '', is_active: false });
    expect(empty).toMatchObject({ max_crew: null, is_active: false });
  });

  it('needs premium to create (403 premium_required) but not to edit or delete', async () => {
    const other = await newCaptain(t, false);
    const refused = await call(t, 'POST', '/api/planned-sailing-trips', {
      token: other.token,
      payload: validPlannedTrip(),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      success: false,
      error: 'premium_required',
      request_id: expect.any(String),
    });

    // Premium that has lapsed: the trip was created while it lasted.
    const lapsed = await newCaptain(t, true);
    const trip = await createPlannedTrip(t, lapsed.token);
    await t.app.database.db
      .updateTable('users')
      .set({ premium_until: null })
      .where('id', '=', lapsed.id)
      .execute();
    const stillRefused = await call(t, 'POST', '/api/planned-sailing-trips', {
      token: lapsed.token,
      payload: validPlannedTrip(),
    });
    expect(stillRefused.statusCode).toBe(403);
    const edited = await call(t, 'PUT', `/api/planned-sailing-trips/${trip.id}`, {
      token: lapsed.token,
      payload: validPlannedTrip({ name: 'Zmieniony' }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      success: true,
      message: 'The planned trip has been updated!',
      planned_trip: { id: trip.id, name: 'Zmieniony' },
    });
    const deleted = await call(t, 'DELETE', `/api/planned-sailing-trips/${trip.id}`, { token: lapsed.token });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true, message: 'Planned trip deleted.' });
    const gone = await call(t, 'GET', `/api/planned-sailing-trips/${trip.id}`, { token: lapsed.token });
    expect(gone.statusCode).toBe(404);
  });

  it('lists the captain’s trips, latest start first, with pending/accepted/rejected counts', async () => {
    const owner = await newCaptain(t, true);
    const early = await createPlannedTrip(t, owner.token, {
      start_date: '2026-05-01',
      end_date: '2026-05-03',
    });
    const late = await createPlannedTrip(t, owner.token, {
      start_date: '2026-09-01',
      end_date: '2026-09-03',
    });
    const students = await Promise.all([newStudent(t), newStudent(t), newStudent(t), newStudent(t)]);
    for (const student of students) await connect(t, owner.id, student.id);
    const [first, second] = [
      await join(t, students[0].token, early.id),
      await join(t, students[1].token, early.id),
    ];
    await join(t, students[2].token, early.id);
    await join(t, students[3].token, early.id);
    await join(t, students[0].token, late.id);
    expect((await decide(t, owner.token, early.id, first, { status: 'accepted' })).statusCode).toBe(200);
    expect((await decide(t, owner.token, early.id, second, { status: 'rejected' })).statusCode).toBe(200);

    const response = await call(t, 'GET', '/api/planned-sailing-trips', { token: owner.token });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Planned trips loaded.');
    expect(body.planned_trips.map((trip: { id: number }) => trip.id)).toEqual([late.id, early.id]);
    expect(body.planned_trips[0]).toMatchObject({ pending_count: 1, accepted_count: 0, rejected_count: 0 });
    expect(body.planned_trips[1]).toMatchObject({ pending_count: 2, accepted_count: 1, rejected_count: 1 });
  });

  it('answers 404 for another captain’s planned trip on every call, and for ids that name nothing', async () => {
    const owner = await newCaptain(t, true);
    const trip = await createPlannedTrip(t, owner.token);
    const student = await newStudent(t);
    await connect(t, owner.id, student.id);
    const enrolmentId = await join(t, student.token, trip.id);
    const url = `/api/planned-sailing-trips/${trip.id}`;
    const calls = [
      call(t, 'GET', url, { token: captain.token }),
      call(t, 'PUT', url, { token: captain.token, payload: validPlannedTrip() }),
      call(t, 'DELETE', url, { token: captain.token }),
      decide(t, captain.token, trip.id, enrolmentId, { status: 'accepted' }),
      call(t, 'GET', '/api/planned-sailing-trips/abc', { token: captain.token }),
      call(t, 'GET', '/api/planned-sailing-trips/99999999999', { token: captain.token }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        message: 'Not found.',
        request_id: expect.any(String),
      });
    }
    const list = await call(t, 'GET', '/api/planned-sailing-trips', { token: captain.token });
    expect(list.json().planned_trips.map((p: { id: number }) => p.id)).not.toContain(trip.id);
    const still = await call(t, 'GET', url, { token: owner.token });
    expect(still.json().planned_trip).toMatchObject({ name: 'Bałtyk w lipcu', pending_count: 1 });
  });

  it('answers 401 without a token and 403 to a student on every captain call', async () => {
    const student = await newStudent(t);
    const trip = await createPlannedTrip(t, captain.token);
    const url = `/api/planned-sailing-trips/${trip.id}`;
    const requests = [
      ['GET', '/api/planned-sailing-trips'],
      ['POST', '/api/planned-sailing-trips'],
      ['GET', url],
      ['PUT', url],
      ['DELETE', url],
      ['PATCH', `${url}/enrolments/1`],
    ] as const;
    for (const [method, path] of requests) {
      const payload = method === 'GET' || method === 'DELETE' ? undefined : validPlannedTrip();
      const none = await call(t, method, path, { payload });
      expect(none.statusCode, `${method} ${path}`).toBe(401);
      expect(none.json()).toEqual(unauthorized);
      const wrong = await call(t, method, path, { token: student.token, payload });
      expect(wrong.statusCode, `${method} ${path}`).toBe(403);
      expect(wrong.json()).toEqual(wrongKind);
    }
  });
});
