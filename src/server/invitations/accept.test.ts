import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generousRateLimits } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import {
  accept,
  type Captain,
  call,
  createInvitation,
  dayFromToday,
  expectInvalid,
  expireInvitation,
  listed,
  newCaptain,
  newStudent,
} from './test-support.ts';

const messages = {
  unknown: 'No invitation matches this code.',
  inactive: 'This invitation is no longer active.',
  expired: 'This invitation has expired.',
  usedUp: 'This invitation has been used the maximum number of times.',
};

describe('invitations: a student accepts', () => {
  let t: TestApp;
  let captain: Captain;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
    captain = await newCaptain(t, false);
  });
  afterAll(async () => t.close());

  it('connects the student, counts one use and names the captain', async () => {
    const invitation = await createInvitation(t, captain.token);
    const student = await newStudent(t, 'Ola', 'Nowak');
    const accepted = await accept(t, student.token, { code: invitation.code });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({
      success: true,
      captain: { id: captain.id, name: 'Anna Nowak' },
      already_connected: false,
      message: 'You are now connected to Anna Nowak.',
    });
    expect(await listed(t, captain.token, invitation.id)).toMatchObject({
      uses: 1,
      students: [{ id: student.id, first_name: 'Ola', last_name: 'Nowak' }],
    });
  });

  it('reads the code in any case and with spaces around it, with or without the id', async () => {
    const invitation = await createInvitation(t, captain.token);
    const first = await newStudent(t);
    const lower = await accept(t, first.token, { code: `  ${invitation.code.toLowerCase()} ` });
    expect(lower.statusCode, lower.body).toBe(200);
    const second = await newStudent(t);
    const withId = await accept(t, second.token, { invitation_id: invitation.id, code: invitation.code });
    expect(withId.statusCode, withId.body).toBe(200);
    expect((await listed(t, captain.token, invitation.id))?.uses).toBe(2);
  });

  it('refuses an unknown code and a code that belongs to another invitation than the id', async () => {
    const student = await newStudent(t);
    expectInvalid(await accept(t, student.token, { code: 'ZZZZZZZZ' }), messages.unknown);
    const one = await createInvitation(t, captain.token);
    const two = await createInvitation(t, captain.token);
    expectInvalid(
      await accept(t, student.token, { invitation_id: one.id, code: two.code }),
      messages.unknown,
    );
    expectInvalid(
      await accept(t, student.token, { invitation_id: 999999, code: one.code }),
      messages.unknown,
    );
    expect((await listed(t, captain.token, one.id))?.uses).toBe(0);
    expect((await listed(t, captain.token, two.id))?.uses).toBe(0);
  });

  it('accepts through its expiry day and refuses the day after', async () => {
    const today = await createInvitation(t, captain.token, { expires_on: dayFromToday(0) });
    const yesterday = await createInvitation(t, captain.token);
    await expireInvitation(t, yesterday.id, dayFromToday(-1));
    const student = await newStudent(t);
    expectInvalid(await accept(t, student.token, { code: yesterday.code }), messages.expired);
    expect((await accept(t, student.token, { code: today.code })).statusCode).toBe(200);
    expect((await listed(t, captain.token, yesterday.id))?.uses).toBe(0);
  });

  it('stops at its usage limit: two uses, the third refused', async () => {
    const invitation = await createInvitation(t, captain.token, { max_uses: 2 });
    for (const _ of [1, 2]) {
      const student = await newStudent(t);
      expect((await accept(t, student.token, { code: invitation.code })).statusCode).toBe(200);
    }
    const third = await newStudent(t);
    expectInvalid(await accept(t, third.token, { code: invitation.code }), messages.usedUp);
    const polish = await accept(t, third.token, { code: invitation.code }, 'pl');
    expectInvalid(polish, 'To zaproszenie zostało wykorzystane maksymalną liczbę razy.');
    expect(await listed(t, captain.token, invitation.id)).toMatchObject({ uses: 2, max_uses: 2 });
    const students = await call(t, 'GET', '/api/captain/students', { token: captain.token });
    expect(students.json().students.map((s: { id: number }) => s.id)).not.toContain(third.id);
  });

  it('refuses an inactive invitation until it is activated again', async () => {
    const invitation = await createInvitation(t, captain.token, { is_active: false });
    const student = await newStudent(t);
    expectInvalid(await accept(t, student.token, { code: invitation.code }), messages.inactive);
    expectInvalid(
      await accept(t, student.token, { code: invitation.code }, 'pl'),
      'To zaproszenie nie jest już aktywne.',
    );
    await call(t, 'PATCH', `/api/invitations/${invitation.id}`, {
      token: captain.token,
      payload: { is_active: true },
    });
    expect((await accept(t, student.token, { code: invitation.code })).statusCode).toBe(200);
  });

  it('does not connect twice: the second accept answers already_connected and counts nothing', async () => {
    const invitation = await createInvitation(t, captain.token, { max_uses: 1 });
    const student = await newStudent(t);
    expect((await accept(t, student.token, { code: invitation.code })).json().already_connected).toBe(false);
    const again = await accept(t, student.token, { code: invitation.code });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({
      already_connected: true,
      message: 'You are already connected to Anna Nowak.',
    });
    const another = await createInvitation(t, captain.token);
    expect((await accept(t, student.token, { code: another.code })).json().already_connected).toBe(true);
    expect((await listed(t, captain.token, invitation.id))?.uses).toBe(1);
    expect((await listed(t, captain.token, another.id))?.uses).toBe(0);
    const students = await call(t, 'GET', '/api/captain/students', { token: captain.token });
    expect(students.json().students.filter((s: { id: number }) => s.id === student.id)).toHaveLength(1);
  });

  it('previews an invitation for its page: description, captain and expiry', async () => {
    const invitation = await createInvitation(t, captain.token, { expires_on: '2099-01-31' });
    const student = await newStudent(t);
    const url = `/api/student/invitations/${invitation.id}`;
    const preview = await call(t, 'GET', `${url}?code=${invitation.code.toLowerCase()}`, {
      token: student.token,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toEqual({
      success: true,
      invitation: {
        id: invitation.id,
        description: 'Summer crew 2026',
        captain: { name: 'Anna Nowak' },
        expires_on: '2099-01-31',
      },
      message: 'Invitation loaded.',
    });
    expectInvalid(await call(t, 'GET', `${url}?code=WRONG123`, { token: student.token }), messages.unknown);
    expectInvalid(await call(t, 'GET', url, { token: student.token }), messages.unknown);
    expect(
      (await call(t, 'GET', '/api/student/invitations/999999?code=X', { token: student.token })).statusCode,
    ).toBe(404);
    const expired = await createInvitation(t, captain.token);
    await expireInvitation(t, expired.id);
    expectInvalid(
      await call(t, 'GET', `/api/student/invitations/${expired.id}?code=${expired.code}`, {
        token: student.token,
        language: 'pl',
      }),
      'To zaproszenie wygasło.',
    );
    expect((await listed(t, captain.token, invitation.id))?.uses).toBe(0);
  });

  it('is for students: 401 without a token, 403 with a captain token', async () => {
    const invitation = await createInvitation(t, captain.token);
    const calls = [
      ['GET', `/api/student/invitations/${invitation.id}?code=${invitation.code}`],
      ['POST', '/api/student/invitations/accept'],
      ['GET', '/api/student/captains'],
      ['DELETE', `/api/student/captains/${captain.id}`],
    ] as const;
    for (const [method, url] of calls) {
      const payload = method === 'POST' ? { code: invitation.code } : undefined;
      expect((await call(t, method, url, { payload })).statusCode, url).toBe(401);
      expect((await call(t, method, url, { token: captain.token, payload })).statusCode, url).toBe(403);
    }
    expect((await listed(t, captain.token, invitation.id))?.uses).toBe(0);
  });
});
