import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetLifetimeMs } from '../auth/password-resets.ts';
import { hashSecret } from '../auth/tokens.ts';
import {
  generousRateLimits,
  get,
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

const appUrl = 'https://logbook.test';
const newPassword = 'a brand new secret';
const invalidLink = 'This password reset link is invalid or has expired. Ask for a new one.';

describe("a student's password reset over a real SMTP server", () => {
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
    post(t, '/api/student/forgot-password', { email }, language ? { language } : {});
  const reset = (body: Record<string, string>, language?: string) =>
    post(t, '/api/student/reset-password', body, language ? { language } : {});
  const login = (email: string, password: string) => post(t, '/api/student/login', { email, password });
  const withPassword = (email: string, token: string, password = newPassword) => ({
    email,
    token,
    password,
    password_confirmation: password,
  });
  /** The mails sent to an address since a count of messages. */
  const mailsSince = (before: number, address: string) =>
    smtp.messages.slice(before).filter((message) => message.envelopeTo.includes(address));

  /** Asks for a link and returns the one mail it sent. */
  async function requestLink(email: string, language?: string): Promise<CapturedMail> {
    const before = smtp.messages.length;
    const response = await forgot(email, language);
    expect(response.statusCode, response.body).toBe(200);
    expect(smtp.messages).toHaveLength(before + 1);
    return smtp.messages[before]!;
  }

  it('mails a single-use link to the student page that sets a new password, ends every session and confirms by mail', async () => {
    const registered = await registerStudent(t, {
      first_name: 'Ola',
      last_name: 'Reset',
      email: 'Ola.Reset@Example.com',
    });
    const sessions = [registered.token, (await login('ola.reset@example.com', strongPassword)).json().token];

    const sent = await requestLink('ola.reset@example.com');
    expect(sent.envelopeTo).toEqual(['Ola.Reset@example.com']);
    expect(sent.mail.subject).toBe('Reset your Logbook password');
    expect(sent.mail.text).toContain('Hello Ola Reset,');
    expect(sent.mail.text).toContain('expires in 60 minutes');

    const link = resetLinkIn(sent.mail.text);
    expect(link).toBeDefined();
    if (!link) return;
    expect(link.href).toBe(`${appUrl}/student/reset-password/${link.token}?email=Ola.Reset%40Example.com`);
    expect(link.email).toBe('Ola.Reset@Example.com');
    // 256 bits, URL-safe base64.
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sent.mail.html).toContain(`href="${link.href}"`);

    const rows = await t.app.database.db
      .selectFrom('student_password_resets')
      .selectAll()
      .where('student_id', '=', registered.student.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toBe(hashSecret(link.token));
    expect(JSON.stringify(rows)).not.toContain(link.token);
    expect(Date.parse(rows[0]?.expires_at ?? '') - Date.parse(rows[0]?.created_at ?? '')).toBe(
      resetLifetimeMs,
    );
    // A captain's table holds nothing of it.
    expect(await t.app.database.db.selectFrom('password_resets').selectAll().execute()).toEqual([]);

    const before = smtp.messages.length;
    const done = await reset(withPassword(link.email, link.token));
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      success: true,
      message: 'Your password has been changed. You can log in now.',
    });

    expect((await login('ola.reset@example.com', newPassword)).statusCode).toBe(200);
    expect((await login('ola.reset@example.com', strongPassword)).statusCode).toBe(401);
    for (const token of sessions) {
      expect((await get(t, '/api/student/profile', { token })).statusCode).toBe(401);
    }

    const confirmations = mailsSince(before, 'Ola.Reset@example.com');
    expect(confirmations.map((message) => message.mail.subject)).toEqual([
      'Your Logbook password was changed',
    ]);
    expect(confirmations[0]?.mail.text).toContain('Hello Ola Reset,');
    expect(confirmations[0]?.mail.text).not.toContain(newPassword);
    expect(resetLinkIn(confirmations[0]?.mail.text ?? '')).toBeUndefined();

    const reused = await reset(withPassword(link.email, link.token, 'yet another password'));
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({ success: false, message: invalidLink, errors: { token: [invalidLink] } });
    expect((await login('ola.reset@example.com', newPassword)).statusCode).toBe(200);
  });

  it('writes both mails and the answers in Polish when the request asks for it', async () => {
    await registerStudent(t, { first_name: 'Łucja', last_name: 'Żółć', email: 'lucja@example.com' });
    const sent = await requestLink('lucja@example.com', 'pl-PL,pl;q=0.9');
    expect(sent.mail.subject).toBe('Zresetuj hasło do Logbook');
    expect(sent.mail.text).toContain('Dzień dobry, Łucja Żółć,');
    expect(sent.mail.text).toContain('wygasa po 60 minutach');
    const link = resetLinkIn(sent.mail.text);
    expect(link?.href).toContain('/student/reset-password/');

    const before = smtp.messages.length;
    const done = await reset(withPassword('lucja@example.com', link?.token ?? ''), 'pl');
    expect(done.json()).toEqual({
      success: true,
      message: 'Hasło zostało zmienione. Możesz się teraz zalogować.',
    });
    expect(mailsSince(before, 'lucja@example.com').map((message) => message.mail.subject)).toEqual([
      'Hasło do Logbook zostało zmienione',
    ]);
    const refused = await reset(withPassword('lucja@example.com', link?.token ?? ''), 'pl');
    expect(refused.json().errors).toEqual({
      token: ['Link do resetu hasła jest nieprawidłowy lub wygasł. Poproś o nowy.'],
    });
  });

  it('answers an unknown e-mail, and a captain-only one, exactly like a known one and sends nothing', async () => {
    await registerStudent(t, { email: 'known.student@example.com' });
    await registerCaptain(t, { email: 'only-a-captain@example.com' });
    const before = smtp.messages.length;
    for (const email of ['unknown@example.com', 'only-a-captain@example.com']) {
      for (const language of [undefined, 'pl']) {
        const response = await forgot(email, language);
        const reference = await forgot('known.student@example.com', language);
        expect(response.statusCode, email).toBe(reference.statusCode);
        expect(response.body, email).toBe(reference.body);
      }
    }
    expect((await forgot('known.student@example.com')).json()).toEqual({
      success: true,
      message: 'If an account with this e-mail exists, we have sent a link to reset the password.',
    });
    // Only the five requests for the known student sent mail.
    expect(smtp.messages.slice(before).map((message) => message.envelopeTo)).toEqual(
      Array.from({ length: 5 }, () => ['known.student@example.com']),
    );
  });

  it('keeps the captain account of the same e-mail apart, both ways', async () => {
    const captain = await registerCaptain(t, { email: 'both@example.com' });
    const student = await registerStudent(t, { email: 'both@example.com' });

    const studentLink = resetLinkIn((await requestLink('both@example.com')).mail.text);
    // The student's link does not reset the captain's password.
    const onCaptainRoute = await post(
      t,
      '/api/auth/reset-password',
      withPassword('both@example.com', studentLink?.token ?? ''),
    );
    expect(onCaptainRoute.statusCode).toBe(422);
    expect((await reset(withPassword('both@example.com', studentLink?.token ?? ''))).statusCode).toBe(200);
    expect((await get(t, '/api/auth/user', { token: captain.token })).statusCode).toBe(200);
    const captainLogin = await post(t, '/api/auth/login', {
      email: 'both@example.com',
      password: strongPassword,
    });
    expect(captainLogin.statusCode).toBe(200);
    expect((await get(t, '/api/student/profile', { token: student.token })).statusCode).toBe(401);

    // And a captain's link does nothing on the student route.
    const before = smtp.messages.length;
    await post(t, '/api/auth/forgot-password', { email: 'both@example.com' });
    const captainLink = resetLinkIn(mailsSince(before, 'both@example.com')[0]?.mail.text ?? '');
    expect(captainLink?.href).toMatch(new RegExp(`^${appUrl}/reset-password/`));
    const refused = await reset(
      withPassword('both@example.com', captainLink?.token ?? '', 'other password 9'),
    );
    expect(refused.statusCode).toBe(422);
    expect((await login('both@example.com', newPassword)).statusCode).toBe(200);
  });
});
