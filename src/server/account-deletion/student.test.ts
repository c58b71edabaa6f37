import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInvitation } from '../invitations/test-support.ts';
import { createPlannedTrip, decide, join } from '../planned-trips/test-support.ts';
import { generousRateLimits, get, post, registerStudent } from '../testing/accounts.ts';
import { type SmtpCapture, startSmtpCapture } from '../testing/mail-capture.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { call, newCaptain } from '../trips/test-support.ts';
import { databaseDump, rowsReferringTo } from './test-support.ts';

const url = '/api/student/delete-account';
const password = 'correct horse battery';
const email = 'marta.usuwalska@example.com';

describe('POST /api/student/delete-account', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let captain: { id: number; token: string };
  let student: { id: number; token: string };
  let waiting: { id: number; token: string };
  let plannedTripId: number;
  let waitingEnrolment: number;

  const acceptedCount = async () => {
    const list = await get(t, '/api/planned-sailing-trips', { token: captain.token });
    const trips = list.json<{ planned_trips: { id: number; accepted_count: number }[] }>().planned_trips;
    return trips.find((trip) => trip.id === plannedTripId)?.accepted_count;
  };

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ smtpUrl: smtp.url, rateLimits: generousRateLimits });
    captain = await newCaptain(t, true);
    const registered = await registerStudent(t, { email, first_name: 'Marta', last_name: 'Usuwalska' });
    student = { id: registered.student.id, token: registered.token };
    const other = await registerStudent(t, { email: 'waits@example.com', first_name: 'Ewa' });
    waiting = { id: other.student.id, token: other.token };
    const invitation = await createInvitation(t, captain.token, { description: 'Załoga 2026' });
    for (const token of [student.token, waiting.token]) {
      const accepted = await call(t, 'POST', '/api/student/invitations/accept', {
        token,
        payload: { code: invitation.code },
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
    }
    plannedTripId = (await createPlannedTrip(t, captain.token, { max_crew: 1 })).id;
    const enrolment = await join(t, student.token, plannedTripId, 'Notatka Marty');
    waitingEnrolment = await join(t, waiting.token, plannedTripId, 'Czekam na miejsce');
    expect(
      (await decide(t, captain.token, plannedTripId, enrolment, { status: 'accepted' })).statusCode,
    ).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('refuses a wrong password on `password` and changes nothing', async () => {
    const before = await databaseDump(t);
    const wrong = await post(t, url, { password: 'not mine' }, { token: student.token });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ password: ['The password is not correct. Nothing was deleted.'] });
    expect(await databaseDump(t)).toBe(before);
  });

  it('needs a student session: none is 401, a captain is 403', async () => {
    expect((await post(t, url, { password })).statusCode).toBe(401);
    expect((await post(t, url, { password }, { token: captain.token })).statusCode).toBe(403);
  });

  it('is full before: the waiting student cannot be accepted', async () => {
    expect(await acceptedCount()).toBe(1);
    const refused = await decide(t, captain.token, plannedTripId, waitingEnrolment, { status: 'accepted' });
    expect(refused.statusCode, refused.body).toBe(422);
  });

  it('deletes the student with their connections and enrolments, and mails it', async () => {
    const sentBefore = smtp.messages.length;
    const response = await post(t, url, { password }, { token: student.token });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Your account has been deleted. A confirmation is on its way to your e-mail address.',
    });
    expect(await rowsReferringTo(t, 'student', student.id)).toEqual([]);
    const dump = await databaseDump(t);
    for (const marker of [email, 'Usuwalska', 'Notatka Marty']) expect(dump).not.toContain(marker);
    expect(dump).toContain('Czekam na miejsce');
    const mails = smtp.messages.slice(sentBefore);
    expect(mails.map((m) => [m.envelopeTo, m.mail.subject])).toEqual([
      [[email], 'Your Logbook account has been deleted'],
    ]);
    expect(mails[0]?.mail.text).toContain('Hello Marta Usuwalska,');
    expect(mails[0]?.mail.text).toContain('your Logbook student account has been deleted');
    expect(mails[0]?.mail.text).not.toContain('payment');
  });

  it("leaves the captain's list of students", async () => {
    const students = await get(t, '/api/captain/students', { token: captain.token });
    expect(students.statusCode).toBe(200);
    expect(students.body).not.toContain('Usuwalska');
    expect(students.body).toContain('Ewa');
  });

  it('frees the accepted place: the waiting student can now be accepted', async () => {
    expect(await acceptedCount()).toBe(0);
    const accepted = await decide(t, captain.token, plannedTripId, waitingEnrolment, { status: 'accepted' });
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it('ends the session and answers a login with the usual wrong-credentials 401', async () => {
    expect((await get(t, '/api/student/profile', { token: student.token })).statusCode).toBe(401);
    const login = await post(t, '/api/student/login', { email, password });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toEqual({
      success: false,
      message: 'Wrong e-mail or password.',
      request_id: expect.any(String),
    });
  });

  it('lets the e-mail register again as a student, and as a captain', async () => {
    const again = await registerStudent(t, { email, first_name: 'Marta', last_name: 'Nowa' });
    expect(again.student.id).not.toBe(student.id);
    // A new account: the old one's connection did not come back with the address.
    const captains = await get(t, '/api/student/captains', { token: again.token });
    expect(captains.json()).toMatchObject({ success: true, captains: [] });
    const asCaptain = await post(t, '/api/auth/register', {
      name: 'Marta Kapitan',
      email,
      phone_register: '+48 600 000 111',
      password,
      password_confirmation: password,
    });
    expect(asCaptain.statusCode, asCaptain.body).toBe(201);
  });
});
