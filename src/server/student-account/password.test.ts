import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  generousRateLimits,
  get,
  post,
  registerStudent,
  type StudentSession,
  strongPassword,
} from '../testing/accounts.ts';
import { type SmtpCapture, startSmtpCapture } from '../testing/mail-capture.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const newPassword = 'a brand new secret';
let counter = 0;

describe('POST /api/student/change-password', () => {
  let smtp: SmtpCapture;
  let t: TestApp;
  let student: StudentSession;
  let email: string;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ smtpUrl: smtp.url, rateLimits: generousRateLimits });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  beforeEach(async () => {
    counter += 1;
    email = `zofia.${counter}@example.com`;
    student = await registerStudent(t, { first_name: 'Zofia', last_name: 'Wąż', email });
  });

  const change = (body: object, language?: string, token = student.token) =>
    post(t, '/api/student/change-password', body, { token, ...(language ? { language } : {}) });
  const login = (password: string) => post(t, '/api/student/login', { email, password });
  const profile = (token: string) => get(t, '/api/student/profile', { token });
  const mailsSince = (before: number) =>
    smtp.messages.slice(before).filter((message) => message.envelopeTo.includes(email));

  it('changes the password, keeps this session, ends the others and mails the student in their language', async () => {
    const otherSession = (await login(strongPassword)).json().token as string;
    const bystander = await registerStudent(t, { email: `bystander.${counter}@example.com` });
    const before = smtp.messages.length;

    const response = await change(
      { current_password: strongPassword, new_password: newPassword, new_password_confirmation: newPassword },
      'pl',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Hasło zostało zmienione pomyślnie' });

    expect((await profile(student.token)).statusCode).toBe(200);
    expect((await profile(otherSession)).statusCode).toBe(401);
    expect((await profile(bystander.token)).statusCode).toBe(200);
    expect((await login(strongPassword)).statusCode).toBe(401);
    expect((await login(newPassword)).statusCode).toBe(200);

    const mails = mailsSince(before);
    expect(mails.map((message) => message.mail.subject)).toEqual(['Hasło do Logbook zostało zmienione']);
    expect(mails[0]?.mail.text).toContain('Dzień dobry, Zofia Wąż,');
    expect(mails[0]?.raw).not.toContain(newPassword);
    expect(smtp.messages.slice(before).filter((m) => m.envelopeTo.includes(bystander.student.email))).toEqual(
      [],
    );
  });

  it('refuses a wrong current password on that field, in English and Polish, and changes nothing', async () => {
    const before = smtp.messages.length;
    const body = {
      current_password: 'not my password',
      new_password: newPassword,
      new_password_confirmation: newPassword,
    };
    const english = await change(body);
    expect(english.statusCode).toBe(422);
    expect(english.json()).toEqual({
      success: false,
      message: 'The current password is not correct.',
      errors: { current_password: ['The current password is not correct.'] },
      request_id: expect.any(String),
    });
    expect((await change(body, 'pl')).json().errors).toEqual({
      current_password: ['Obecne hasło jest nieprawidłowe.'],
    });
    expect((await login(strongPassword)).statusCode).toBe(200);
    expect((await login(newPassword)).statusCode).toBe(401);
    expect(mailsSince(before)).toEqual([]);
  });

  // [case, body, field errors in English, the first Polish message of the field]
  const cases: [string, Record<string, unknown>, Record<string, string[]>, string][] = [
    [
      'an empty body',
      {},
      {
        current_password: ['Enter your current password.'],
        new_password: ['Enter a new password.'],
        new_password_confirmation: ['Confirm the new password.'],
      },
      'Wpisz obecne hasło.',
    ],
    [
      'a new password of 7 characters',
      { current_password: strongPassword, new_password: 'seven77', new_password_confirmation: 'seven77' },
      { new_password: ['The new password must have at least 8 characters.'] },
      'Nowe hasło musi mieć co najmniej 8 znaków.',
    ],
    [
      'a common new password',
      { current_password: strongPassword, new_password: 'sunshine', new_password_confirmation: 'sunshine' },
      { new_password: ['This password is too common and easy to guess. Choose another.'] },
      'To hasło jest zbyt popularne i łatwe do odgadnięcia. Wybierz inne.',
    ],
    [
      'a confirmation that differs',
      {
        current_password: strongPassword,
        new_password: newPassword,
        new_password_confirmation: `${newPassword}!`,
      },
      { new_password_confirmation: ['The passwords do not match.'] },
      'Hasła nie są identyczne',
    ],
    [
      'an unknown field',
      {
        current_password: strongPassword,
        new_password: newPassword,
        new_password_confirmation: newPassword,
        student_id: 1,
      },
      { student_id: ['This field is not accepted here.'] },
      'To pole nie jest tu przyjmowane.',
    ],
  ];
  for (const [name, body, errors, polish] of cases) {
    it(`answers 422 for ${name}, per field, in English and Polish`, async () => {
      const english = await change(body);
      expect(english.statusCode).toBe(422);
      expect(english.json().errors).toEqual(errors);
      const field = Object.keys(errors)[0] ?? '';
      expect((await change(body, 'pl')).json().errors[field]?.[0]).toBe(polish);
      expect((await login(strongPassword)).statusCode).toBe(200);
    });
  }

  it('needs a student session: none is 401, a captain token 403', async () => {
    const body = {
      current_password: strongPassword,
      new_password: newPassword,
      new_password_confirmation: newPassword,
    };
    expect((await post(t, '/api/student/change-password', body)).statusCode).toBe(401);
    const captain = await post(t, '/api/auth/register', {
      name: 'Kapitan',
      email: `captain.${counter}@example.com`,
      phone_register: '+48 600 100 200',
      password: strongPassword,
      password_confirmation: strongPassword,
    });
    expect((await change(body, undefined, captain.json().token)).statusCode).toBe(403);
    expect((await login(strongPassword)).statusCode).toBe(200);
  });
});

describe('POST /api/student/change-password rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: { ...generousRateLimits, loginPerIp: 2 } });
  });
  afterAll(async () => t.close());

  it("answers 429 with Retry-After after the limit of wrong guesses, in the student's language", async () => {
    // Registration does not count against this limit; loginPerIp also caps logins, so register only.
    const student = await registerStudent(t, { email: 'guesser@example.com' });
    const guess = (language?: string) =>
      post(
        t,
        '/api/student/change-password',
        { current_password: 'guess', new_password: newPassword, new_password_confirmation: newPassword },
        { token: student.token, ...(language ? { language } : {}) },
      );
    expect((await guess()).statusCode).toBe(422);
    expect((await guess()).statusCode).toBe(422);
    const limited = await guess('pl');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      success: false,
      message: 'Zbyt wiele prób. Odczekaj chwilę i spróbuj ponownie.',
      request_id: expect.any(String),
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The captain's change-password counts apart.
    expect((await post(t, '/api/captain-profile/change-password', {}, {})).statusCode).toBe(401);
  });
});
