import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  generousRateLimits,
  get,
  post,
  registerCaptain,
  registerStudent,
  type StudentSession,
  validationErrors,
} from '../testing/accounts.ts';
import { captureMailer } from '../testing/mail-capture.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let counter = 0;

describe('POST /api/student/profile', () => {
  let t: TestApp;
  let student: StudentSession;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits }, { mailer: captureMailer().mailer });
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    counter += 1;
    student = await registerStudent(t, {
      first_name: 'Jan',
      last_name: 'Kowalski',
      email: `jan.${counter}@example.com`,
    });
  });

  const save = (body: unknown, language?: string, token = student.token) =>
    post(t, '/api/student/profile', body, { token, ...(language ? { language } : {}) });
  const profile = async (token = student.token) => {
    const response = await get(t, '/api/student/profile', { token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().student;
  };

  it('starts with no phone, then saves the names and phone as typed (trimmed) and GET tells them', async () => {
    expect(await profile()).toMatchObject({ first_name: 'Jan', last_name: 'Kowalski', phone: '' });
    const response = await save(
      { first_name: '  Żaneta ', last_name: 'Gęślą-Jaźń', phone: ' +48 600 700 800 ' },
      'pl',
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.message).toBe('Twoje dane zostały zapisane.');
    const expected = {
      id: student.student.id,
      first_name: 'Żaneta',
      last_name: 'Gęślą-Jaźń',
      email: `jan.${counter}@example.com`,
      phone: '+48 600 700 800',
    };
    expect(body.student).toMatchObject(expected);
    expect(await profile()).toEqual(body.student);
    expect((await save({ first_name: 'Jan', last_name: 'K', phone: '' })).json().message).toBe(
      'Your details have been saved.',
    );
  });

  it('keeps the phone when it is left out, and clears it when sent empty or null', async () => {
    await save({ first_name: 'Jan', last_name: 'Kowalski', phone: '600 100 200' });
    expect((await save({ first_name: 'Janek', last_name: 'Kowalski' })).json().student.phone).toBe(
      '600 100 200',
    );
    expect(
      (await save({ first_name: 'Janek', last_name: 'Kowalski', phone: null })).json().student.phone,
    ).toBe('');
    await save({ first_name: 'Jan', last_name: 'Kowalski', phone: '600 100 200' });
    expect(
      (await save({ first_name: 'Jan', last_name: 'Kowalski', phone: '   ' })).json().student.phone,
    ).toBe('');
  });

  it("changes only the session's own student, never the e-mail", async () => {
    const other = await registerStudent(t, { first_name: 'Ewa', email: `ewa.${counter}@example.com` });
    const response = await save({
      first_name: 'Jan',
      last_name: 'Kowalski',
      phone: '1',
      email: 'stolen@example.com',
    });
    expect(validationErrors(response)).toEqual({ email: ['This field is not accepted here.'] });
    await save({ first_name: 'Nowe', last_name: 'Imię', phone: '1' });
    expect(await profile(other.token)).toMatchObject({
      first_name: 'Ewa',
      email: `ewa.${counter}@example.com`,
    });
    expect((await profile()).email).toBe(`jan.${counter}@example.com`);
  });

  // [case, body, field, English first message, Polish first message]
  const long = 'x'.repeat(61);
  const cases: [string, Record<string, unknown>, string, string, string][] = [
    [
      'a missing first name',
      { last_name: 'K', phone: '' },
      'first_name',
      'First name is required.',
      'Imię jest wymagane.',
    ],
    [
      'a blank first name',
      { first_name: '   ', last_name: 'K', phone: '' },
      'first_name',
      'First name is required.',
      'Imię jest wymagane.',
    ],
    [
      'a first name over 60 characters',
      { first_name: long, last_name: 'K', phone: '' },
      'first_name',
      'Enter at most 60 characters.',
      'Wpisz co najwyżej 60 znaków.',
    ],
    [
      'an empty last name',
      { first_name: 'J', last_name: '', phone: '' },
      'last_name',
      'Last name is required.',
      'Nazwisko jest wymagane.',
    ],
    [
      'a last name of the wrong type',
      { first_name: 'J', last_name: 7, phone: '' },
      'last_name',
      'This value has the wrong type.',
      'Ta wartość ma nieprawidłowy typ.',
    ],
    [
      'a phone over 30 characters',
      { first_name: 'J', last_name: 'K', phone: '1'.repeat(31) },
      'phone',
      'Enter at most 30 characters.',
      'Wpisz co najwyżej 30 znaków.',
    ],
    [
      'a phone of the wrong type',
      { first_name: 'J', last_name: 'K', phone: 600100200 },
      'phone',
      'This value has the wrong type.',
      'Ta wartość ma nieprawidłowy typ.',
    ],
  ];
  for (const [name, body, field, english, polish] of cases) {
    it(`answers 422 for ${name} on that field, in English and Polish, and saves nothing`, async () => {
      const en = validationErrors(await save(body));
      expect(Object.keys(en)).toEqual([field]);
      expect(en[field]?.[0]).toBe(english);
      const pl = validationErrors(await save(body, 'pl'), 'pl');
      expect(pl[field]?.[0]).toBe(polish);
      expect(await profile()).toMatchObject({ first_name: 'Jan', last_name: 'Kowalski', phone: '' });
    });
  }

  it('needs a student session: none is 401, a captain token 403', async () => {
    const body = { first_name: 'Zły', last_name: 'Ktoś', phone: '' };
    expect((await post(t, '/api/student/profile', body)).statusCode).toBe(401);
    const captain = await registerCaptain(t, { email: `captain.${counter}@example.com` });
    expect((await save(body, undefined, captain.token)).statusCode).toBe(403);
    expect((await profile()).first_name).toBe('Jan');
  });
});
