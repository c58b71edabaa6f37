import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  connect,
  createPlannedTrip,
  decide,
  disconnect,
  join,
  newCaptain,
  newStudent,
} from '../planned-trips/test-support.ts';
import { generousRateLimits, unauthorized, wrongKind } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const tripsUrl = '/api/student/planned-sailing-trips';
const enrolmentUrl = (id: number) => `${tripsUrl}/${id}/enrolment`;

describe('student: planned trips of connected captains', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
  });
  afterAll(async () => t.close());

  it('sees only active trips of captains they are connected to, with the captain and counts', async () => {
    const mine = await newCaptain(t, true);
    const stranger = await newCaptain(t, true);
    const student = await newStudent(t);
    await connect(t, mine.id, student.id);
    const visible = await createPlannedTrip(t, mine.token, { max_crew: null });
    const inactive = await createPlannedTrip(t, mine.token, { is_active: false });
    const foreign = await createPlannedTrip(t, stranger.token);

    const list = await call(t, 'GET', tripsUrl, { token: student.token });
    expect(list.statusCode, list.body).toBe(200);
    const body = list.json();
    expect(body.planned_trips.map((p: { id: number }) => p.id)).toEqual([visible.id]);
    expect(body.planned_trips[0]).toEqual({
      id: visible.id,
      name: 'Bałtyk w lipcu',
      description: 'Tydzień na Bałtyku.',
      start_date: '2026-07-01',
      end_date: '2026-07-08',
      embarkation_port: 'Gdynia',
      disembarkation_port: 'Świnoujście',
      yacht_name: 'Zawisza Czarny',
      yacht_type: 'Szkuner',
      max_crew: null,
      is_active: true,
      is_sailed: false,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      captain: { id: mine.id, name: 'Anna Nowak' },
      accepted_count: 0,
      is_full: false,
      my_enrolment: null,
    });

    const one = await call(t, 'GET', `${tripsUrl}/${visible.id}`, { token: student.token });
    expect(one.json()).toMatchObject({ success: true, planned_trip: { id: visible.id, my_enrolment: null } });
    for (const id of [inactive.id, foreign.id]) {
      for (const response of [
        await call(t, 'GET', `${tripsUrl}/${id}`, { token: student.token }),
        await call(t, 'POST', enrolmentUrl(id), { token: student.token }),
      ]) {
        expect(response.statusCode, response.body).toBe(404);
      }
    }
  });

  it('joins (pending, with notes), edits notes and leaves', async () => {
    const captain = await newCaptain(t, true);
    const student = await newStudent(t);
    await connect(t, captain.id, student.id);
    const trip = await createPlannedTrip(t, captain.token);

    const joined = await call(t, 'POST', enrolmentUrl(trip.id), {
      token: student.token,
      payload: { student_notes: ' Mam patent żeglarza ' },
    });
    expect(joined.statusCode, joined.body).toBe(201);
    expect(joined.json()).toEqual({
      success: true,
      message: 'You have joined the trip. The captain will accept or reject your enrolment.',
      enrolment: {
        id: expect.any(Number),
        status: 'pending',
        student_notes: 'Mam patent żeglarza',
        captain_notes: '',
        planned_trip_id: trip.id,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    });
    const again = await call(t, 'POST', enrolmentUrl(trip.id), { token: student.token });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      success: false,
      message: 'You have already joined this trip.',
      errors: {},
      request_id: expect.any(String),
    });

    const notes = await call(t, 'PATCH', enrolmentUrl(trip.id), {
      token: student.token,
      payload: { student_notes: 'Nowe uwagi' },
    });
    expect(notes.statusCode, notes.body).toBe(200);
    expect(notes.json()).toMatchObject({
      message: 'Your notes have been saved.',
      enrolment: { status: 'pending', student_notes: 'Nowe uwagi' },
    });
    const tooLong = await call(t, 'PATCH', enrolmentUrl(trip.id), {
      token: student.token,
      payload: { student_notes: 'x'.repeat(2001) },
    });
    expect(tooLong.statusCode).toBe(422);
    expect(Object.keys(tooLong.json().errors)).toEqual(['student_notes']);

    const detail = await call(t, 'GET', `${tripsUrl}/${trip.id}`, { token: student.token });
    expect(detail.json().planned_trip.my_enrolment).toEqual({
      id: joined.json().enrolment.id,
      status: 'pending',
      student_notes: 'Nowe uwagi',
      captain_notes: '',
    });

    const left = await call(t, 'DELETE', enrolmentUrl(trip.id), { token: student.token });
    expect(left.statusCode).toBe(200);
    expect(left.json()).toEqual({ success: true, message: 'You have left the trip.' });
    for (const response of [
      await call(t, 'DELETE', enrolmentUrl(trip.id), { token: student.token }),
      await call(t, 'PATCH', enrolmentUrl(trip.id), {
        token: student.token,
        payload: { student_notes: 'x' },
      }),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    const captainView = await call(t, 'GET', `/api/planned-sailing-trips/${trip.id}`, {
      token: captain.token,
    });
    expect(captainView.json().planned_trip.pending_count).toBe(0);
  });

  it('rejoining after a rejection is pending again and keeps the captain’s notes', async () => {
    const captain = await newCaptain(t, true);
    const student = await newStudent(t);
    await connect(t, captain.id, student.id);
    const trip = await createPlannedTrip(t, captain.token);
    const id = await join(t, student.token, trip.id, 'pierwsze');
    await decide(t, captain.token, trip.id, id, {
      status: 'rejected',
      captain_notes: 'Może następnym razem',
    });

    const rejoined = await call(t, 'POST', enrolmentUrl(trip.id), {
      token: student.token,
      payload: { student_notes: 'drugie' },
    });
    expect(rejoined.statusCode, rejoined.body).toBe(201);
    expect(rejoined.json().enrolment).toMatchObject({
      id,
      status: 'pending',
      student_notes: 'drugie',
      captain_notes: 'Może następnym razem',
    });
    const detail = await call(t, 'GET', `/api/planned-sailing-trips/${trip.id}`, { token: captain.token });
    expect(detail.json().enrolments.pending.map((e: { id: number }) => e.id)).toEqual([id]);
    expect(detail.json().enrolments.rejected).toEqual([]);
    // Accepted: joining again is refused.
    await decide(t, captain.token, trip.id, id, { status: 'accepted' });
    const accepted = await call(t, 'POST', enrolmentUrl(trip.id), { token: student.token });
    expect(accepted.json().message).toBe('You have already joined this trip.');
  });

  it('a full trip shows is_full and refuses a new join', async () => {
    const captain = await newCaptain(t, true);
    const [first, second] = [await newStudent(t), await newStudent(t)];
    await connect(t, captain.id, first.id);
    await connect(t, captain.id, second.id);
    const trip = await createPlannedTrip(t, captain.token, { max_crew: 1 });
    const id = await join(t, first.token, trip.id);
    await decide(t, captain.token, trip.id, id, { status: 'accepted' });

    const seen = await call(t, 'GET', `${tripsUrl}/${trip.id}`, { token: second.token });
    expect(seen.json().planned_trip).toMatchObject({ accepted_count: 1, max_crew: 1, is_full: true });
    const refused = await call(t, 'POST', enrolmentUrl(trip.id), { token: second.token, language: 'pl' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      success: false,
      message: 'Na tym rejsie nie ma już wolnych miejsc.',
      errors: {},
      request_id: expect.any(String),
    });
  });

  it('lists my enrolments with their trips, inactive ones too, not after disconnecting', async () => {
    const captain = await newCaptain(t, true);
    const other = await newCaptain(t, true);
    const student = await newStudent(t);
    await connect(t, captain.id, student.id);
    await connect(t, other.id, student.id);
    const kept = await createPlannedTrip(t, captain.token, {
      start_date: '2026-06-01',
      end_date: '2026-06-02',
    });
    const later = await createPlannedTrip(t, other.token);
    await join(t, student.token, kept.id, 'a');
    await join(t, student.token, later.id);
    const { id: _i, pending_count: _p, accepted_count: _a, rejected_count: _r, ...rest } = kept;
    const { created_at: _c, updated_at: _u, is_sailed: _s, trip_id: _t, ...body } = rest;
    await call(t, 'PUT', `/api/planned-sailing-trips/${kept.id}`, {
      token: captain.token,
      payload: { ...body, is_active: false },
    });

    const list = await call(t, 'GET', '/api/student/enrolments', { token: student.token });
    expect(list.statusCode, list.body).toBe(200);
    const enrolments = list.json().enrolments;
    expect(list.json().message).toBe('Your enrolments loaded.');
    expect(enrolments.map((e: { planned_trip_id: number }) => e.planned_trip_id)).toEqual([
      kept.id,
      later.id,
    ]);
    expect(enrolments[0]).toMatchObject({
      status: 'pending',
      student_notes: 'a',
      planned_trip: { id: kept.id, is_active: false, captain: { id: captain.id } },
    });
    // The inactive trip is no longer offered, but the student can still leave it.
    const offered = await call(t, 'GET', tripsUrl, { token: student.token });
    expect(offered.json().planned_trips.map((p: { id: number }) => p.id)).toEqual([later.id]);

    await disconnect(t, other.id, student.id);
    const after = await call(t, 'GET', '/api/student/enrolments', { token: student.token });
    expect(after.json().enrolments.map((e: { planned_trip_id: number }) => e.planned_trip_id)).toEqual([
      kept.id,
    ]);
    for (const response of [
      await call(t, 'GET', `${tripsUrl}/${later.id}`, { token: student.token }),
      await call(t, 'PATCH', enrolmentUrl(later.id), { token: student.token, payload: {} }),
      await call(t, 'DELETE', enrolmentUrl(later.id), { token: student.token }),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    const leave = await call(t, 'DELETE', enrolmentUrl(kept.id), { token: student.token });
    expect(leave.statusCode).toBe(200);
  });

  it('answers 401 without a token and 403 to a captain on every student call', async () => {
    const captain = await newCaptain(t, true);
    const requests = [
      ['GET', tripsUrl],
      ['GET', `${tripsUrl}/1`],
      ['POST', enrolmentUrl(1)],
      ['PATCH', enrolmentUrl(1)],
      ['DELETE', enrolmentUrl(1)],
      ['GET', '/api/student/enrolments'],
    ] as const;
    for (const [method, path] of requests) {
      const none = await call(t, method, path);
      expect(none.statusCode, `${method} ${path}`).toBe(401);
      expect(none.json()).toEqual(unauthorized);
      const wrong = await call(t, method, path, { token: captain.token });
      expect(wrong.statusCode, `${method} ${path}`).toBe(403);
      expect(wrong.json()).toEqual(wrongKind);
    }
  });
});
