import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  captainInput,
  generousRateLimits,
  post,
  registerCaptain,
  strongPassword,
  studentInput,
  validationErrors,
} from '../testing/accounts.ts';
import { captureMailer, resetLinkIn } from '../testing/mail-capture.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const common = {
  en: 'This password is too common and easy to guess. Choose another.',
  pl: 'To hasło jest zbyt popularne i łatwe do odgadnięcia. Wybierz inne.',
};
/** The security tester's three, and the same in other cases and with a digit. */
const commonPasswords = ['password', '12345678', 'qwertyuiop', 'PassWord', 'Password1'];

/** Every way to set a password refuses the most common breached ones (422 on the field). */
describe('common passwords are refused wherever a password is set', () => {
  let t: TestApp;
  const mail = captureMailer();
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits }, { mailer: mail.mailer });
  });
  afterAll(async () => t.close());

  it('captain registration: 422 on password, in English and Polish, and no account', async () => {
    for (const password of commonPasswords) {
      const response = await post(
        t,
        '/api/auth/register',
        captainInput({ email: 'c@example.com', password }),
      );
      expect(validationErrors(response), password).toEqual({ password: [common.en] });
    }
    const polish = await post(t, '/api/auth/register', captainInput({ password: 'qwertyuiop' }), {
      language: 'pl',
    });
    expect(validationErrors(polish, 'pl')).toEqual({ password: [common.pl] });
    expect(await t.app.database.db.selectFrom('users').select('id').execute()).toEqual([]);
  });

  it('student registration: 422 on password, in English and Polish, and no account', async () => {
    for (const password of commonPasswords) {
      const response = await post(t, '/api/student/register', studentInput({ password }));
      expect(validationErrors(response), password).toEqual({ password: [common.en] });
    }
    const polish = await post(t, '/api/student/register', studentInput({ password: '12345678' }), {
      language: 'pl',
    });
    expect(validationErrors(polish, 'pl')).toEqual({ password: [common.pl] });
    expect(await t.app.database.db.selectFrom('students').select('id').execute()).toEqual([]);
  });

  it('password reset: 422 on password, and the link still works for a better one', async () => {
    await registerCaptain(t, { email: 'reset@example.com' });
    const before = mail.sent.length;
    expect((await post(t, '/api/auth/forgot-password', { email: 'reset@example.com' })).statusCode).toBe(200);
    const link = resetLinkIn(mail.sent[before]?.text ?? '');
    expect(link).toBeDefined();
    const reset = (password: string, language?: string) =>
      post(
        t,
        '/api/auth/reset-password',
        { email: link!.email, token: link!.token, password, password_confirmation: password },
        language ? { language } : {},
      );
    for (const password of commonPasswords) {
      expect(validationErrors(await reset(password)), password).toEqual({ password: [common.en] });
    }
    expect(validationErrors(await reset('password', 'pl'), 'pl')).toEqual({ password: [common.pl] });
    const better = await reset('a far less common secret');
    expect(better.statusCode, better.body).toBe(200);
  });

  it('password change: 422 on new_password, and the old password still logs in', async () => {
    const { token } = await registerCaptain(t, { email: 'change@example.com' });
    const change = (password: string, language?: string) =>
      post(
        t,
        '/api/captain-profile/change-password',
        { current_password: strongPassword, new_password: password, new_password_confirmation: password },
        { token, ...(language ? { language } : {}) },
      );
    for (const password of commonPasswords) {
      expect(validationErrors(await change(password)), password).toEqual({ new_password: [common.en] });
    }
    expect(validationErrors(await change('qwertyuiop', 'pl'), 'pl')).toEqual({ new_password: [common.pl] });
    const login = await post(t, '/api/auth/login', { email: 'change@example.com', password: strongPassword });
    expect(login.statusCode).toBe(200);
  });

  it('still takes an uncommon password of 8 characters, or a long phrase', async () => {
    for (const [email, password] of [
      ['eight@example.com', 'k8#vq2!m'],
      ['phrase@example.com', 'password is not the whole thing'],
    ] as const) {
      const response = await post(t, '/api/auth/register', captainInput({ email, password }));
      expect(response.statusCode, response.body).toBe(201);
    }
  });
});
