import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../mail/mailer.ts';
import { generousRateLimits, post, registerCaptain, validationErrors } from '../testing/accounts.ts';
import { captureMailer } from '../testing/mail-capture.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const invalidLink = 'This password reset link is invalid or has expired. Ask for a new one.';
const invalidLinkPl = 'Link do resetu hasła jest nieprawidłowy lub wygasł. Poproś o nowy.';

// [case, body, field, English first message, Polish first message]
type Case = [string, Record<string, unknown>, string, string, string];

describe('forgot and reset password with bad input', () => {
  let t: TestApp;
  let sent: MailMessage[];
  beforeAll(async () => {
    const capture = captureMailer();
    sent = capture.sent;
    t = await createTestApp({ rateLimits: generousRateLimits }, { mailer: capture.mailer });
    await registerCaptain(t, { email: 'anna@example.com' });
    sent.length = 0; // the sign-up's confirmation mail
  });
  afterAll(async () => t.close());

  const forgotCases: Case[] = [
    ['missing e-mail', {}, 'email', 'E-mail is required.', 'E-mail jest wymagany.'],
    ['empty e-mail', { email: '' }, 'email', 'E-mail is required.', 'E-mail jest wymagany.'],
    [
      'e-mail of the wrong type',
      { email: 7 },
      'email',
      'This value has the wrong type.',
      'Ta wartość ma nieprawidłowy typ.',
    ],
    [
      'bad e-mail',
      { email: 'anna(at)example.com' },
      'email',
      'Enter a valid e-mail address.',
      'Wpisz poprawny adres e-mail.',
    ],
    [
      'unknown field',
      { email: 'anna@example.com', name: 'Anna' },
      'name',
      'This field is not accepted here.',
      'To pole nie jest tu przyjmowane.',
    ],
  ];
  for (const [name, body, field, english, polish] of forgotCases) {
    it(`forgot-password answers 422 for ${name}, in English and in Polish, and sends nothing`, async () => {
      const before = sent.length;
      const en = validationErrors(await post(t, '/api/auth/forgot-password', body));
      expect(Object.keys(en)).toEqual([field]);
      expect(en[field]?.[0]).toBe(english);
      const pl = validationErrors(await post(t, '/api/auth/forgot-password', body, { language: 'pl' }), 'pl');
      expect(Object.keys(pl)).toEqual([field]);
      expect(pl[field]?.[0]).toBe(polish);
      expect(sent).toHaveLength(before);
    });
  }

  const valid = {
    email: 'anna@example.com',
    token: 'some-token',
    password: 'a brand new secret',
    password_confirmation: 'a brand new secret',
  };
  const without = (field: keyof typeof valid) => {
    const { [field]: _removed, ...rest } = valid;
    return rest;
  };
  const resetCases: Case[] = [
    ['missing token', without('token'), 'token', invalidLink, invalidLinkPl],
    ['empty token', { ...valid, token: '' }, 'token', invalidLink, invalidLinkPl],
    ['blank token', { ...valid, token: '   ' }, 'token', invalidLink, invalidLinkPl],
    ['token over 200 characters', { ...valid, token: 't'.repeat(201) }, 'token', invalidLink, invalidLinkPl],
    ['missing e-mail', without('email'), 'email', invalidLink, invalidLinkPl],
    ['empty e-mail', { ...valid, email: '' }, 'email', invalidLink, invalidLinkPl],
    ['missing password', without('password'), 'password', 'Password is required.', 'Hasło jest wymagane.'],
    [
      'password of 7 characters',
      { ...valid, password: 'seven77', password_confirmation: 'seven77' },
      'password',
      'The password must have at least 8 characters.',
      'Hasło musi mieć co najmniej 8 znaków.',
    ],
    [
      'password of 129 characters',
      { ...valid, password: 'x'.repeat(129), password_confirmation: 'x'.repeat(129) },
      'password',
      'The password can have at most 128 characters.',
      'Hasło może mieć najwyżej 128 znaków.',
    ],
    [
      'missing confirmation',
      without('password_confirmation'),
      'password_confirmation',
      'Confirm the password.',
      'Potwierdź hasło.',
    ],
    [
      'mismatched confirmation',
      { ...valid, password_confirmation: 'a brand new secreT' },
      'password_confirmation',
      'The passwords do not match.',
      'Hasła nie są identyczne.',
    ],
    [
      'unknown field',
      { ...valid, remember: true },
      'remember',
      'This field is not accepted here.',
      'To pole nie jest tu przyjmowane.',
    ],
  ];
  for (const [name, body, field, english, polish] of resetCases) {
    it(`reset-password answers 422 for ${name}, in English and in Polish`, async () => {
      const en = validationErrors(await post(t, '/api/auth/reset-password', body));
      expect(Object.keys(en)).toEqual([field]);
      expect(en[field]?.[0]).toBe(english);
      const pl = validationErrors(await post(t, '/api/auth/reset-password', body, { language: 'pl' }), 'pl');
      expect(Object.keys(pl)).toEqual([field]);
      expect(pl[field]?.[0]).toBe(polish);
    });
  }

  it('reset-password reports every field of an empty body', async () => {
    expect(validationErrors(await post(t, '/api/auth/reset-password', {}))).toEqual({
      email: [invalidLink],
      token: [invalidLink],
      password: ['Password is required.'],
      password_confirmation: ['Confirm the password.'],
    });
  });

  it('sent no mail and changed no password for any of these requests', async () => {
    expect(sent).toEqual([]);
    const login = await post(t, '/api/auth/login', { email: 'anna@example.com', password: valid.password });
    expect(login.statusCode).toBe(401);
  });
});
