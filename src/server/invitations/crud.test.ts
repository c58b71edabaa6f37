import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generousRateLimits, unauthorized, wrongKind } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import {
  accept,
  type Captain,
  call,
  createInvitation,
  listed,
  newCaptain,
  newStudent,
  type Student,
} from './test-support.ts';

describe('invitations: the captain manages them', () => {
  let t: TestApp;
  let captain: Captain;
  let other: Captain;
  let student: Student;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
    captain = await newCaptain(t, false);
    other = await newCaptain(t, false);
    student = await newStudent(t);
  });
  afterAll(async () => t.close());

  it('creates, lists, edits and deletes an invitation (a login is enough, no premium)', async () => {
    const created = await call(t, 'POST', '/api/invitations', {
      token: captain.token,
      payload: { description: '  Baltic summer  ', expires_on: '2099-12-31', max_uses: '5' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const body = created.json();
    expect(body.success).toBe(true);
    expect(body.message).toBe('Invitation created.');
    const invitation = body.invitation;
    expect(invitation).toMatchObject({
      description: 'Baltic summer',
      expires_on: '2099-12-31',
      max_uses: 5,
      uses: 0,
      is_active: true,
      students: [],
    });
    // 12 characters without look-alikes, shown in groups of four (invitation-codes.test.ts has the rest).
    expect(invitation.code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    expect(invitation.link).toBe(`/student/invitation/${invitation.id}?code=${invitation.code}`);
    expect(typeof invitation.created_at).toBe('string');

    const list = await call(t, 'GET', '/api/invitations', { token: captain.token });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ success: true, invitations: [invitation], message: 'Invitations loaded.' });

    const patched = await call(t, 'PATCH', `/api/invitations/${invitation.id}`, {
      token: captain.token,
      payload: { is_active: false },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({
      success: true,
      message: 'Invitation updated.',
      invitation: { ...invitation, is_active: false },
    });
    const cleared = await call(t, 'PATCH', `/api/invitations/${invitation.id}`, {
      token: captain.token,
      payload: { description: 'Autumn', expires_on: '', max_uses: null, is_active: true },
    });
    expect(cleared.json().invitation).toMatchObject({
      code: invitation.code,
      description: 'Autumn',
      expires_on: null,
      max_uses: null,
      is_active: true,
    });

    const deleted = await call(t, 'DELETE', `/api/invitations/${invitation.id}`, { token: captain.token });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true, message: 'Invitation deleted.' });
    expect(await listed(t, captain.token, invitation.id)).toBeUndefined();
    const again = await call(t, 'DELETE', `/api/invitations/${invitation.id}`, { token: captain.token });
    expect(again.statusCode).toBe(404);
  });

  it('defaults to active, no expiry and no limit; may start inactive; codes differ', async () => {
    const first = await createInvitation(t, captain.token);
    expect(first).toMatchObject({ expires_on: null, max_uses: null, is_active: true, uses: 0 });
    const second = await createInvitation(t, captain.token, {
      is_active: false,
      expires_on: null,
      max_uses: '',
    });
    expect(second).toMatchObject({ expires_on: null, max_uses: null, is_active: false });
    expect(second.code).not.toBe(first.code);
  });

  it('refuses to delete a used invitation (422) but lets the captain deactivate it', async () => {
    const invitation = await createInvitation(t, captain.token);
    expect((await accept(t, student.token, { code: invitation.code })).statusCode).toBe(200);
    const refused = await call(t, 'DELETE', `/api/invitations/${invitation.id}`, { token: captain.token });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      success: false,
      message: 'This invitation has been used and cannot be deleted; deactivate it instead.',
      errors: {},
      request_id: expect.any(String),
    });
    const polish = await call(t, 'DELETE', `/api/invitations/${invitation.id}`, {
      token: captain.token,
      language: 'pl',
    });
    expect(polish.json().message).toBe(
      'To zaproszenie zostało już użyte i nie można go usunąć; zamiast tego je dezaktywuj.',
    );
    const deactivated = await call(t, 'PATCH', `/api/invitations/${invitation.id}`, {
      token: captain.token,
      payload: { is_active: false },
    });
    expect(deactivated.json().invitation).toMatchObject({ is_active: false, uses: 1 });
    expect(await listed(t, captain.token, invitation.id)).toMatchObject({
      uses: 1,
      students: [{ id: student.id, first_name: 'Jan', last_name: 'Kowalski' }],
    });
  });

  it("answers 404 for another captain's invitation and never lists it", async () => {
    const invitation = await createInvitation(t, captain.token);
    const patch = await call(t, 'PATCH', `/api/invitations/${invitation.id}`, {
      token: other.token,
      payload: { is_active: false },
    });
    expect(patch.statusCode).toBe(404);
    expect(patch.json()).toEqual({ success: false, message: 'Not found.', request_id: expect.any(String) });
    const remove = await call(t, 'DELETE', `/api/invitations/${invitation.id}`, { token: other.token });
    expect(remove.statusCode).toBe(404);
    expect(await listed(t, other.token, invitation.id)).toBeUndefined();
    expect(await listed(t, captain.token, invitation.id)).toMatchObject({ is_active: true });
    for (const id of ['0', 'abc', '99999999999', '999999']) {
      const missing = await call(t, 'PATCH', `/api/invitations/${id}`, {
        token: captain.token,
        payload: {},
      });
      expect(missing.statusCode, id).toBe(404);
    }
  });

  it('needs a captain token: 401 without one, 403 with a student token', async () => {
    const invitation = await createInvitation(t, captain.token);
    const calls = [
      ['GET', '/api/invitations'],
      ['POST', '/api/invitations'],
      ['PATCH', `/api/invitations/${invitation.id}`],
      ['DELETE', `/api/invitations/${invitation.id}`],
      ['GET', '/api/captain/students'],
      ['DELETE', `/api/captain/students/${student.id}`],
    ] as const;
    for (const [method, url] of calls) {
      const payload = method === 'POST' || method === 'PATCH' ? { description: 'x' } : undefined;
      const anonymous = await call(t, method, url, { payload });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      expect(anonymous.json()).toEqual(unauthorized);
      const asStudent = await call(t, method, url, { token: student.token, payload });
      expect(asStudent.statusCode, `${method} ${url}`).toBe(403);
      expect(asStudent.json()).toEqual(wrongKind);
    }
    expect(await listed(t, captain.token, invitation.id)).toBeDefined();
  });
});
