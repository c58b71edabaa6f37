import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generousRateLimits } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import {
  accept,
  type Captain,
  call,
  createInvitation,
  expectInvalid,
  listed,
  newCaptain,
  newStudent,
  type Student,
} from './test-support.ts';

const alreadyUsed = 'You have already used this invitation; ask your captain for a new one.';

describe('invitations: captain-student connections', () => {
  let t: TestApp;
  let captain: Captain;
  let other: Captain;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
    captain = await newCaptain(t, false);
    other = await newCaptain(t, false);
  });
  afterAll(async () => t.close());

  async function connect(student: Student, to: Captain) {
    const invitation = await createInvitation(t, to.token);
    expect((await accept(t, student.token, { code: invitation.code })).statusCode).toBe(200);
    return invitation;
  }

  it("lists the captain's students and the student's captains, each side only its own", async () => {
    const student = await newStudent(t, 'Zofia', 'Abacka');
    const invitation = await connect(student, captain);
    // The phone the student gives on their account page is the captain's to fill in a crew member with.
    const profile = { first_name: 'Zofia', last_name: 'Abacka', phone: '+48 600 700 800' };
    expect(
      (await call(t, 'POST', '/api/student/profile', { token: student.token, payload: profile })).statusCode,
    ).toBe(200);
    const students = await call(t, 'GET', '/api/captain/students', { token: captain.token });
    expect(students.statusCode).toBe(200);
    const mine = students.json();
    expect(mine.success).toBe(true);
    expect(mine.message).toBe('Students loaded.');
    expect(mine.students).toContainEqual({
      id: student.id,
      first_name: 'Zofia',
      last_name: 'Abacka',
      email: expect.stringMatching(/@example\.com$/),
      phone: '+48 600 700 800',
      connected_at: expect.any(String),
      invitation_id: invitation.id,
    });
    const others = await call(t, 'GET', '/api/captain/students', { token: other.token });
    expect(others.json().students).toEqual([]);

    const captains = await call(t, 'GET', '/api/student/captains', { token: student.token });
    expect(captains.json()).toEqual({
      success: true,
      captains: [
        { id: captain.id, name: 'Anna Nowak', email: expect.any(String), connected_at: expect.any(String) },
      ],
      message: 'Captains loaded.',
    });
  });

  it('lets the captain disconnect a student, who then needs a new invitation', async () => {
    const student = await newStudent(t);
    const invitation = await connect(student, captain);
    const gone = await call(t, 'DELETE', `/api/captain/students/${student.id}`, { token: captain.token });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json()).toEqual({ success: true, message: 'The student has been disconnected.' });
    expect(
      (await call(t, 'DELETE', `/api/captain/students/${student.id}`, { token: captain.token })).statusCode,
    ).toBe(404);
    expect((await call(t, 'GET', '/api/student/captains', { token: student.token })).json().captains).toEqual(
      [],
    );
    expect((await listed(t, captain.token, invitation.id))?.students).toEqual([]);

    expectInvalid(await accept(t, student.token, { code: invitation.code }), alreadyUsed);
    expectInvalid(
      await accept(t, student.token, { code: invitation.code }, 'pl'),
      'To zaproszenie zostało już przez Ciebie użyte; poproś kapitana o nowe.',
    );
    expectInvalid(
      await call(t, 'GET', `/api/student/invitations/${invitation.id}?code=${invitation.code}`, {
        token: student.token,
      }),
      alreadyUsed,
    );
    const fresh = await createInvitation(t, captain.token);
    const back = await accept(t, student.token, { code: fresh.code });
    expect(back.json()).toMatchObject({ success: true, already_connected: false });
    expect((await listed(t, captain.token, invitation.id))?.uses).toBe(1);
    expect((await listed(t, captain.token, fresh.id))?.uses).toBe(1);
  });

  it('lets the student disconnect from a captain, with the same consequences', async () => {
    const student = await newStudent(t);
    const invitation = await connect(student, captain);
    await connect(student, other);
    const gone = await call(t, 'DELETE', `/api/student/captains/${captain.id}`, { token: student.token });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json()).toEqual({ success: true, message: 'You have been disconnected from the captain.' });
    expect(
      (await call(t, 'DELETE', `/api/student/captains/${captain.id}`, { token: student.token })).statusCode,
    ).toBe(404);
    const captains = await call(t, 'GET', '/api/student/captains', { token: student.token });
    expect(captains.json().captains.map((c: { id: number }) => c.id)).toEqual([other.id]);
    const students = await call(t, 'GET', '/api/captain/students', { token: captain.token });
    expect(students.json().students.map((s: { id: number }) => s.id)).not.toContain(student.id);
    expectInvalid(await accept(t, student.token, { code: invitation.code }), alreadyUsed);
  });

  it("answers 404 for a student who is not the captain's, and for a captain the student is not connected to", async () => {
    const student = await newStudent(t);
    await connect(student, captain);
    expect(
      (await call(t, 'DELETE', `/api/captain/students/${student.id}`, { token: other.token })).statusCode,
    ).toBe(404);
    expect(
      (await call(t, 'DELETE', `/api/student/captains/${other.id}`, { token: student.token })).statusCode,
    ).toBe(404);
    expect((await call(t, 'DELETE', '/api/student/captains/abc', { token: student.token })).statusCode).toBe(
      404,
    );
    const captains = await call(t, 'GET', '/api/student/captains', { token: student.token });
    expect(captains.json().captains.map((c: { id: number }) => c.id)).toEqual([captain.id]);
  });
});
