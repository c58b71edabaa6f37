import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../mail/mailer.ts';
import { accountKindCases, expireResets, type KindAccount, logIn } from '../testing/account-kinds.ts';
import { generousRateLimits, post } from '../testing/accounts.ts';
import { captureMailer, resetLinkIn } from '../testing/mail-capture.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { passwordResets } from './password-resets.ts';

const newPassword = 'a brand new secret';
const invalidLink = 'This password reset link is invalid or has expired. Ask for a new one.';
const invalidLinkPl = 'Link do resetu hasła jest nieprawidłowy lub wygasł. Poproś o nowy.';
/** What every refused attempt tries to set: it must never become anyone's password. */
const refusedPassword = 'refused attempt password';
const minute = 60_000;

describe.each(accountKindCases)('password reset links of a %s account that must not work', (_name, kind) => {
  let t: TestApp;
  let sent: MailMessage[];
  let anna: KindAccount;
  beforeAll(async () => {
    const capture = captureMailer();
    sent = capture.sent;
    t = await createTestApp({ rateLimits: generousRateLimits }, { mailer: capture.mailer });
    anna = await kind.register(t, { email: 'anna@example.com' });
    await kind.register(t, { email: 'bartek@example.com', name: 'Bartek Wiatr' });
  });
  afterAll(async () => t.close());

  async function linkFor(email: string): Promise<string> {
    const before = sent.length;
    const response = await post(t, `${kind.api}/forgot-password`, { email });
    expect(response.statusCode).toBe(200);
    expect(sent).toHaveLength(before + 1);
    const token = resetLinkIn(sent[before]?.text ?? '')?.token;
    expect(token).toBeDefined();
    return token ?? '';
  }

  const reset = (email: string, token: string, language?: string, password = newPassword) =>
    post(
      t,
      `${kind.api}/reset-password`,
      { email, token, password, password_confirmation: password },
      language ? { language } : {},
    );

  async function expectRefused(email: string, token: string) {
    const response = await reset(email, token, undefined, refusedPassword);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      success: false,
      message: invalidLink,
      errors: { token: [invalidLink] },
      request_id: expect.any(String),
    });
  }

  /** A reset secret created by the app's own store of the kind at a chosen moment, against the same database. */
  const createdAt = (at: Date, ownerId: number) =>
    passwordResets(t.app.database.db, kind.kind, () => at).create(ownerId);

  it('refuses a link older than 60 minutes, and accepts one just younger', async () => {
    const expired = await createdAt(new Date(Date.now() - 61 * minute), anna.id);
    await expectRefused('anna@example.com', expired);
    const fresh = await createdAt(new Date(Date.now() - 59 * minute), anna.id);
    expect((await reset('anna@example.com', fresh)).statusCode).toBe(200);
  });

  it('refuses a mailed link whose expiry has passed in the database', async () => {
    const token = await linkFor('anna@example.com');
    await expireResets(t, kind, anna.id, new Date(Date.now() - minute));
    await expectRefused('anna@example.com', token);
  });

  it('reports a refused link in Polish', async () => {
    const response = await reset('anna@example.com', 'no-such-token', 'pl');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      success: false,
      message: invalidLinkPl,
      errors: { token: [invalidLinkPl] },
      request_id: expect.any(String),
    });
  });

  it("refuses another account's token, which still works for its owner", async () => {
    const bartekToken = await linkFor('bartek@example.com');
    await expectRefused('anna@example.com', bartekToken);
    expect((await reset('bartek@example.com', bartekToken)).statusCode).toBe(200);
  });

  it('refuses a valid token with an unknown or a different e-mail; the e-mail is compared case-insensitively', async () => {
    const token = await linkFor('anna@example.com');
    await expectRefused('nobody@example.com', token);
    await expectRefused('bartek@example.com', token);
    await expectRefused('anna@example.org', token);
    expect((await reset('ANNA@example.com', token)).statusCode).toBe(200);
  });

  it('refuses made-up and altered tokens', async () => {
    const token = await linkFor('anna@example.com');
    for (const wrong of ['x', 'a'.repeat(43), `${token}x`, token.slice(1), token.toUpperCase()]) {
      if (wrong === token) continue;
      await expectRefused('anna@example.com', wrong);
    }
    expect((await reset('anna@example.com', token)).statusCode).toBe(200);
  });

  it('makes an older link invalid when a newer one is requested', async () => {
    const older = await linkFor('anna@example.com');
    const newer = await linkFor('anna@example.com');
    expect(newer).not.toBe(older);
    await expectRefused('anna@example.com', older);
    expect((await reset('anna@example.com', newer)).statusCode).toBe(200);
  });

  it('refuses a link that has been used, and a link of another kind (a login token)', async () => {
    const token = await linkFor('anna@example.com');
    expect((await reset('anna@example.com', token)).statusCode).toBe(200);
    await expectRefused('anna@example.com', token);
    const session = await logIn(t, kind, 'anna@example.com', newPassword);
    expect(session.statusCode).toBe(200);
    await expectRefused('anna@example.com', session.json().token);
  });

  it('never set a password through a refused link', async () => {
    for (const email of ['anna@example.com', 'bartek@example.com']) {
      const refused = await logIn(t, kind, email, refusedPassword);
      expect(refused.statusCode, email).toBe(401);
      const accepted = await logIn(t, kind, email, newPassword);
      expect(accepted.statusCode, email).toBe(200);
    }
  });
});
