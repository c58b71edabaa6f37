import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generousRateLimits } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { validTrip } from '../trips/test-support.ts';
import {
  type Captain,
  call,
  connect,
  createPlannedTrip,
  decide,
  join,
  newCaptain,
  newStudent,
  type Student,
  validPlannedTrip,
} from './test-support.ts';

/** A planned trip turned into a logged trip is sailed, for the captain and for its students. */
describe('planned trips: sailed', () => {
  let t: TestApp;
  let captain: Captain;
  let accepted: Student;
  let pending: Student;
  let newcomer: Student;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
    captain = await newCaptain(t, true);
    [accepted, pending, newcomer] = [await newStudent(t), await newStudent(t), await newStudent(t)];
    for (const student of [accepted, pending, newcomer]) await connect(t, captain.id, student.id);
  });
  afterAll(async () => t.close());

  const logTrip = (plannedTripId: unknown, token = captain.token) =>
    call(t, 'POST', '/api/sailing-trips', {
      token,
      payload: { ...validTrip(), planned_trip_id: plannedTripId },
    });
  const captainView = async (id: number) =>
    (await call(t, 'GET', `/api/planned-sailing-trips/${id}`, { token: captain.token })).json().planned_trip;
  const studentView = async (student: Student, id: number) =>
    (await call(t, 'GET', `/api/student/planned-sailing-trips/${id}`, { token: student.token })).json()
      .planned_trip;
  const tripCount = async (userId: number) =>
    Number(
      (
        await t.app.database.db
          .selectFrom('trips')
          .select((eb) => eb.fn.countAll().as('count'))
          .where('user_id', '=', userId)
          .where('deleted_at', 'is', null)
          .executeTakeFirstOrThrow()
      ).count,
    );

  it('records the trip it became and ends every enrolment change; deleting the trip unlinks it', async () => {
    const planned = await createPlannedTrip(t, captain.token);
    expect(planned).toMatchObject({ is_sailed: false, trip_id: null });
    const acceptedEnrolment = await join(t, accepted.token, planned.id, 'Chętnie');
    const pendingEnrolment = await join(t, pending.token, planned.id);
    expect(
      (await decide(t, captain.token, planned.id, acceptedEnrolment, { status: 'accepted' })).statusCode,
    ).toBe(200);

    const logged = await logTrip(planned.id);
    expect(logged.statusCode, logged.body).toBe(201);
    const tripId = logged.json().sailing_trip.id;

    expect(await captainView(planned.id)).toMatchObject({
      is_sailed: true,
      trip_id: tripId,
      accepted_count: 1,
    });
    const list = await call(t, 'GET', '/api/planned-sailing-trips', { token: captain.token });
    expect(list.json().planned_trips.find((trip: { id: number }) => trip.id === planned.id)).toMatchObject({
      is_sailed: true,
      trip_id: tripId,
    });
    // The student sees that it sailed, not which of the captain's trips it became.
    const seen = await studentView(accepted, planned.id);
    expect(seen).toMatchObject({ is_sailed: true, my_enrolment: { status: 'accepted' } });
    expect(seen).not.toHaveProperty('trip_id');
    const enrolled = await call(t, 'GET', '/api/student/enrolments', { token: accepted.token });
    expect(enrolled.json().enrolments).toEqual([
      expect.objectContaining({
        status: 'accepted',
        planned_trip: expect.objectContaining({ is_sailed: true }),
      }),
    ]);

    const sailed = {
      success: false,
      message: 'This trip has already sailed, so your enrolment can no longer change.',
      request_id: expect.any(String),
    };
    const base = `/api/student/planned-sailing-trips/${planned.id}/enrolment`;
    const refusals = [
      await call(t, 'POST', base, { token: newcomer.token, payload: {} }),
      await call(t, 'PATCH', base, { token: accepted.token, payload: { student_notes: 'Nowe' } }),
      await call(t, 'DELETE', base, { token: accepted.token }),
      await call(t, 'DELETE', base, { token: pending.token }),
    ];
    for (const refusal of refusals) {
      expect(refusal.statusCode, refusal.body).toBe(422);
      expect(refusal.json()).toMatchObject(sailed);
    }
    const decision = await decide(t, captain.token, planned.id, pendingEnrolment, { status: 'accepted' });
    expect(decision.statusCode).toBe(422);
    expect(decision.json()).toMatchObject({
      success: false,
      errors: { status: [expect.stringContaining('already sailed')] },
      request_id: expect.any(String),
    });
    // Nothing changed meanwhile.
    expect(await studentView(accepted, planned.id)).toMatchObject({
      my_enrolment: { status: 'accepted', student_notes: 'Chętnie' },
    });
    expect(await studentView(pending, planned.id)).toMatchObject({ my_enrolment: { status: 'pending' } });
    expect(await studentView(newcomer, planned.id)).toMatchObject({ my_enrolment: null });

    // The captain may still edit the planned trip; it stays sailed.
    const edited = await call(t, 'PUT', `/api/planned-sailing-trips/${planned.id}`, {
      token: captain.token,
      payload: validPlannedTrip({ name: 'Bałtyk (odbyty)' }),
    });
    expect(edited.json().planned_trip).toMatchObject({
      name: 'Bałtyk (odbyty)',
      is_sailed: true,
      trip_id: tripId,
    });

    const removed = await call(t, 'DELETE', `/api/sailing-trips/${tripId}`, { token: captain.token });
    expect(removed.statusCode).toBe(200);
    expect(await captainView(planned.id)).toMatchObject({ is_sailed: false, trip_id: null });
    expect(await studentView(accepted, planned.id)).toMatchObject({ is_sailed: false });
    const notes = await call(t, 'PATCH', base, {
      token: accepted.token,
      payload: { student_notes: 'Znowu' },
    });
    expect(notes.statusCode, notes.body).toBe(200);

    // Logged again: linked to the new trip.
    const again = await logTrip(planned.id);
    expect(again.statusCode, again.body).toBe(201);
    expect(await captainView(planned.id)).toMatchObject({ trip_id: again.json().sailing_trip.id });
  });

  it('refuses a planned trip logged already, or not the captain’s, and then saves no trip', async () => {
    const planned = await createPlannedTrip(t, captain.token);
    expect((await logTrip(planned.id)).statusCode).toBe(201);
    const before = await tripCount(captain.id);

    const twice = await logTrip(planned.id);
    expect(twice.statusCode).toBe(422);
    expect(twice.json()).toEqual({
      success: false,
      message: 'This planned trip has already been logged as a trip.',
      errors: { planned_trip_id: ['This planned trip has already been logged as a trip.'] },
      request_id: expect.any(String),
    });

    const someoneElse = await newCaptain(t, true);
    const theirs = await createPlannedTrip(t, someoneElse.token);
    for (const id of [theirs.id, 999_999]) {
      const refused = await logTrip(id, captain.token);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({
        planned_trip_id: ['This planned trip was not found among yours.'],
      });
    }
    expect(await tripCount(captain.id)).toBe(before);
    expect(await captainView(planned.id)).toMatchObject({ is_sailed: true });
    expect(
      (await call(t, 'GET', `/api/planned-sailing-trips/${theirs.id}`, { token: someoneElse.token })).json()
        .planned_trip,
    ).toMatchObject({ is_sailed: false, trip_id: null });

    const polish = await call(t, 'POST', '/api/sailing-trips', {
      token: captain.token,
      language: 'pl',
      payload: { ...validTrip(), planned_trip_id: planned.id },
    });
    expect(polish.json().errors).toEqual({
      planned_trip_id: ['Ten planowany rejs został już wpisany do dziennika jako rejs.'],
    });
  });

  it('takes planned_trip_id on create only, as a whole positive number or null', async () => {
    const bad = await logTrip('abc');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['planned_trip_id']);
    expect((await logTrip(0)).statusCode).toBe(422);
    expect((await logTrip(null)).statusCode).toBe(201);

    const planned = await createPlannedTrip(t, captain.token);
    const trip = (await logTrip(null)).json().sailing_trip;
    const put = await call(t, 'PUT', `/api/sailing-trips/${trip.id}`, {
      token: captain.token,
      payload: { ...validTrip(), planned_trip_id: planned.id },
    });
    expect(put.statusCode).toBe(422);
    expect(await captainView(planned.id)).toMatchObject({ is_sailed: false, trip_id: null });
  });
});
