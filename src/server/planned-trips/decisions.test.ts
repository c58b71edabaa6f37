import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generousRateLimits } from '../testing/accounts.ts';
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
  type Student,
} from './test-support.ts';

describe('planned trips: the detail and the captain’s decisions', () => {
  let t: TestApp;
  let captain: Captain;
  let students: [Student, Student, Student];

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
    captain = await newCaptain(t, true);
    students = [await newStudent(t), await newStudent(t), await newStudent(t)];
    for (const student of students) await connect(t, captain.id, student.id);
  });
  afterAll(async () => t.close());

  it('splits the enrolments into pending, accepted and rejected with the student and both notes', async () => {
    const trip = await createPlannedTrip(t, captain.token);
    const a = await join(t, students[0].token, trip.id, 'note 0');
    const b = await join(t, students[1].token, trip.id, 'note 1');
    const c = await join(t, students[2].token, trip.id, 'note 2');
    const accepted = await decide(t, captain.token, trip.id, a, {
      status: 'accepted',
      captain_notes: 'Witaj',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({
      success: true,
      message: 'The student has been accepted.',
      enrolment: {
        id: a,
        status: 'accepted',
        student: {
          id: students[0].id,
          first_name: 'Jan',
          last_name: 'Kowalski',
          email: expect.stringMatching(/@example\.com$/),
        },
        student_notes: 'note 0',
        captain_notes: 'Witaj',
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    });
    const rejected = await decide(t, captain.token, trip.id, b, { status: 'rejected' });
    expect(rejected.json()).toMatchObject({
      message: 'The student has been rejected.',
      enrolment: { status: 'rejected', captain_notes: '' },
    });

    const detail = await call(t, 'GET', `/api/planned-sailing-trips/${trip.id}`, { token: captain.token });
    expect(detail.statusCode).toBe(200);
    const body = detail.json();
    expect(body.message).toBe('Planned trip loaded.');
    expect(body.planned_trip).toMatchObject({
      id: trip.id,
      pending_count: 1,
      accepted_count: 1,
      rejected_count: 1,
    });
    const ids = (list: { id: number }[]) => list.map((e) => e.id);
    expect(ids(body.enrolments.pending)).toEqual([c]);
    expect(ids(body.enrolments.accepted)).toEqual([a]);
    expect(ids(body.enrolments.rejected)).toEqual([b]);
    expect(body.enrolments.accepted[0]).toMatchObject({ student_notes: 'note 0', captain_notes: 'Witaj' });
  });

  it('keeps the captain’s notes when a decision sends none, and can change its mind', async () => {
    const trip = await createPlannedTrip(t, captain.token);
    const id = await join(t, students[0].token, trip.id);
    await decide(t, captain.token, trip.id, id, {
      status: 'rejected',
      captain_notes: 'Za mało doświadczenia',
    });
    const again = await decide(t, captain.token, trip.id, id, { status: 'accepted' });
    expect(again.json().enrolment).toMatchObject({
      status: 'accepted',
      captain_notes: 'Za mało doświadczenia',
    });
  });

  it('accepts no one more once the accepted count has reached the maximum crew', async () => {
    const trip = await createPlannedTrip(t, captain.token, { max_crew: 1 });
    const [a, b] = await Promise.all([
      join(t, students[0].token, trip.id),
      join(t, students[1].token, trip.id),
    ]);
    expect((await decide(t, captain.token, trip.id, a, { status: 'accepted' })).statusCode).toBe(200);
    const full = await decide(t, captain.token, trip.id, b, { status: 'accepted' });
    expect(full.statusCode).toBe(422);
    expect(full.json()).toEqual({
      success: false,
      message: 'This trip is full.',
      errors: { status: ['This trip is full.'] },
      request_id: expect.any(String),
    });
    const inPolish = await call(t, 'PATCH', `/api/planned-sailing-trips/${trip.id}/enrolments/${b}`, {
      token: captain.token,
      payload: { status: 'accepted' },
      language: 'pl',
    });
    expect(inPolish.json().message).toBe('Na tym rejsie nie ma już wolnych miejsc.');
    // Accepting the one already accepted again, and rejecting, are still allowed.
    expect((await decide(t, captain.token, trip.id, a, { status: 'accepted' })).statusCode).toBe(200);
    expect((await decide(t, captain.token, trip.id, b, { status: 'rejected' })).statusCode).toBe(200);
    // Raising the limit makes room.
    const { id: _id, pending_count: _p, accepted_count: _a, rejected_count: _r, ...fields } = trip;
    const { created_at: _c, updated_at: _u, is_sailed: _s, trip_id: _t, ...body } = fields;
    const raised = await call(t, 'PUT', `/api/planned-sailing-trips/${trip.id}`, {
      token: captain.token,
      payload: { ...body, max_crew: 2 },
    });
    expect(raised.statusCode, raised.body).toBe(200);
    expect((await decide(t, captain.token, trip.id, b, { status: 'accepted' })).statusCode).toBe(200);
  });

  it('answers 404 for an enrolment of another trip or one that does not exist', async () => {
    const first = await createPlannedTrip(t, captain.token);
    const second = await createPlannedTrip(t, captain.token);
    const id = await join(t, students[0].token, first.id);
    for (const response of [
      await decide(t, captain.token, second.id, id, { status: 'accepted' }),
      await decide(t, captain.token, first.id, id + 1000, { status: 'accepted' }),
      await call(t, 'PATCH', `/api/planned-sailing-trips/${first.id}/enrolments/x`, {
        token: captain.token,
        payload: { status: 'accepted' },
      }),
    ]) {
      expect(response.statusCode, response.body).toBe(404);
    }
    const detail = await call(t, 'GET', `/api/planned-sailing-trips/${first.id}`, { token: captain.token });
    expect(detail.json().enrolments.pending).toHaveLength(1);
  });

  it('deleting a planned trip deletes its enrolments', async () => {
    const trip = await createPlannedTrip(t, captain.token);
    await join(t, students[2].token, trip.id);
    await call(t, 'DELETE', `/api/planned-sailing-trips/${trip.id}`, { token: captain.token });
    const mine = await call(t, 'GET', '/api/student/enrolments', { token: students[2].token });
    expect(mine.json().enrolments.map((e: { planned_trip_id: number }) => e.planned_trip_id)).not.toContain(
      trip.id,
    );
  });
});
