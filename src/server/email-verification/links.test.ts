import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../mail/mailer.ts';
import {
  type CaptainSession,
  generousRateLimits,
  post,
  registerCaptain,
  registerStudent,
  type StudentSession,
  validationErrors,
} from '../testing/accounts.ts';
import { captureMailer } from '../testing/mail-capture.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { emailVerificationRepository } from './repository.ts';
import {
  expectRefusedLink,
  invalidLink,
  invalidLinkPl,
  type Side,
  verificationLinkIn,
  verifiedAt,
  verifyEmail,
} from './test-support.ts';

const minute = 60_000;
const day = 24 * 60 * minute;

describe('confirmation links that must not work', () => {
  let t: TestApp;
  let sent: MailMessage[];
  let anna: CaptainSession;
  let bartek: CaptainSession;
  /** A student with the same e-mail as the captain Anna: one address can hold one account of each kind. */
  let annaStudent: StudentSession;
  beforeAll(async () => {
    const capture = captureMailer();
    sent = capture.sent;
    t = await createTestApp({ rateLimits: generousRateLimits }, { mailer: capture.mailer });
    anna = await registerCaptain(t, { email: 'anna@example.com' });
    bartek = await registerCaptain(t, { email: 'bartek@example.com', name: 'Bartek Wiatr' });
    annaStudent = await registerStudent(t, { email: 'anna@example.com' });
  });
  afterAll(async () => t.close());

  /** A new link through "Send again"; earlier links of the account stop working. */
  async function newLink(side: Side, token: string): Promise<string> {
    const before = sent.length;
    const response = await post(t, `/api/${side}/verification-mail`, {}, { token });
    expect(response.statusCode, response.body).toBe(200);
    expect(sent).toHaveLength(before + 1);
    const link = verificationLinkIn(sent[before]?.text ?? '');
    expect(link).toBeDefined();
    return link?.token ?? '';
  }

  /** A link made by the app's own store at a chosen moment, against the same database. */
  const linkCreatedAt = async (at: Date, session: CaptainSession) => {
    const links = emailVerificationRepository(t.app.database.db, () => at);
    const account = await links.findById('captain', session.user.id);
    if (!account) throw new Error('no such captain');
    return links.createLink(account);
  };

  it('refuses a link older than 7 days, and accepts one just younger', async () => {
    const expired = await linkCreatedAt(new Date(Date.now() - 7 * day - minute), anna);
    await expectRefusedLink(t, 'auth', 'anna@example.com', expired);
    expect(await verifiedAt(t, 'auth', anna.token)).toBeNull();
    const fresh = await linkCreatedAt(new Date(Date.now() - 7 * day + minute), anna);
    expect((await verifyEmail(t, 'auth', { email: 'anna@example.com', token: fresh })).statusCode).toBe(200);
    expect(await verifiedAt(t, 'auth', anna.token)).not.toBeNull();
  });

  it('reports a refused link in Polish', async () => {
    const response = await verifyEmail(
      t,
      'auth',
      { email: 'bartek@example.com', token: 'no-such-token' },
      'pl',
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      success: false,
      message: invalidLinkPl,
      errors: { token: [invalidLinkPl] },
      request_id: expect.any(String),
    });
  });

  it("never confirms an account with another account's link, which still works for its owner", async () => {
    const bartekLink = await newLink('auth', bartek.token);
    // Anna's address with Bartek's secret, and Anna's student account with it.
    await expectRefusedLink(t, 'auth', 'anna@example.com', bartekLink);
    await expectRefusedLink(t, 'student', 'anna@example.com', bartekLink);
    await expectRefusedLink(t, 'student', 'bartek@example.com', bartekLink);
    expect(await verifiedAt(t, 'student', annaStudent.token)).toBeNull();
    // Anna's captain account is confirmed (the test before), yet Bartek's secret does not even tell her so.
    await expectRefusedLink(t, 'auth', 'anna@example.com', bartekLink);
    expect(await verifiedAt(t, 'auth', bartek.token)).toBeNull();

    const mine = await verifyEmail(t, 'auth', { email: 'BARTEK@example.com', token: bartekLink });
    expect(mine.json()).toMatchObject({ status: 'verified' });
    expect(await verifiedAt(t, 'auth', bartek.token)).not.toBeNull();
  });

  it('refuses an unknown e-mail, made-up and altered secrets, and a login token', async () => {
    const studentLink = await newLink('student', annaStudent.token);
    await expectRefusedLink(t, 'student', 'nobody@example.com', studentLink);
    await expectRefusedLink(t, 'student', 'anna@example.org', studentLink);
    for (const wrong of [
      'x',
      'a'.repeat(43),
      `${studentLink}x`,
      studentLink.slice(1),
      studentLink.toUpperCase(),
    ]) {
      if (wrong !== studentLink) await expectRefusedLink(t, 'student', 'anna@example.com', wrong);
    }
    await expectRefusedLink(t, 'student', 'anna@example.com', annaStudent.token);
    expect(await verifiedAt(t, 'student', annaStudent.token)).toBeNull();
    expect(
      (await verifyEmail(t, 'student', { email: 'anna@example.com', token: studentLink })).statusCode,
    ).toBe(200);
  });

  it('makes the earlier links stop working when a new mail is sent', async () => {
    const carol = await registerCaptain(t, { email: 'carol@example.com', name: 'Carol Fala' });
    const first = verificationLinkIn(sent.at(-1)?.text ?? '')?.token ?? '';
    const second = await newLink('auth', carol.token);
    const third = await newLink('auth', carol.token);
    expect(new Set([first, second, third]).size).toBe(3);
    await expectRefusedLink(t, 'auth', 'carol@example.com', first);
    await expectRefusedLink(t, 'auth', 'carol@example.com', second);
    expect(await verifiedAt(t, 'auth', carol.token)).toBeNull();
    expect((await verifyEmail(t, 'auth', { email: 'carol@example.com', token: third })).statusCode).toBe(200);
    // Once confirmed, an earlier link of the account says so instead of an error.
    const late = await verifyEmail(t, 'auth', { email: 'carol@example.com', token: first });
    expect(late.statusCode).toBe(200);
    expect(late.json()).toMatchObject({ status: 'already_verified' });
  });

  it('refuses a mailed link whose expiry has passed in the database', async () => {
    const dora = await registerCaptain(t, { email: 'dora@example.com', name: 'Dora Sztil' });
    const token = verificationLinkIn(sent.at(-1)?.text ?? '')?.token ?? '';
    await t.app.database.db
      .updateTable('email_verifications')
      .set({ expires_at: new Date(Date.now() - minute).toISOString() })
      .where('user_id', '=', dora.user.id)
      .execute();
    await expectRefusedLink(t, 'auth', 'dora@example.com', token);
    expect(await verifiedAt(t, 'auth', dora.token)).toBeNull();
  });

  it('answers bad input with 422 on the link', async () => {
    const cases: [string, unknown, string][] = [
      ['no body fields', {}, 'email'],
      ['no token', { email: 'anna@example.com' }, 'token'],
      ['empty token', { email: 'anna@example.com', token: '  ' }, 'token'],
      ['token of the wrong type', { email: 'anna@example.com', token: 7 }, 'token'],
      ['a too long token', { email: 'anna@example.com', token: 'a'.repeat(201) }, 'token'],
      ['an unknown field', { email: 'anna@example.com', token: 'x', verified: true }, 'verified'],
    ];
    for (const [name, body, field] of cases) {
      const errors = validationErrors(await verifyEmail(t, 'auth', body));
      expect(Object.keys(errors), name).toContain(field);
    }
    const missing = validationErrors(await verifyEmail(t, 'student', {}));
    expect(missing).toEqual({ email: [invalidLink], token: [invalidLink] });
  });
});
