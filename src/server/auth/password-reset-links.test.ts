import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../mail/mailer.ts';
import { type CaptainSession, generousRateLimits, post, registerCaptain } from '../testing/accounts.ts';
import { captureMailer, resetLinkIn } from '../testing/mail-capture.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { passwordResets } from './password-resets.ts';

const newPassword = 'a brand new secret';
const invalidLink = 'This password reset link is invalid or has expired. Ask for a new one.';
const invalidLinkPl = 'Link do resetu hasła jest nieprawidłowy lub wygasł. Poproś o nowy.';
/** What every refused attempt tries to set: it must never become anyone's password. */
const refusedPassword = 'refused attempt password';
const minute = 60_000;

describe('password reset links that must not work', () => {
  let t: TestApp;
  let sent: MailMessage[];
  let anna: CaptainSession;
  beforeAll(async () => {
    const capture = captureMailer();
    sent = capture.sent;
    t = await createTestApp({ rateLimits: generousRateLimits }, { mailer: capture.mailer });
    anna = await registerCaptain(t, { email: 'anna@example.com' });
    await registerCaptain(t, { email: 'bartek@example.com', name: 'Bartek Wiatr' });
  });
  afterAll(async () => t.close());

  async function linkFor(email: string): Promise<string> {
    const before = sent.length;
    const response = await post(t, '/api/auth/forgot-password', { email });
    expect(response.statusCode).toBe(200);
    expect(sent).toHaveLength(before + 1);
    const token = resetLinkIn(sent[before]?.text ?? '')?.token;
    expect(token).toBeDefined();
    return token ?? '';
  }

  const reset = (email: string, token: string, language?: string, password = newPassword) =>
    post(
      t,
      '/api/auth/reset-password',
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
    });
  }

  /** A reset secret created by the app's own store at a chosen moment, against the same database. */
  const createdAt = (at: Date, userId: number) =>
    passwordResets(t.app.database.db, 'captain', () => at).create(userId);

  it('refuses a link older than 60 minutes, and accepts one just younger', async () => {
    const expired = await createdAt(new Date(Date.now() - 61 * minute), anna.user.id);
    await expectRefused('anna@example.com', expired);
    const fresh = await createdAt(new Date(Date.now() - 59 * minute), anna.user.id);
    expect((await reset('anna@example.com', fresh)).statusCode).toBe(200);
  });

  it('refuses a mailed link whose expiry has passed in the database', async () => {
    const token = await linkFor('anna@example.com');
    await t.app.database.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - minute).toISOString() })
      .where('user_id', '=', anna.user.id)
      .where('used_at', 'is', null)
      .execute();
    await expectRefused('anna@example.com', token);
  });

  it('reports a refused link in Polish', async () => {
    const response = await reset('anna@example.com', 'no-such-token', 'pl');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      success: false,
      message: invalidLinkPl,
      errors: { token: [invalidLinkPl] },
    });
  });

  it("refuses another user's token, which still works for its owner", async () => {
    const bartekToken = await linkFor('bartek@example.com');
    await expectRefused('anna@example.com', bartekToken);
    expect((await reset('bartek@example.com', bartekToken)).statusCode).toBe(200);
  });

  it('refuses a valid token with an unknown or a different e-mail', async () => {
    const token = await linkFor('anna@example.com');
    await expectRefused('nobody@example.com', token);
    await expectRefused('bartek@example.com', token);
    await expectRefused('anna@example.org', token);
    // The e-mail is compared like everywhere else: case-insensitively.
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
    const session = await post(t, '/api/auth/login', { email: 'anna@example.com', password: newPassword });
    await expectRefused('anna@example.com', session.json().token);
  });

  it('never set a password through a refused link', async () => {
    for (const email of ['anna@example.com', 'bartek@example.com']) {
      const refused = await post(t, '/api/auth/login', { email, password: refusedPassword });
      expect(refused.statusCode, email).toBe(401);
      const accepted = await post(t, '/api/auth/login', { email, password: newPassword });
      expect(accepted.statusCode, email).toBe(200);
    }
  });
});
