import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../mail/mailer.ts';
import { accountKindCases, logIn } from '../testing/account-kinds.ts';
import { generousRateLimits, post, validationErrors } from '../testing/accounts.ts';
import { captureMailer } from '../testing/mail-capture.ts';
import { newPasswordCases, type ValidationCase } from '../testing/new-password-cases.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const invalidLink = 'This password reset link is invalid or has expired. Ask for a new one.';
const invalidLinkPl = 'Link do resetu hasła jest nieprawidłowy lub wygasł. Poproś o nowy.';

const forgotCases: ValidationCase[] = [
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
const resetCases: ValidationCase[] = [
  ['missing token', without('token'), 'token', invalidLink, invalidLinkPl],
  ['empty token', { ...valid, token: '' }, 'token', invalidLink, invalidLinkPl],
  ['blank token', { ...valid, token: '   ' }, 'token', invalidLink, invalidLinkPl],
  ['token over 200 characters', { ...valid, token: 't'.repeat(201) }, 'token', invalidLink, invalidLinkPl],
  ['missing e-mail', without('email'), 'email', invalidLink, invalidLinkPl],
  ['empty e-mail', { ...valid, email: '' }, 'email', invalidLink, invalidLinkPl],
  ...newPasswordCases(valid),
  [
    'unknown field',
    { ...valid, remember: true },
    'remember',
    'This field is not accepted here.',
    'To pole nie jest tu przyjmowane.',
  ],
];

describe.each(accountKindCases)('forgot and reset password of a %s account with bad input', (_name, kind) => {
  let t: TestApp;
  let sent: MailMessage[];
  beforeAll(async () => {
    const capture = captureMailer();
    sent = capture.sent;
    t = await createTestApp({ rateLimits: generousRateLimits }, { mailer: capture.mailer });
    await kind.register(t, { email: 'anna@example.com' });
    sent.length = 0; // the sign-up's confirmation mail
  });
  afterAll(async () => t.close());

  const forgotUrl = `${kind.api}/forgot-password`;
  const resetUrl = `${kind.api}/reset-password`;

  for (const [name, body, field, english, polish] of forgotCases) {
    it(`forgot-password answers 422 for ${name}, in English and in Polish, and sends nothing`, async () => {
      const before = sent.length;
      const en = validationErrors(await post(t, forgotUrl, body));
      expect(Object.keys(en)).toEqual([field]);
      expect(en[field]?.[0]).toBe(english);
      const pl = validationErrors(await post(t, forgotUrl, body, { language: 'pl' }), 'pl');
      expect(Object.keys(pl)).toEqual([field]);
      expect(pl[field]?.[0]).toBe(polish);
      expect(sent).toHaveLength(before);
    });
  }

  for (const [name, body, field, english, polish] of resetCases) {
    it(`reset-password answers 422 for ${name}, in English and in Polish`, async () => {
      const en = validationErrors(await post(t, resetUrl, body));
      expect(Object.keys(en)).toEqual([field]);
      expect(en[field]?.[0]).toBe(english);
      const pl = validationErrors(await post(t, resetUrl, body, { language: 'pl' }), 'pl');
      expect(Object.keys(pl)).toEqual([field]);
      expect(pl[field]?.[0]).toBe(polish);
    });
  }

  it('reset-password reports every field of an empty body', async () => {
    expect(validationErrors(await post(t, resetUrl, {}))).toEqual({
      email: [invalidLink],
      token: [invalidLink],
      password: ['Password is required.'],
      password_confirmation: ['Confirm the password.'],
    });
  });

  it('sent no mail and changed no password for any of these requests', async () => {
    expect(sent).toEqual([]);
    const login = await logIn(t, kind, 'anna@example.com', valid.password);
    expect(login.statusCode).toBe(401);
  });
});
