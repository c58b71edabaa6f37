import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generousRateLimits } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import {
  accept,
  type Captain,
  call,
  createInvitation,
  expectInvalid,
  expireInvitation,
  listed,
  newCaptain,
  newStudent,
} from './test-support.ts';

/** Whose invitation waits behind the student login, for a visitor holding the link. */
describe('GET /api/public/invitations/{id}?code=', () => {
  let t: TestApp;
  let captain: Captain;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
    captain = await newCaptain(t, false);
  });
  afterAll(async () => t.close());

  const preview = (id: number, code: string, language?: string) =>
    call(
      t,
      'GET',
      `/api/public/invitations/${id}?code=${encodeURIComponent(code)}`,
      language ? { language } : {},
    );

  it("gives a visitor without a login the captain's name and nothing more, for the code in any form", async () => {
    const invitation = await createInvitation(t, captain.token, {
      description: 'Private: group B, 2nd year',
    });
    const answer = await preview(invitation.id, invitation.code);
    expect(answer.statusCode, answer.body).toBe(200);
    const captainName = answer.json().invitation.captain.name;
    expect(answer.json()).toEqual({
      success: true,
      invitation: { id: invitation.id, captain: { name: captainName } },
      message: 'Invitation loaded.',
    });
    expect(captainName).toEqual(expect.any(String));
    expect(captainName.length).toBeGreaterThan(0);
    expect(answer.body).not.toContain('group B');
    const typed = invitation.code.replaceAll('-', '').toLowerCase();
    expect((await preview(invitation.id, typed)).json().invitation.captain.name).toBe(captainName);
    // Looking counts no use; the name is the one the student meets on accepting.
    expect((await listed(t, captain.token, invitation.id))?.uses).toBe(0);
    const student = await newStudent(t);
    const accepted = await accept(t, student.token, { code: invitation.code });
    expect(accepted.json().captain.name).toBe(captainName);
  });

  it('answers an unknown id and a wrong code alike, and names why a real one cannot be accepted', async () => {
    const invitation = await createInvitation(t, captain.token);
    const unknown = 'No invitation matches this code.';
    const wrongCode = await preview(invitation.id, 'AAAA-BBBB-CCCC');
    const unknownId = await preview(999_999, invitation.code);
    const noCode = await call(t, 'GET', `/api/public/invitations/${invitation.id}`);
    for (const response of [wrongCode, unknownId, noCode]) {
      expect(response.statusCode).toBe(422);
      expect(response.json().error).toBe('invitation_invalid');
    }
    // Alike but for the request's own id.
    expect({ ...wrongCode.json(), request_id: null }).toEqual({ ...unknownId.json(), request_id: null });
    expect(wrongCode.json().message).toBe(unknown);

    await expireInvitation(t, invitation.id);
    expectInvalid(await preview(invitation.id, invitation.code, 'pl'), 'To zaproszenie wygasło.');
    const inactive = await createInvitation(t, captain.token, { is_active: false });
    expectInvalid(await preview(inactive.id, inactive.code), 'This invitation is no longer active.');
    const single = await createInvitation(t, captain.token, { max_uses: 1 });
    const student = await newStudent(t);
    expect((await accept(t, student.token, { code: single.code })).statusCode).toBe(200);
    expect((await preview(single.id, single.code)).statusCode).toBe(422);
  });

  it('is limited per address in its own group: 429 with Retry-After, and accepting still works', async () => {
    const limited = await createTestApp({
      rateLimits: { ...generousRateLimits, invitationCodePerIp: 3, invitationCodePerAccount: 100 },
    });
    try {
      const owner = await newCaptain(limited, false);
      const invitation = await createInvitation(limited, owner.token);
      const url = `/api/public/invitations/${invitation.id}?code=${invitation.code}`;
      for (const _ of [1, 2, 3]) expect((await call(limited, 'GET', url)).statusCode).toBe(200);
      const refused = await call(limited, 'GET', url);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // A student at the same address is not held back by the visitors' looks.
      const student = await newStudent(limited);
      expect((await accept(limited, student.token, { code: invitation.code })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('is in the OpenAPI document without a login', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operation = document.paths['/api/public/invitations/{id}'].get;
    expect(operation.security).toBeUndefined();
    expect(
      Object.keys(
        operation.responses['200'].content['application/json'].schema.properties.invitation.properties,
      ),
    ).toEqual(['id', 'captain']);
  });
});
