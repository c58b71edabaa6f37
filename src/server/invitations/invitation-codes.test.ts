import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { invitationCodeAlphabet } from '#domain/invitation-code.ts';
import { defaultRateLimits, loadConfig, type RateLimits } from '../config.ts';
import { generousRateLimits } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import {
  type Captain,
  call,
  createInvitation,
  expectInvalid,
  listed,
  newCaptain,
  newStudent,
  type Student,
} from './test-support.ts';

const unknown = 'No invitation matches this code.';
const grouped = new RegExp(
  `^[${invitationCodeAlphabet}]{4}-[${invitationCodeAlphabet}]{4}-[${invitationCodeAlphabet}]{4}$`,
);

/** Codes a guess cannot find, typeable in groups, and old 8-character codes still honoured. */
describe('invitation codes', () => {
  let t: TestApp;
  let captain: Captain;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
    captain = await newCaptain(t, false);
  });
  afterAll(async () => t.close());

  const storedCode = async (id: number) =>
    (
      await t.app.database.db
        .selectFrom('invitations')
        .select('code')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).code;

  it('makes 12-character codes from the alphabet without look-alikes, shown in groups of four', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const invitation = await createInvitation(t, captain.token, { description: `Crew ${i}` });
      expect(invitation.code).toMatch(grouped);
      expect(invitation.link).toBe(`/student/invitation/${invitation.id}?code=${invitation.code}`);
      // Stored without the dashes: 12 characters fit the column of migration 007 (varchar(16)).
      expect(await storedCode(invitation.id)).toBe(invitation.code.replaceAll('-', ''));
      codes.add(invitation.code);
    }
    expect(codes.size).toBe(20);
    // No 0/O or 1/I anywhere: a code read aloud or from paper is typed right.
    expect([...codes].join('')).not.toMatch(/[01OI]/);
  });

  it('accepts a code typed with or without dashes or spaces, in any case', async () => {
    const typings = (code: string) => [
      code,
      code.replaceAll('-', ''),
      code.toLowerCase(),
      `  ${code.replaceAll('-', ' ')}  `,
      code.replaceAll('-', '–'),
    ];
    const invitation = await createInvitation(t, captain.token);
    for (const typed of typings(invitation.code)) {
      const student = await newStudent(t);
      const accepted = await call(t, 'POST', '/api/student/invitations/accept', {
        token: student.token,
        payload: { code: typed },
      });
      expect(accepted.statusCode, `${typed}: ${accepted.body}`).toBe(200);
      expect(accepted.json().captain.id).toBe(captain.id);
    }
    expect((await listed(t, captain.token, invitation.id))?.uses).toBe(5);

    const another = await createInvitation(t, captain.token);
    const student = await newStudent(t);
    for (const typed of typings(another.code)) {
      const preview = await call(
        t,
        'GET',
        `/api/student/invitations/${another.id}?code=${encodeURIComponent(typed)}`,
        { token: student.token },
      );
      expect(preview.statusCode, `${typed}: ${preview.body}`).toBe(200);
    }
  });

  it('refuses a code one character off, and a code of another invitation', async () => {
    const invitation = await createInvitation(t, captain.token);
    const other = await createInvitation(t, captain.token);
    const student = await newStudent(t);
    const last = invitation.code.at(-1);
    const offByOne = `${invitation.code.slice(0, -1)}${last === 'A' ? 'B' : 'A'}`;
    expectInvalid(
      await call(t, 'POST', '/api/student/invitations/accept', {
        token: student.token,
        payload: { code: offByOne },
      }),
      unknown,
    );
    expectInvalid(
      await call(t, 'GET', `/api/student/invitations/${invitation.id}?code=${offByOne}`, {
        token: student.token,
      }),
      unknown,
    );
    expectInvalid(
      await call(t, 'GET', `/api/student/invitations/${invitation.id}?code=${other.code}`, {
        token: student.token,
      }),
      unknown,
    );
    // Only the first 8 characters of a new code are not a code either.
    expectInvalid(
      await call(t, 'POST', '/api/student/invitations/accept', {
        token: student.token,
        payload: { code: invitation.code.replaceAll('-', '').slice(0, 8) },
      }),
      unknown,
    );
  });

  it('keeps honouring 8-character codes made before the change, typed as they were given out', async () => {
    const now = new Date().toISOString();
    const old = await t.app.database.db
      .insertInto('invitations')
      .values({
        user_id: captain.id,
        code: 'K7M2QX9P',
        description: 'Made in 2025',
        expires_on: null,
        max_uses: null,
        uses: 0,
        is_active: 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const shown = await listed(t, captain.token, old.id);
    expect(shown).toMatchObject({ code: 'K7M2-QX9P', link: `/student/invitation/${old.id}?code=K7M2-QX9P` });

    const student = await newStudent(t);
    for (const typed of ['K7M2QX9P', 'k7m2qx9p', 'K7M2-QX9P']) {
      const preview = await call(t, 'GET', `/api/student/invitations/${old.id}?code=${typed}`, {
        token: student.token,
      });
      expect(preview.statusCode, `${typed}: ${preview.body}`).toBe(200);
      expect(preview.json().invitation.description).toBe('Made in 2025');
    }
    const accepted = await call(t, 'POST', '/api/student/invitations/accept', {
      token: student.token,
      payload: { invitation_id: old.id, code: 'k7m2-qx9p' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await storedCode(old.id)).toBe('K7M2QX9P');
    expect((await listed(t, captain.token, old.id))?.uses).toBe(1);
  });
});

const tooMany = {
  en: 'Too many attempts. Please wait a moment and try again.',
  pl: 'Zbyt wiele prób. Odczekaj chwilę i spróbuj ponownie.',
};
const windowMs = 15 * 60_000;

function expectLimited(response: LightMyRequestResponse, language: 'en' | 'pl' = 'en') {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json()).toEqual({
    success: false,
    message: tooMany[language],
    request_id: expect.any(String),
  });
  const retryAfter = Number(response.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
}

describe('invitation codes are rate-limited (429 with Retry-After)', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function appWith(limits: Partial<RateLimits>) {
    const app = await createTestApp({ rateLimits: { ...generousRateLimits, windowMs, ...limits } });
    t = app;
    return app;
  }

  /** A preview or an accept of `code`, as `student`, from `ip`. */
  function tryCode(
    app: TestApp,
    student: Student,
    ip: string,
    kind: 'preview' | 'accept',
    invitationId: number,
    code: string,
    language?: 'pl',
  ) {
    return app.app.inject({
      method: kind === 'preview' ? 'GET' : 'POST',
      url:
        kind === 'preview'
          ? `/api/student/invitations/${invitationId}?code=${encodeURIComponent(code)}`
          : '/api/student/invitations/accept',
      ...(kind === 'accept' ? { payload: { invitation_id: invitationId, code } } : {}),
      headers: {
        authorization: `Bearer ${student.token}`,
        ...(language ? { 'accept-language': language } : {}),
      },
      remoteAddress: ip,
    });
  }

  it('limits one student account, whatever its address, previews and accepts together', async () => {
    const app = await appWith({ invitationCodePerAccount: 4 });
    const captain = await newCaptain(app, false);
    const invitation = await createInvitation(app, captain.token);
    const guesser = await newStudent(app);
    const guesses = ['AAAA-AAAA-AAAA', 'BBBB-BBBB-BBBB', 'CCCC-CCCC-CCCC', 'DDDD-DDDD-DDDD'];
    const kinds = ['preview', 'accept', 'preview', 'accept'] as const;
    for (const [i, guess] of guesses.entries()) {
      expectInvalid(await tryCode(app, guesser, `10.7.0.${i + 1}`, kinds[i]!, invitation.id, guess), unknown);
    }
    // Even the right code is refused now, from yet another address, in the student's language.
    expectLimited(await tryCode(app, guesser, '10.7.0.9', 'accept', invitation.id, invitation.code));
    expectLimited(
      await tryCode(app, guesser, '10.7.0.10', 'preview', invitation.id, invitation.code, 'pl'),
      'pl',
    );
    expect((await listed(app, captain.token, invitation.id))?.uses).toBe(0);

    // Another student at the guesser's last address is not affected.
    const other = await newStudent(app);
    const accepted = await tryCode(app, other, '10.7.0.9', 'accept', invitation.id, invitation.code);
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it('limits one address across student accounts', async () => {
    const app = await appWith({ invitationCodePerIp: 3 });
    const captain = await newCaptain(app, false);
    const invitation = await createInvitation(app, captain.token);
    const students = [
      await newStudent(app),
      await newStudent(app),
      await newStudent(app),
      await newStudent(app),
    ];
    expectInvalid(
      await tryCode(app, students[0]!, '10.8.0.1', 'preview', invitation.id, 'AAAA-AAAA-AAAA'),
      unknown,
    );
    expectInvalid(
      await tryCode(app, students[1]!, '10.8.0.1', 'accept', invitation.id, 'BBBB-BBBB-BBBB'),
      unknown,
    );
    expectInvalid(
      await tryCode(app, students[2]!, '10.8.0.1', 'accept', invitation.id, 'CCCC-CCCC-CCCC'),
      unknown,
    );
    expectLimited(await tryCode(app, students[3]!, '10.8.0.1', 'accept', invitation.id, invitation.code));
    expectLimited(await tryCode(app, students[3]!, '10.8.0.1', 'preview', invitation.id, invitation.code));

    // The same student elsewhere gets on with it.
    const elsewhere = await tryCode(app, students[3]!, '10.8.0.2', 'accept', invitation.id, invitation.code);
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
  });

  it('has working defaults: 100 per address and 20 per student account in 15 minutes, scaled by RATE_LIMIT_FACTOR', async () => {
    expect(defaultRateLimits).toMatchObject({
      windowMs,
      invitationCodePerIp: 100,
      invitationCodePerAccount: 20,
    });
    expect(loadConfig({ RATE_LIMIT_FACTOR: '3' }).rateLimits).toMatchObject({
      invitationCodePerIp: 300,
      invitationCodePerAccount: 60,
    });

    // The default per-account limit, counted on a real app.
    const app = await appWith({ invitationCodePerAccount: defaultRateLimits.invitationCodePerAccount });
    const captain = await newCaptain(app, false);
    const invitation = await createInvitation(app, captain.token);
    const guesser = await newStudent(app);
    for (let i = 0; i < defaultRateLimits.invitationCodePerAccount; i++) {
      const guess = await tryCode(app, guesser, '10.9.0.1', 'preview', invitation.id, `WRONG${i}`);
      expect(guess.statusCode, `guess ${i}`).toBe(422);
    }
    expectLimited(await tryCode(app, guesser, '10.9.0.1', 'preview', invitation.id, invitation.code));
  });
});
