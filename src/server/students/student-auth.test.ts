import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../auth/tokens.ts';
import {
  generousRateLimits,
  get,
  post,
  registerCaptain,
  registerStudent,
  type StudentSession,
  strongPassword,
  studentInput,
  unauthorized,
  validationErrors,
  wrongKind,
} from '../testing/accounts.ts';
import { newPasswordCases, type ValidationCase } from '../testing/new-password-cases.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

describe('student accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
  });
  afterAll(async () => t.close());

  const profile = (token: string) => get(t, '/api/student/profile', { token });
  const login = (email: string, password: string, extra: Record<string, unknown> = {}) =>
    post(t, '/api/student/login', { email, password, ...extra });

  it('registers: 201 with the student (no password hash), a token and a message', async () => {
    const response = await post(
      t,
      '/api/student/register',
      studentInput({ first_name: ' Jan ', last_name: ' Kowalski ', email: ' Jan.Kowalski@Example.com ' }),
    );
    expect(response.statusCode).toBe(201);
    const body = response.json<StudentSession>();
    expect(body).toEqual({
      success: true,
      student: {
        id: expect.any(Number),
        first_name: 'Jan',
        last_name: 'Kowalski',
        email: 'Jan.Kowalski@Example.com',
        created_at: expect.any(String),
      },
      token: expect.any(String),
      message: 'Your account has been created.',
    });
    expect(response.body).not.toContain('password');

    const me = await profile(body.token);
    expect(me.statusCode).toBe(200);
    // The profile also tells whether the address is confirmed (not yet) and the phone (none at sign-up).
    expect(me.json()).toEqual({
      success: true,
      student: { ...body.student, email_verified_at: null, phone: '' },
    });

    const row = await t.app.database.db
      .selectFrom('auth_tokens')
      .selectAll()
      .where('token_hash', '=', hashSecret(body.token))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'student', owner_id: body.student.id, remember: 0 });
  });

  it('answers the registration in Polish when asked', async () => {
    const response = await post(
      t,
      '/api/student/register',
      studentInput({ email: 'pl-student@example.com' }),
      {
        language: 'pl',
      },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe('Konto zostało utworzone.');
  });

  it('refuses a student e-mail that is taken, whatever its case', async () => {
    await registerStudent(t, { email: 'taken-student@example.com' });
    for (const [email, language, message, error] of [
      [
        'Taken-Student@Example.com',
        undefined,
        'Registration failed.',
        'An account with this e-mail already exists.',
      ],
      [' taken-student@example.com', 'pl', 'Błąd rejestracji', 'Konto z tym adresem e-mail już istnieje.'],
    ] as const) {
      const response = await post(
        t,
        '/api/student/register',
        studentInput({ email }),
        language ? { language } : {},
      );
      expect(response.statusCode, email).toBe(422);
      expect(response.json(), email).toEqual({
        success: false,
        message,
        errors: { email: [error] },
        request_id: expect.any(String),
      });
    }
  });

  it('lets a captain register as a student with the same e-mail: one account per e-mail per kind', async () => {
    const captain = await registerCaptain(t, {
      email: 'both-kinds@example.com',
      password: 'captain password',
    });
    const student = await registerStudent(t, {
      email: 'Both-Kinds@example.com',
      password: 'student password',
    });

    // Each kind logs in with its own password and gets its own kind of token.
    expect((await login('both-kinds@example.com', 'student password')).statusCode).toBe(200);
    expect((await login('both-kinds@example.com', 'captain password')).statusCode).toBe(401);
    const captainLogin = await post(t, '/api/auth/login', {
      email: 'both-kinds@example.com',
      password: 'student password',
    });
    expect(captainLogin.statusCode).toBe(401);

    expect((await profile(student.token)).json().student.id).toBe(student.student.id);
    expect((await profile(captain.token)).statusCode).toBe(403);
    expect((await get(t, '/api/auth/user', { token: student.token })).statusCode).toBe(403);
    // A second student with that e-mail is still refused.
    const again = await post(t, '/api/student/register', studentInput({ email: 'both-kinds@example.com' }));
    expect(again.statusCode).toBe(422);
  });

  it('logs in case-insensitively, with remember, and gives the same 401 for a wrong password or e-mail', async () => {
    const registered = await registerStudent(t, {
      email: 'login-student@example.com',
      password: ' padded pass ',
    });
    const ok = await login('LOGIN-STUDENT@example.com', ' padded pass ', { remember: true });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      success: true,
      student: registered.student,
      token: expect.any(String),
      message: 'You are logged in.',
    });
    const row = await t.app.database.db
      .selectFrom('auth_tokens')
      .select(['remember', 'kind'])
      .where('token_hash', '=', hashSecret(ok.json().token))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ remember: 1, kind: 'student' });

    for (const [email, password] of [
      ['login-student@example.com', 'padded pass'],
      ['login-student@example.com', 'wrong password'],
      ['nobody-student@example.com', ' padded pass '],
    ] as const) {
      const response = await login(email, password);
      expect(response.statusCode, password).toBe(401);
      expect(response.json()).toEqual({
        success: false,
        message: 'Wrong e-mail or password.',
        request_id: expect.any(String),
      });
    }
    const polish = await post(
      t,
      '/api/student/login',
      { email: 'x@example.com', password: 'y' },
      { language: 'pl' },
    );
    expect(polish.json()).toEqual({
      success: false,
      message: 'Nieprawidłowy e-mail lub hasło.',
      request_id: expect.any(String),
    });
  });

  it('logs out: the token stops working, other sessions do not', async () => {
    await registerStudent(t, { email: 'logout-student@example.com' });
    const first = (await login('logout-student@example.com', strongPassword)).json().token;
    const second = (await login('logout-student@example.com', strongPassword)).json().token;
    const response = await post(t, '/api/student/logout', undefined, { token: first });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'You have been logged out.' });
    expect((await profile(first)).statusCode).toBe(401);
    expect((await profile(first)).json()).toEqual(unauthorized);
    expect((await post(t, '/api/student/logout', undefined, { token: first })).statusCode).toBe(401);
    expect((await profile(second)).statusCode).toBe(200);
  });

  it('answers 401 without a valid token and 403 for a captain token', async () => {
    const captain = await registerCaptain(t, { email: 'captain-403@example.com' });
    expect((await get(t, '/api/student/profile')).json()).toEqual(unauthorized);
    expect((await post(t, '/api/student/logout', undefined)).statusCode).toBe(401);
    for (const authorization of ['Bearer nonsense', 'Basic abc', 'Bearer']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/student/profile',
        headers: { authorization },
      });
      expect(response.statusCode, authorization).toBe(401);
    }
    const forbidden = await profile(captain.token);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual(wrongKind);
  });

  it('refuses an expired student token', async () => {
    const session = await registerStudent(t, { email: 'expired-student@example.com' });
    await t.app.database.db
      .updateTable('auth_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', hashSecret(session.token))
      .execute();
    expect((await profile(session.token)).statusCode).toBe(401);
  });
});

describe('student registration and login with bad input', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
  });
  afterAll(async () => t.close());

  const valid = studentInput({ email: 'bad-student@example.com' });
  const without = (field: keyof typeof valid) => {
    const { [field]: _removed, ...rest } = valid;
    return rest;
  };
  const cases: ValidationCase[] = [
    [
      'missing first name',
      without('first_name'),
      'first_name',
      'First name is required.',
      'Imię jest wymagane.',
    ],
    [
      'blank first name',
      { ...valid, first_name: ' ' },
      'first_name',
      'First name is required.',
      'Imię jest wymagane.',
    ],
    [
      'missing last name',
      without('last_name'),
      'last_name',
      'Last name is required.',
      'Nazwisko jest wymagane.',
    ],
    [
      'empty last name',
      { ...valid, last_name: '' },
      'last_name',
      'Last name is required.',
      'Nazwisko jest wymagane.',
    ],
    [
      'first name over 60 characters',
      { ...valid, first_name: 'f'.repeat(61) },
      'first_name',
      'Enter at most 60 characters.',
      'Wpisz co najwyżej 60 znaków.',
    ],
    ['missing e-mail', without('email'), 'email', 'E-mail is required.', 'E-mail jest wymagany.'],
    [
      'bad e-mail',
      { ...valid, email: 'jan@' },
      'email',
      'Enter a valid e-mail address.',
      'Wpisz poprawny adres e-mail.',
    ],
    ...newPasswordCases(valid),
    [
      'unknown field',
      { ...valid, name: 'Jan Kowalski' },
      'name',
      'This field is not accepted here.',
      'To pole nie jest tu przyjmowane.',
    ],
  ];
  for (const [name, body, field, english, polish] of cases) {
    it(`register answers 422 for ${name}, in English and in Polish`, async () => {
      const en = validationErrors(await post(t, '/api/student/register', body));
      expect(Object.keys(en)).toEqual([field]);
      expect(en[field]?.[0]).toBe(english);
      const pl = validationErrors(await post(t, '/api/student/register', body, { language: 'pl' }), 'pl');
      expect(Object.keys(pl)).toEqual([field]);
      expect(pl[field]?.[0]).toBe(polish);
    });
  }

  it('login answers 422 for missing, empty or malformed fields', async () => {
    expect(validationErrors(await post(t, '/api/student/login', {}))).toEqual({
      email: ['E-mail is required.'],
      password: ['Password is required.'],
    });
    const pl = validationErrors(
      await post(t, '/api/student/login', { email: 'jan', password: '' }, { language: 'pl' }),
      'pl',
    );
    expect(pl).toEqual({ email: ['Wpisz poprawny adres e-mail.'], password: ['Hasło jest wymagane.'] });
    const extra = validationErrors(
      await post(t, '/api/student/login', {
        email: 'jan@example.com',
        password: 'x',
        remember: 1,
        role: 'captain',
      }),
    );
    expect(extra).toEqual({
      remember: ['This value has the wrong type.'],
      role: ['This field is not accepted here.'],
    });
  });

  it('created no student for any refused request', async () => {
    expect(await t.app.database.db.selectFrom('students').select('id').execute()).toEqual([]);
  });
});
