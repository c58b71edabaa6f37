import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits, type RateLimits } from '../config.ts';
import {
  generousRateLimits,
  post,
  registerCaptain,
  registerStudent,
  unauthorized,
  wrongKind,
} from '../testing/accounts.ts';
import { captureMailer, type SmtpCapture, startSmtpCapture } from '../testing/mail-capture.ts';
import { expectLimited } from '../testing/rate-limited.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { verificationLinkIn, verifiedAt, verifyEmail } from './test-support.ts';

const windowMs = 15 * 60_000;

describe('"Send again": a new confirmation link for the logged-in account, over a real SMTP server', () => {
  let smtp: SmtpCapture;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ smtpUrl: smtp.url, rateLimits: generousRateLimits });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('mails a captain a new link that works, then sends nothing once the address is confirmed', async () => {
    const captain = await registerCaptain(t, { email: 'again@example.com', name: 'Ala Ponownie' });
    const before = smtp.messages.length;
    const response = await post(
      t,
      '/api/auth/verification-mail',
      {},
      { token: captain.token, language: 'pl' },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      status: 'sent',
      message: 'Wysłaliśmy nowy link potwierdzający. Sprawdź skrzynkę odbiorczą.',
    });
    expect(smtp.messages).toHaveLength(before + 1);
    const mail = smtp.messages[before];
    expect(mail?.envelopeTo).toEqual(['again@example.com']);
    expect(mail?.mail.subject).toBe('Potwierdź adres e-mail w Logbook');
    const link = verificationLinkIn(mail?.mail.text ?? '');
    expect(link?.page).toBe('/verify-email');
    expect((await verifyEmail(t, 'auth', { email: link?.email, token: link?.token })).statusCode).toBe(200);

    const done = await post(t, '/api/auth/verification-mail', {}, { token: captain.token });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      success: true,
      status: 'already_verified',
      message: 'Your e-mail address is already confirmed.',
    });
    expect(smtp.messages).toHaveLength(before + 1);
  });

  it('mails a student a link to the student page', async () => {
    const student = await registerStudent(t, { email: 'student-again@example.com' });
    const before = smtp.messages.length;
    const response = await post(t, '/api/student/verification-mail', {}, { token: student.token });
    expect(response.json()).toMatchObject({ status: 'sent' });
    const link = verificationLinkIn(smtp.messages[before]?.mail.text ?? '');
    expect(link?.page).toBe('/student/verify-email');
    expect((await verifyEmail(t, 'student', { email: link?.email, token: link?.token })).statusCode).toBe(
      200,
    );
    expect(await verifiedAt(t, 'student', student.token)).not.toBeNull();
  });

  it('needs a login of the right kind', async () => {
    const captain = await registerCaptain(t, { email: 'kind@example.com' });
    const student = await registerStudent(t, { email: 'kind@example.com' });
    const before = smtp.messages.length;
    const anonymous = await post(t, '/api/auth/verification-mail', {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(unauthorized);
    const studentOnCaptain = await post(t, '/api/auth/verification-mail', {}, { token: student.token });
    expect(studentOnCaptain.statusCode).toBe(403);
    expect(studentOnCaptain.json()).toEqual(wrongKind);
    const captainOnStudent = await post(t, '/api/student/verification-mail', {}, { token: captain.token });
    expect(captainOnStudent.statusCode).toBe(403);
    expect(smtp.messages).toHaveLength(before);
  });
});

describe('"Send again" rate limits (429 with Retry-After)', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });
  async function appWith(limits: Partial<RateLimits>) {
    const capture = captureMailer();
    t = await createTestApp(
      { rateLimits: { ...generousRateLimits, windowMs, ...limits } },
      { mailer: capture.mailer },
    );
    return { app: t, sent: capture.sent };
  }
  const resend = (app: TestApp, token: string, remoteAddress: string, language?: string) =>
    post(app, '/api/auth/verification-mail', {}, { token, remoteAddress, ...(language ? { language } : {}) });

  it(`allows ${defaultRateLimits.verificationMailPerAccount} per account and ${defaultRateLimits.verificationMailPerIp} per address in ${windowMs / 60_000} minutes by default`, () => {
    expect(defaultRateLimits).toMatchObject({ verificationMailPerAccount: 3, verificationMailPerIp: 10 });
    expect(defaultRateLimits.windowMs).toBe(windowMs);
  });

  it('limits one account, whatever its address, and a refused request sends no mail', async () => {
    const { app, sent } = await appWith({ verificationMailPerAccount: 2 });
    const anna = await registerCaptain(app, { email: 'anna@example.com' });
    const student = await registerStudent(app, { email: 'jan@example.com' });
    const before = sent.length;
    expect((await resend(app, anna.token, '10.5.0.1')).statusCode).toBe(200);
    expect((await resend(app, anna.token, '10.5.0.2')).statusCode).toBe(200);
    expectLimited(await resend(app, anna.token, '10.5.0.3'));
    expectLimited(await resend(app, anna.token, '10.5.0.4', 'pl'), 'pl');
    expect(sent).toHaveLength(before + 2);
    // Another account, even from the same address, goes on.
    expect(
      (await resend(app, (await registerCaptain(app, { email: 'bob@example.com' })).token, '10.5.0.3'))
        .statusCode,
    ).toBe(200);
    const studentResend = await post(
      app,
      '/api/student/verification-mail',
      {},
      { token: student.token, remoteAddress: '10.5.0.3' },
    );
    expect(studentResend.statusCode).toBe(200);
  });

  it('limits one address, whatever the account', async () => {
    const { app, sent } = await appWith({ verificationMailPerIp: 3 });
    const accounts = [];
    for (const name of ['a', 'b', 'c', 'd'])
      accounts.push(await registerCaptain(app, { email: `${name}@example.com` }));
    const before = sent.length;
    for (const account of accounts.slice(0, 3)) {
      expect((await resend(app, account.token, '10.6.0.1')).statusCode).toBe(200);
    }
    expectLimited(await resend(app, accounts[3]?.token ?? '', '10.6.0.1'));
    expect(sent).toHaveLength(before + 3);
    expect((await resend(app, accounts[3]?.token ?? '', '10.6.0.2')).statusCode).toBe(200);
  });

  it('counts the captain and the student "Send again" per address together', async () => {
    const { app } = await appWith({ verificationMailPerIp: 2 });
    const captain = await registerCaptain(app, { email: 'both@example.com' });
    const student = await registerStudent(app, { email: 'both@example.com' });
    expect((await resend(app, captain.token, '10.7.0.1')).statusCode).toBe(200);
    const fromStudent = await post(
      app,
      '/api/student/verification-mail',
      {},
      { token: student.token, remoteAddress: '10.7.0.1' },
    );
    expect(fromStudent.statusCode).toBe(200);
    expectLimited(await resend(app, captain.token, '10.7.0.1'));
  });

  it('limits confirming per address like password resets', async () => {
    const { app } = await appWith({ forgotPerIp: 2 });
    const confirm = (ip: string) =>
      post(app, '/api/auth/verify-email', { email: 'x@example.com', token: 'guess' }, { remoteAddress: ip });
    expect((await confirm('10.8.0.1')).statusCode).toBe(422);
    expect((await confirm('10.8.0.1')).statusCode).toBe(422);
    expectLimited(await confirm('10.8.0.1'));
    expect((await confirm('10.8.0.2')).statusCode).toBe(422);
  });
});
