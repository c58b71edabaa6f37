import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { RateLimits } from '../config.ts';
import { generousRateLimits, post, registerCaptain, registerStudent } from '../testing/accounts.ts';
import { captureMailer } from '../testing/mail-capture.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

function expectLimited(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json()).toEqual({
    success: false,
    message: 'Too many attempts. Please wait a moment and try again.',
  });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

/** The captain's limits, with counters of the student routes' own (the table in docs/accounts.md). */
describe("a student's forgot and reset password limits", () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });
  async function appWith(limits: Partial<RateLimits>, capture = captureMailer()) {
    t = await createTestApp({ rateLimits: { ...generousRateLimits, ...limits } }, { mailer: capture.mailer });
    return t;
  }
  const from = (remoteAddress: string) => ({ remoteAddress });

  it('limits forgot-password per e-mail whatever the address; a refused request sends no mail; the captain route counts apart', async () => {
    const capture = captureMailer();
    const app = await appWith({ forgotPerEmail: 2 }, capture);
    await registerStudent(app, { email: 'ola@example.com' });
    await registerCaptain(app, { email: 'ola@example.com' });
    capture.sent.length = 0; // the sign-ups' confirmation mails
    const forgot = (email: string, ip: string) =>
      post(app, '/api/student/forgot-password', { email }, from(ip));

    expect((await forgot('ola@example.com', '10.4.0.1')).statusCode).toBe(200);
    expect((await forgot('OLA@example.com', '10.4.0.2')).statusCode).toBe(200);
    expectLimited(await forgot(' ola@example.com ', '10.4.0.3'));
    expect(capture.sent).toHaveLength(2);

    // Another address's counter, and the captain's forgot-password of the same e-mail, are their own.
    expect((await forgot('piotr@example.com', '10.4.0.3')).statusCode).toBe(200);
    const captain = await post(
      app,
      '/api/auth/forgot-password',
      { email: 'ola@example.com' },
      from('10.4.0.4'),
    );
    expect(captain.statusCode).toBe(200);
    expect(capture.sent.map((mail) => mail.text.includes('/reset-password/'))).toEqual([true, true, true]);
  });

  it('limits forgot-password and reset-password per address, and a spent student counter leaves the captain routes alone', async () => {
    const app = await appWith({ forgotPerIp: 2 });
    const reset = (ip: string) =>
      post(
        app,
        '/api/student/reset-password',
        { email: 'a@example.com', token: 'x', password: 'abcdefgh1', password_confirmation: 'abcdefgh1' },
        from(ip),
      );
    expect((await reset('10.5.0.1')).statusCode).toBe(422);
    expect((await reset('10.5.0.1')).statusCode).toBe(422);
    expectLimited(await reset('10.5.0.1'));
    expect((await reset('10.5.0.2')).statusCode).toBe(422);

    const forgot = (url: string, i: number) =>
      post(app, url, { email: `n${i}@example.com` }, from('10.5.0.9'));
    expect((await forgot('/api/student/forgot-password', 1)).statusCode).toBe(200);
    expect((await forgot('/api/student/forgot-password', 2)).statusCode).toBe(200);
    expectLimited(await forgot('/api/student/forgot-password', 3));
    expect((await forgot('/api/auth/forgot-password', 4)).statusCode).toBe(200);
    const captainReset = await post(
      app,
      '/api/auth/reset-password',
      { email: 'a@example.com', token: 'x', password: 'abcdefgh1', password_confirmation: 'abcdefgh1' },
      from('10.5.0.1'),
    );
    expect(captainReset.statusCode).toBe(422);
  });
});
