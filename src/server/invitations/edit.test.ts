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

const pastMessage = {
  en: 'The expiry date has passed: choose today or a later day.',
  pl: 'Ta data już minęła: wybierz dzisiejszą lub późniejszą.',
};

/** No expiry in the past; the captain edits the description and expiry, and revokes. */
describe('invitations: expiry, edit and revoke', () => {
  let t: TestApp;
  let captain: Captain;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
    captain = await newCaptain(t, false);
  });
  afterAll(async () => t.close());

  const patch = (id: number, payload: unknown, language?: string) =>
    call(t, 'PATCH', `/api/invitations/${id}`, {
      token: captain.token,
      payload,
      ...(language ? { language } : {}),
    });

  it('refuses an expiry date that has passed on create, naming the field, in both languages', async () => {
    for (const language of ['en', 'pl'] as const) {
      const refused = await call(t, 'POST', '/api/invitations', {
        token: captain.token,
        language,
        payload: { description: 'Late', expires_on: dayFromToday(-2) },
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ expires_on: [pastMessage[language]] });
    }
    expect((await call(t, 'GET', '/api/invitations', { token: captain.token })).json().invitations).toEqual(
      [],
    );
    const tomorrow = await createInvitation(t, captain.token, { expires_on: dayFromToday(1) });
    expect(tomorrow.expires_on).toBe(dayFromToday(1));
  });

  it('changes the description, expiry and limit; refuses a past expiry and changes nothing then', async () => {
    const invitation = await createInvitation(t, captain.token, { expires_on: dayFromToday(3) });
    const edited = await patch(invitation.id, {
      description: 'Autumn crew',
      expires_on: dayFromToday(30),
      max_uses: 4,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      success: true,
      message: 'Invitation updated.',
      invitation: {
        id: invitation.id,
        code: invitation.code,
        description: 'Autumn crew',
        expires_on: dayFromToday(30),
        max_uses: 4,
        is_active: true,
      },
    });

    const past = await patch(
      invitation.id,
      { description: 'Changed too', expires_on: dayFromToday(-1) },
      'pl',
    );
    expect(past.statusCode).toBe(422);
    expect(past.json().errors).toEqual({ expires_on: [pastMessage.pl] });
    expect(await listed(t, captain.token, invitation.id)).toMatchObject({
      description: 'Autumn crew',
      expires_on: dayFromToday(30),
    });

    const cleared = await patch(invitation.id, { expires_on: null, max_uses: '' });
    expect(cleared.json().invitation).toMatchObject({ expires_on: null, max_uses: null });
  });

  it('lets the captain edit an expired invitation and give it a new expiry', async () => {
    const invitation = await createInvitation(t, captain.token);
    await expireInvitation(t, invitation.id, dayFromToday(-5));
    const student = await newStudent(t);
    expectInvalid(await accept(t, student.token, { code: invitation.code }), 'This invitation has expired.');

    const described = await patch(invitation.id, { description: 'Spring crew' });
    expect(described.statusCode, described.body).toBe(200);
    expect(described.json().invitation).toMatchObject({
      description: 'Spring crew',
      expires_on: dayFromToday(-5),
    });

    const extended = await patch(invitation.id, { expires_on: dayFromToday(7) });
    expect(extended.statusCode, extended.body).toBe(200);
    expect((await accept(t, student.token, { code: invitation.code })).statusCode).toBe(200);
  });

  it('revokes: the code stops working, the students who joined stay connected, and it can be restored', async () => {
    const invitation = await createInvitation(t, captain.token);
    const joined = await newStudent(t, 'Ewa', 'Lis');
    expect((await accept(t, joined.token, { code: invitation.code })).statusCode).toBe(200);

    const revoked = await patch(invitation.id, { is_active: false });
    expect(revoked.json().invitation).toMatchObject({ is_active: false, uses: 1 });
    const latecomer = await newStudent(t);
    expectInvalid(
      await accept(t, latecomer.token, { code: invitation.code }),
      'This invitation is no longer active.',
    );
    const preview = await call(
      t,
      'GET',
      `/api/student/invitations/${invitation.id}?code=${invitation.code}`,
      {
        token: latecomer.token,
      },
    );
    expect(preview.statusCode).toBe(422);
    const students = await call(t, 'GET', '/api/captain/students', { token: captain.token });
    expect(students.json().students.map((s: { id: number }) => s.id)).toContain(joined.id);
    expect(
      (await call(t, 'GET', '/api/student/captains', { token: joined.token })).json().captains,
    ).toHaveLength(1);
    // A used invitation is still not deleted: revoking is how it ends.
    expect(
      (await call(t, 'DELETE', `/api/invitations/${invitation.id}`, { token: captain.token })).statusCode,
    ).toBe(422);

    expect((await patch(invitation.id, { is_active: true })).statusCode).toBe(200);
    expect((await accept(t, latecomer.token, { code: invitation.code })).statusCode).toBe(200);
  });

  it('documents the expiry rule and revoking in the OpenAPI description', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(document.paths['/api/invitations'].post.description).toContain('errors.expires_on');
    const edit = document.paths['/api/invitations/{id}'].patch;
    expect(edit.description).toContain('revokes');
    expect(Object.keys(edit.requestBody.content['application/json'].schema.properties)).toEqual([
      'description',
      'expires_on',
      'max_uses',
      'is_active',
    ]);
  });
});
