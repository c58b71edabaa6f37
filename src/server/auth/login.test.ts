import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CaptainSession,
  generousRateLimits,
  get,
  post,
  registerCaptain,
  registerStudent,
  strongPassword,
  validationErrors,
} from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { hashSecret, sessionLifetime } from './tokens.ts';

describe('POST /api/auth/login', () => {
  let t: TestApp;
  let registered: CaptainSession;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
    registered = await registerCaptain(t, { name: 'Ewa Morska', email: 'Ewa.Morska@Example.com' });
    await registerStudent(t, { email: 'student-only@example.com' });
  });
  afterAll(async () => t.close());

  const login = (payload: unknown, language?: string) =>
    post(t, '/api/auth/login', payload, language ? { language } : {});

  const tokenRow = (token: string) =>
    t.app.database.db
      .selectFrom('auth_tokens')
      .selectAll()
      .where('token_hash', '=', hashSecret(token))
      .executeTakeFirstOrThrow();

  it('logs in with the registered password: the user without a hash, a new token and a message', async () => {
    const response = await login({ email: 'ewa.morska@example.com', password: strongPassword });
    expect(response.statusCode).toBe(200);
    const body = response.json<CaptainSession>();
    expect(body).toEqual({
      success: true,
      user: registered.user,
      token: expect.any(String),
      message: 'You are logged in.',
    });
    expect(body.token).not.toBe(registered.token);
    expect(response.body).not.toContain('password');
    const me = await get(t, '/api/auth/user', { token: body.token });
    expect(me.json()).toEqual({ success: true, user: { ...registered.user, email_verified_at: null } });
  });

  it('compares the e-mail case-insensitively and ignores surrounding spaces', async () => {
    for (const email of ['EWA.MORSKA@EXAMPLE.COM', '  Ewa.Morska@Example.com ', 'ewa.morska@example.com']) {
      const response = await login({ email, password: strongPassword });
      expect(response.statusCode, email).toBe(200);
      expect(response.json().user.id, email).toBe(registered.user.id);
    }
  });

  it('answers in Polish when asked', async () => {
    const response = await login({ email: 'ewa.morska@example.com', password: strongPassword }, 'pl');
    expect(response.json().message).toBe('Zalogowano.');
  });

  it('gives every login its own token; earlier ones keep working', async () => {
    const first = (await login({ email: 'ewa.morska@example.com', password: strongPassword })).json();
    const second = (await login({ email: 'ewa.morska@example.com', password: strongPassword })).json();
    expect(first.token).not.toBe(second.token);
    for (const token of [first.token, second.token, registered.token]) {
      expect((await get(t, '/api/auth/user', { token })).statusCode).toBe(200);
    }
  });

  it('answers a wrong password and an unknown e-mail with the same 401 body, in both languages', async () => {
    const attempts = [
      { email: 'ewa.morska@example.com', password: 'wrong password' },
      { email: 'ewa.morska@example.com', password: strongPassword.toUpperCase() },
      { email: 'ewa.morska@example.com', password: `${strongPassword} ` },
      { email: 'nobody@example.com', password: strongPassword },
      // A student account is not a captain account.
      { email: 'student-only@example.com', password: strongPassword },
    ];
    for (const attempt of attempts) {
      const en = await login(attempt);
      expect(en.statusCode, attempt.email).toBe(401);
      expect(en.json(), attempt.email).toEqual({
        success: false,
        message: 'Wrong e-mail or password.',
        request_id: expect.any(String),
      });
      const pl = await login(attempt, 'pl');
      expect(pl.statusCode).toBe(401);
      expect(pl.json()).toEqual({
        success: false,
        message: 'Nieprawidłowy e-mail lub hasło.',
        request_id: expect.any(String),
      });
    }
  });

  it('issues a 12-hour sliding session by default and a 30-day one with remember', async () => {
    const cases = [
      [undefined, sessionLifetime.slidingMs, 0],
      [false, sessionLifetime.slidingMs, 0],
      [true, sessionLifetime.rememberMs, 1],
    ] as const;
    for (const [remember, lifetime, flag] of cases) {
      const response = await login({
        email: 'ewa.morska@example.com',
        password: strongPassword,
        ...(remember === undefined ? {} : { remember }),
      });
      expect(response.statusCode).toBe(200);
      const row = await tokenRow(response.json().token);
      expect(row.kind).toBe('captain');
      expect(row.owner_id).toBe(registered.user.id);
      expect(row.remember, String(remember)).toBe(flag);
      expect(Date.parse(row.expires_at) - Date.parse(row.created_at), String(remember)).toBe(lifetime);
    }
    expect(sessionLifetime).toEqual({ rememberMs: 30 * 24 * 3600_000, slidingMs: 12 * 3600_000 });
  });
});

describe('POST /api/auth/login with bad input', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
  });
  afterAll(async () => t.close());

  const valid = { email: 'ewa@example.com', password: strongPassword };
  // [case, body, field, English first message, Polish first message]
  const cases: [string, Record<string, unknown>, string, string, string][] = [
    ['missing e-mail', { password: strongPassword }, 'email', 'E-mail is required.', 'E-mail jest wymagany.'],
    ['empty e-mail', { ...valid, email: '' }, 'email', 'E-mail is required.', 'E-mail jest wymagany.'],
    ['blank e-mail', { ...valid, email: '   ' }, 'email', 'E-mail is required.', 'E-mail jest wymagany.'],
    [
      'bad e-mail',
      { ...valid, email: 'ewa.example.com' },
      'email',
      'Enter a valid e-mail address.',
      'Wpisz poprawny adres e-mail.',
    ],
    [
      'e-mail of the wrong type',
      { ...valid, email: ['ewa@example.com'] },
      'email',
      'This value has the wrong type.',
      'Ta wartość ma nieprawidłowy typ.',
    ],
    ['missing password', { email: valid.email }, 'password', 'Password is required.', 'Hasło jest wymagane.'],
    [
      'empty password',
      { ...valid, password: '' },
      'password',
      'Password is required.',
      'Hasło jest wymagane.',
    ],
    [
      'password over 1024 characters',
      { ...valid, password: 'x'.repeat(1025) },
      'password',
      'Enter at most 1024 characters.',
      'Wpisz co najwyżej 1024 znaków.',
    ],
    [
      'remember that is not a boolean',
      { ...valid, remember: 'yes' },
      'remember',
      'This value has the wrong type.',
      'Ta wartość ma nieprawidłowy typ.',
    ],
    [
      'unknown field',
      { ...valid, kind: 'admin' },
      'kind',
      'This field is not accepted here.',
      'To pole nie jest tu przyjmowane.',
    ],
  ];

  for (const [name, body, field, english, polish] of cases) {
    it(`answers 422 for ${name}, in English and in Polish`, async () => {
      const en = validationErrors(await post(t, '/api/auth/login', body));
      expect(Object.keys(en)).toEqual([field]);
      expect(en[field]?.[0]).toBe(english);
      const pl = validationErrors(await post(t, '/api/auth/login', body, { language: 'pl' }), 'pl');
      expect(Object.keys(pl)).toEqual([field]);
      expect(pl[field]?.[0]).toBe(polish);
    });
  }

  it('reports both fields of an empty body and issues no token', async () => {
    expect(validationErrors(await post(t, '/api/auth/login', {}))).toEqual({
      email: ['E-mail is required.'],
      password: ['Password is required.'],
    });
    const tokens = await t.app.database.db.selectFrom('auth_tokens').select('id').execute();
    expect(tokens).toEqual([]);
  });
});
