import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  generousRateLimits,
  get,
  loginCaptain,
  post,
  registerCaptain,
  registerStudent,
  strongPassword,
} from '../testing/accounts.ts';
import {
  type CapturedMail,
  resetLinkIn,
  type SmtpCapture,
  startSmtpCapture,
} from '../testing/mail-capture.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { resetLifetimeMs } from './password-resets.ts';
import { hashSecret } from './tokens.ts';

const appUrl = 'https://logbook.test';
const newPassword = 'a brand new secret';
const invalidLink = 'This password reset link is invalid or has expired. Ask for a new one.';

describe('password reset over a real SMTP server', () => {
  let smtp: SmtpCapture;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ smtpUrl: smtp.url, appUrl, rateLimits: generousRateLimits });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const forgot = (email: string, language?: string) =>
    post(t, '/api/auth/forgot-password', { email }, language ? { language } : {});
  const reset = (body: Record<string, string>, language?: string) =>
    post(t, '/api/auth/reset-password', body, language ? { language } : {});
  const login = (email: string, password: string) => post(t, '/api/auth/login', { email, password });

  /** Asks for a link and returns the one mail it sent. */
  async function requestLink(email: string, language?: string): Promise<CapturedMail> {
    const before = smtp.messages.length;
    const response = await forgot(email, language);
    expect(response.statusCode, response.body).toBe(200);
    expect(smtp.messages).toHaveLength(before + 1);
    return smtp.messages[before]!;
  }

  it('mails a single-use link that sets a new password, ends every session and confirms by mail', async () => {
    const registered = await registerCaptain(t, { name: 'Reset User', email: 'Reset.User@Example.com' });
    const sessions = [registered.token, (await loginCaptain(t, 'reset.user@example.com')).token];

    const sent = await requestLink('reset.user@example.com');
    // Nodemailer lower-cases the domain of the address.
    expect(sent.envelopeTo).toEqual(['Reset.User@example.com']);
    expect(sent.envelopeFrom).toBe('no-reply@localhost');
    expect(sent.mail.from).toContain('no-reply@localhost');
    expect(sent.mail.to).toBe('Reset.User@example.com');
    expect(sent.mail.subject).toBe('Reset your Logbook password');
    expect(sent.mail.text).toContain('Hello Reset User,');
    expect(sent.mail.text).toContain('expires in 60 minutes');

    const link = resetLinkIn(sent.mail.text);
    expect(link).toBeDefined();
    if (!link) return;
    expect(link.base).toBe(appUrl);
    expect(link.href).toBe(`${appUrl}/reset-password/${link.token}?email=Reset.User%40Example.com`);
    expect(link.email).toBe('Reset.User@Example.com');
    // At least 128 bits of randomness, URL-safe.
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(sent.mail.html).toContain(`href="${link.href}"`);

    const rows = await t.app.database.db
      .selectFrom('password_resets')
      .selectAll()
      .where('user_id', '=', registered.user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toBe(hashSecret(link.token));
    expect(JSON.stringify(rows)).not.toContain(link.token);
    expect(Date.parse(rows[0]?.expires_at ?? '') - Date.parse(rows[0]?.created_at ?? '')).toBe(
      resetLifetimeMs,
    );
    expect(resetLifetimeMs).toBe(60 * 60_000);

    const done = await reset({
      email: link.email,
      token: link.token,
      password: newPassword,
      password_confirmation: newPassword,
    });
    expect(done.statusCode).toBe(200);
    // No automatic login: no token, no user.
    expect(done.json()).toEqual({
      success: true,
      message: 'Your password has been changed. You can log in now.',
    });

    expect((await login('reset.user@example.com', newPassword)).statusCode).toBe(200);
    expect((await login('reset.user@example.com', strongPassword)).statusCode).toBe(401);
    for (const token of sessions) {
      expect((await get(t, '/api/auth/user', { token })).statusCode).toBe(401);
    }

    const confirmation = smtp.messages.at(-1);
    expect(confirmation?.envelopeTo).toEqual(['Reset.User@example.com']);
    expect(confirmation?.mail.subject).toBe('Your Logbook password was changed');
    expect(confirmation?.mail.text).toContain('every other session was logged out');
    expect(resetLinkIn(confirmation?.mail.text ?? '')).toBeUndefined();

    const reused = await reset({
      email: link.email,
      token: link.token,
      password: 'yet another password',
      password_confirmation: 'yet another password',
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({ success: false, message: invalidLink, errors: { token: [invalidLink] } });
    expect((await login('reset.user@example.com', newPassword)).statusCode).toBe(200);
  });

  it('writes both mails in Polish when the request asks for it', async () => {
    await registerCaptain(t, { name: 'Łukasz Żółć', email: 'lukasz@example.com' });
    const sent = await requestLink('lukasz@example.com', 'pl-PL,pl;q=0.9');
    expect(sent.mail.subject).toBe('Zresetuj hasło do Logbook');
    expect(sent.mail.text).toContain('Dzień dobry, Łukasz Żółć,');
    expect(sent.mail.text).toContain('wygasa po 60 minutach');
    expect(sent.mail.html).toContain('Ustaw nowe hasło');
    const link = resetLinkIn(sent.mail.text);
    expect(link?.email).toBe('lukasz@example.com');

    const done = await reset(
      {
        email: 'lukasz@example.com',
        token: link?.token ?? '',
        password: newPassword,
        password_confirmation: newPassword,
      },
      'pl',
    );
    expect(done.json()).toEqual({
      success: true,
      message: 'Hasło zostało zmienione. Możesz się teraz zalogować.',
    });
    expect(smtp.messages.at(-1)?.mail.subject).toBe('Hasło do Logbook zostało zmienione');
  });

  it('escapes the name in the HTML part', async () => {
    await registerCaptain(t, { name: 'Ola <b>&"', email: 'html@example.com' });
    const sent = await requestLink('html@example.com');
    expect(sent.mail.html).toContain('Hello Ola &#60;b&#62;&#38;&#34;,');
    expect(sent.mail.html).not.toContain('<b>');
    expect(sent.mail.text).toContain('Hello Ola <b>&",');
  });

  it('answers an unknown e-mail exactly like a known one and sends nothing', async () => {
    await registerCaptain(t, { email: 'known@example.com' });
    await registerStudent(t, { email: 'only-a-student@example.com' });
    const known = await forgot('known@example.com');
    const before = smtp.messages.length;
    for (const email of ['unknown@example.com', 'only-a-student@example.com']) {
      for (const language of [undefined, 'pl']) {
        const response = await forgot(email, language);
        const reference = await forgot('known@example.com', language);
        expect(response.statusCode, email).toBe(reference.statusCode);
        expect(response.body, email).toBe(reference.body);
      }
    }
    expect(known.json()).toEqual({
      success: true,
      message: 'If an account with this e-mail exists, we have sent a link to reset the password.',
    });
    // Only the four reference requests for the known address sent mail.
    expect(smtp.messages.slice(before).map((message) => message.envelopeTo)).toEqual(
      Array.from({ length: 4 }, () => ['known@example.com']),
    );
  });

  it('keeps the link usable when the reset was refused for its input', async () => {
    await registerCaptain(t, { email: 'typo@example.com' });
    const link = resetLinkIn((await requestLink('typo@example.com')).mail.text);
    const token = link?.token ?? '';
    const mismatch = await reset({
      email: 'typo@example.com',
      token,
      password: newPassword,
      password_confirmation: `${newPassword}!`,
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({ password_confirmation: ['The passwords do not match.'] });
    const done = await reset({
      email: 'typo@example.com',
      token,
      password: newPassword,
      password_confirmation: newPassword,
    });
    expect(done.statusCode).toBe(200);
  });

  it('leaves a student account with the same e-mail alone', async () => {
    await registerCaptain(t, { email: 'both@example.com' });
    const student = await registerStudent(t, { email: 'both@example.com' });
    const link = resetLinkIn((await requestLink('both@example.com')).mail.text);
    const done = await reset({
      email: 'both@example.com',
      token: link?.token ?? '',
      password: newPassword,
      password_confirmation: newPassword,
    });
    expect(done.statusCode).toBe(200);
    expect((await get(t, '/api/student/profile', { token: student.token })).statusCode).toBe(200);
    const studentLogin = await post(t, '/api/student/login', {
      email: 'both@example.com',
      password: strongPassword,
    });
    expect(studentLogin.statusCode).toBe(200);
  });
});
