import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  generousRateLimits,
  loginCaptain,
  post,
  registerCaptain,
  registerStudent,
} from '../testing/accounts.ts';
import { resetLinkIn, type SmtpCapture, startSmtpCapture } from '../testing/mail-capture.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { verificationLinkIn, verifiedAt, verifyEmail } from './test-support.ts';

const newPassword = 'a brand new secret';

describe('accounts whose address is not confirmed yet', () => {
  let smtp: SmtpCapture;
  let t: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp(
      { smtpUrl: smtp.url, rateLimits: generousRateLimits, logLevel: 'info' },
      { logger: true, logStream: { write: (line) => logLines.push(line) } },
    );
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('can reset a forgotten password, and stay unconfirmed', async () => {
    const captain = await registerCaptain(t, { email: 'forgetful@example.com' });
    expect(await verifiedAt(t, 'auth', captain.token)).toBeNull();
    const before = smtp.messages.length;
    expect((await post(t, '/api/auth/forgot-password', { email: 'forgetful@example.com' })).statusCode).toBe(
      200,
    );
    expect(smtp.messages).toHaveLength(before + 1);
    const link = resetLinkIn(smtp.messages[before]?.mail.text ?? '');
    const reset = await post(t, '/api/auth/reset-password', {
      email: 'forgetful@example.com',
      token: link?.token,
      password: newPassword,
      password_confirmation: newPassword,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const session = await loginCaptain(t, 'forgetful@example.com', newPassword);
    expect(await verifiedAt(t, 'auth', session.token)).toBeNull();
  });

  it('can reset a forgotten student password, and stay unconfirmed', async () => {
    await registerStudent(t, { email: 'forgetful-student@example.com' });
    const before = smtp.messages.length;
    const forgot = await post(t, '/api/student/forgot-password', { email: 'forgetful-student@example.com' });
    expect(forgot.statusCode, forgot.body).toBe(200);
    expect(smtp.messages).toHaveLength(before + 1);
    const link = resetLinkIn(smtp.messages[before]?.mail.text ?? '');
    const reset = await post(t, '/api/student/reset-password', {
      email: 'forgetful-student@example.com',
      token: link?.token,
      password: newPassword,
      password_confirmation: newPassword,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const login = await post(t, '/api/student/login', {
      email: 'forgetful-student@example.com',
      password: newPassword,
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(await verifiedAt(t, 'student', login.json().token)).toBeNull();
  });

  it('keep confirmation secrets out of the log: sign-up, opening the page and confirming', async () => {
    const student = await registerStudent(t, { email: 'quiet@example.com' });
    const link = verificationLinkIn(smtp.messages.at(-1)?.mail.text ?? '');
    const token = link?.token ?? '';
    expect(token).not.toBe('');
    await t.app.inject({ method: 'GET', url: `/student/verify-email/${token}?email=quiet%40example.com` });
    await t.app.inject({ method: 'GET', url: `/verify-email/${token}?email=quiet%40example.com` });
    expect((await verifyEmail(t, 'student', { email: 'quiet@example.com', token })).statusCode).toBe(200);
    expect(await verifiedAt(t, 'student', student.token)).not.toBeNull();
    const log = logLines.join('');
    expect(log).toContain('/student/verify-email/[redacted]');
    expect(log).not.toContain(token);
  });
});
