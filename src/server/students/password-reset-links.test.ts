import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets } from '../auth/password-resets.ts';
import type { MailMessage } from '../mail/mailer.ts';
import {
  generousRateLimits,
  post,
  registerStudent,
  type StudentSession,
  validationErrors,
} from '../testing/accounts.ts';
import { captureMailer, resetLinkIn } from '../testing/mail-capture.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const newPassword = 'a brand new secret';
const invalidLink = 'This password reset link is invalid or has expired. Ask for a new one.';
const invalidLinkPl = 'Link do resetu hasła jest nieprawidłowy lub wygasł. Poproś o nowy.';
/** What every refused attempt tries to set: it must never become anyone's password. */
const refusedPassword = 'refused attempt password';
const minute = 60_000;

describe("a student's reset links that must not work, and bad input", () => {
  let t: TestApp;
  let sent: MailMessage[];
  let ola: StudentSession;
  beforeAll(async () => {
    const capture = captureMailer();
    sent = capture.sent;
    t = await createTestApp({ rateLimits: generousRateLimits }, { mailer: capture.mailer });
    ola = await registerStudent(t, { first_name: 'Ola', email: 'ola@example.com' });
    await registerStudent(t, { first_name: 'Piotr', email: 'piotr@example.com' });
  });
  afterAll(async () => t.close());

  async function linkFor(email: string): Promise<string> {
    const before = sent.length;
    const response = await post(t, '/api/student/forgot-password', { email });
    expect(response.statusCode).toBe(200);
    expect(sent).toHaveLength(before + 1);
    const token = resetLinkIn(sent[before]?.text ?? '')?.token;
    expect(token).toBeDefined();
    return token ?? '';
  }

  const reset = (email: string, token: string, language?: string, password = newPassword) =>
    post(
      t,
      '/api/student/reset-password',
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

  /** A secret made by the app's own student store at a chosen moment, against the same database. */
  const createdAt = (at: Date, studentId: number) =>
    passwordResets(t.app.database.db, 'student', () => at).create(studentId);

  it('refuses a link older than 60 minutes, and accepts one just younger', async () => {
    const expired = await createdAt(new Date(Date.now() - 61 * minute), ola.student.id);
    await expectRefused('ola@example.com', expired);
    const fresh = await createdAt(new Date(Date.now() - 59 * minute), ola.student.id);
    expect((await reset('ola@example.com', fresh)).statusCode).toBe(200);
  });

  it('refuses a mailed link whose expiry has passed in the database', async () => {
    const token = await linkFor('ola@example.com');
    await t.app.database.db
      .updateTable('student_password_resets')
      .set({ expires_at: new Date(Date.now() - minute).toISOString() })
      .where('student_id', '=', ola.student.id)
      .where('used_at', 'is', null)
      .execute();
    await expectRefused('ola@example.com', token);
  });

  it('reports a refused link in Polish', async () => {
    const response = await reset('ola@example.com', 'no-such-token', 'pl');
    expect(response.json()).toEqual({
      success: false,
      message: invalidLinkPl,
      errors: { token: [invalidLinkPl] },
    });
  });

  it("refuses another student's token, which still works for its owner", async () => {
    const piotrToken = await linkFor('piotr@example.com');
    await expectRefused('ola@example.com', piotrToken);
    expect((await reset('piotr@example.com', piotrToken)).statusCode).toBe(200);
  });

  it('refuses a valid token with an unknown or a different e-mail; the e-mail is compared case-insensitively', async () => {
    const token = await linkFor('ola@example.com');
    await expectRefused('nobody@example.com', token);
    await expectRefused('piotr@example.com', token);
    expect((await reset('OLA@example.com', token)).statusCode).toBe(200);
  });

  it('refuses made-up and altered tokens, a used one and an older one once a newer was asked for', async () => {
    const older = await linkFor('ola@example.com');
    const token = await linkFor('ola@example.com');
    await expectRefused('ola@example.com', older);
    for (const wrong of ['x', 'a'.repeat(43), `${token}x`, token.slice(1)]) {
      await expectRefused('ola@example.com', wrong);
    }
    expect((await reset('ola@example.com', token)).statusCode).toBe(200);
    await expectRefused('ola@example.com', token);
    // A session token is not a reset secret.
    const session = await post(t, '/api/student/login', { email: 'ola@example.com', password: newPassword });
    await expectRefused('ola@example.com', session.json().token);
  });

  it('never set a password through a refused link', async () => {
    for (const email of ['ola@example.com', 'piotr@example.com']) {
      const refused = await post(t, '/api/student/login', { email, password: refusedPassword });
      expect(refused.statusCode, email).toBe(401);
      expect((await post(t, '/api/student/login', { email, password: newPassword })).statusCode).toBe(200);
    }
  });

  // [case, url, body, field, English first message, Polish first message]
  const valid = {
    email: 'ola@example.com',
    token: 'some-token',
    password: 'a brand new secret',
    password_confirmation: 'a brand new secret',
  };
  const cases: [string, string, Record<string, unknown>, string, string, string][] = [
    ['forgot: no e-mail', 'forgot', {}, 'email', 'E-mail is required.', 'E-mail jest wymagany.'],
    [
      'forgot: a bad e-mail',
      'forgot',
      { email: 'ola(at)example.com' },
      'email',
      'Enter a valid e-mail address.',
      'Wpisz poprawny adres e-mail.',
    ],
    [
      'forgot: an unknown field',
      'forgot',
      { email: 'ola@example.com', first_name: 'Ola' },
      'first_name',
      'This field is not accepted here.',
      'To pole nie jest tu przyjmowane.',
    ],
    ['reset: no token', 'reset', { ...valid, token: '' }, 'token', invalidLink, invalidLinkPl],
    ['reset: no e-mail', 'reset', { ...valid, email: '' }, 'email', invalidLink, invalidLinkPl],
    [
      'reset: a password of 7 characters',
      'reset',
      { ...valid, password: 'seven77', password_confirmation: 'seven77' },
      'password',
      'The password must have at least 8 characters.',
      'Hasło musi mieć co najmniej 8 znaków.',
    ],
    [
      'reset: a common password',
      'reset',
      { ...valid, password: 'password123', password_confirmation: 'password123' },
      'password',
      'This password is too common and easy to guess. Choose another.',
      'To hasło jest zbyt popularne i łatwe do odgadnięcia. Wybierz inne.',
    ],
    [
      'reset: a confirmation that differs',
      'reset',
      { ...valid, password_confirmation: 'a brand new secreT' },
      'password_confirmation',
      'The passwords do not match.',
      'Hasła nie są identyczne.',
    ],
  ];
  for (const [name, route, body, field, english, polish] of cases) {
    it(`answers 422 for ${name}, in English and Polish, and sends nothing`, async () => {
      const url = `/api/student/${route}-password`;
      const before = sent.length;
      const en = validationErrors(await post(t, url, body));
      expect(Object.keys(en)).toEqual([field]);
      expect(en[field]?.[0]).toBe(english);
      const pl = validationErrors(await post(t, url, body, { language: 'pl' }), 'pl');
      expect(pl[field]?.[0]).toBe(polish);
      expect(sent).toHaveLength(before);
    });
  }
});
