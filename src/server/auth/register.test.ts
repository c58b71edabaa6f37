import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CaptainSession,
  captainInput,
  generousRateLimits,
  get,
  post,
  registerCaptain,
  validationErrors,
} from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { productionScryptCost, setScryptCostForTests } from './passwords.ts';
import { hashSecret } from './tokens.ts';

describe('POST /api/auth/register', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
  });
  afterAll(async () => t.close());

  const register = (payload: unknown, language?: string) =>
    post(t, '/api/auth/register', payload, language ? { language } : {});

  it('creates the account: 201 with the user (no password hash) and a working token', async () => {
    const response = await register(
      captainInput({
        name: '  Anna Maria Nowak ',
        email: ' Anna.Nowak@Example.com ',
        phone_register: ' 600 ',
      }),
    );
    expect(response.statusCode).toBe(201);
    const body = response.json<CaptainSession & { success: boolean; message: string }>();
    expect(body).toEqual({
      success: true,
      user: {
        id: expect.any(Number),
        name: 'Anna Maria Nowak',
        email: 'Anna.Nowak@Example.com',
        phone: '600',
        created_at: expect.any(String),
      },
      token: expect.any(String),
      message: 'Your account has been created.',
    });
    expect(Number.isNaN(Date.parse(body.user.created_at))).toBe(false);
    expect(body.token.length).toBeGreaterThanOrEqual(32);
    expect(response.body).not.toContain('scrypt');
    expect(response.body).not.toContain('password');

    const me = await get(t, '/api/auth/user', { token: body.token });
    expect(me.statusCode).toBe(200);
    // GET /api/auth/user also tells whether the address is confirmed: not yet.
    expect(me.json()).toEqual({ success: true, user: { ...body.user, email_verified_at: null } });
  });

  it('stores a scrypt hash of the password and only a hash of the token', async () => {
    // The production cost (the other tests hash at the cheaper test cost, see passwords.ts).
    const previousCost = setScryptCostForTests(productionScryptCost);
    const { user, token } = await registerCaptain(t, { email: 'hashes@example.com' }).finally(() =>
      setScryptCostForTests(previousCost),
    );
    const db = t.app.database.db;
    const row = await db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$16384\$8\$1\$[^$]+\$[^$]+$/);
    expect(row.password_hash).not.toContain(captainInput().password);
    expect(row.email_normalized).toBe('hashes@example.com');

    const tokens = await db.selectFrom('auth_tokens').selectAll().where('owner_id', '=', user.id).execute();
    const mine = tokens.filter((tokenRow) => tokenRow.kind === 'captain');
    expect(mine).toHaveLength(1);
    expect(mine[0]?.token_hash).toBe(hashSecret(token));
    expect(mine[0]?.token_hash).not.toBe(token);
    expect(mine[0]?.remember).toBe(0);
  });

  it('creates the captain profile with the names split, the phone copied and the CV defaults', async () => {
    const { user, token } = await registerCaptain(t, {
      name: 'Jan Maria Rokita',
      email: 'profile@example.com',
      phone_register: '+48 500 600 700',
    });
    const profile = await t.app.database.db
      .selectFrom('captain_profiles')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    expect(profile).toMatchObject({
      first_name: 'Jan',
      last_name: 'Maria Rokita',
      phone: '+48 500 600 700',
      license_type: '',
      license_number: '',
      nationality: 'POLAND',
      languages: 'POL / ENG / GER',
    });
    expect((await get(t, '/api/auth/user', { token })).statusCode).toBe(200);
  });

  it('refuses an e-mail that is taken, whatever its case or surrounding spaces', async () => {
    await registerCaptain(t, { email: 'Taken@Example.com' });
    for (const email of ['taken@example.com', 'TAKEN@EXAMPLE.COM', '  taken@example.com  ']) {
      const response = await register(captainInput({ email, name: 'Someone Else' }));
      expect(response.statusCode, email).toBe(422);
      expect(response.json(), email).toEqual({
        success: false,
        message: 'Registration failed.',
        errors: { email: ['An account with this e-mail already exists.'] },
        request_id: expect.any(String),
      });
    }
    const polish = await register(captainInput({ email: 'taken@example.com' }), 'pl');
    expect(polish.json()).toEqual({
      success: false,
      message: 'Błąd rejestracji',
      errors: { email: ['Konto z tym adresem e-mail już istnieje.'] },
      request_id: expect.any(String),
    });
    const count = await t.app.database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('email_normalized', '=', 'taken@example.com')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('keeps the password exactly as typed: leading and trailing spaces matter', async () => {
    const password = '  spaced out  ';
    await registerCaptain(t, { email: 'spaces@example.com', password });
    const login = (attempt: string) =>
      post(t, '/api/auth/login', { email: 'spaces@example.com', password: attempt });
    expect((await login(password)).statusCode).toBe(200);
    for (const wrong of ['spaced out', '  spaced out', 'spaced out  ', ' spaced out ']) {
      expect((await login(wrong)).statusCode, JSON.stringify(wrong)).toBe(401);
    }
  });

  it('accepts passwords of exactly 8 and exactly 128 characters', async () => {
    for (const [email, password] of [
      // Not '12345678': the most common passwords are refused (common-passwords.test.ts).
      ['eight@example.com', 'k8#vq2!m'],
      ['long@example.com', `${'p'.repeat(127)}!`],
    ] as const) {
      await registerCaptain(t, { email, password });
      expect((await post(t, '/api/auth/login', { email, password })).statusCode, email).toBe(200);
    }
  });
});

describe('POST /api/auth/register with bad input', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
  });
  afterAll(async () => t.close());

  const without = (field: keyof ReturnType<typeof captainInput>) => {
    const { [field]: _removed, ...rest } = captainInput({ email: 'bad-input@example.com' });
    return rest;
  };
  const withValues = (values: Record<string, unknown>) => ({
    ...captainInput({ email: 'bad-input@example.com' }),
    ...values,
  });

  // [case, body, field, English first message, Polish first message]
  const cases: [string, Record<string, unknown>, string, string, string][] = [
    ['missing name', without('name'), 'name', 'Name is required.', 'Imię i nazwisko są wymagane.'],
    ['blank name', withValues({ name: '   ' }), 'name', 'Name is required.', 'Imię i nazwisko są wymagane.'],
    ['missing e-mail', without('email'), 'email', 'E-mail is required.', 'E-mail jest wymagany.'],
    ['empty e-mail', withValues({ email: '' }), 'email', 'E-mail is required.', 'E-mail jest wymagany.'],
    [
      'missing phone',
      without('phone_register'),
      'phone_register',
      'Phone number is required.',
      'Numer telefonu jest wymagany',
    ],
    [
      'empty phone',
      withValues({ phone_register: '' }),
      'phone_register',
      'Phone number is required.',
      'Numer telefonu jest wymagany',
    ],
    ['missing password', without('password'), 'password', 'Password is required.', 'Hasło jest wymagane.'],
    [
      'missing confirmation',
      without('password_confirmation'),
      'password_confirmation',
      'Confirm the password.',
      'Potwierdź hasło.',
    ],
    [
      'empty confirmation',
      withValues({ password_confirmation: '' }),
      'password_confirmation',
      'Confirm the password.',
      'Potwierdź hasło.',
    ],
    [
      'password of 7 characters',
      withValues({ password: '1234567', password_confirmation: '1234567' }),
      'password',
      'The password must have at least 8 characters.',
      'Hasło musi mieć co najmniej 8 znaków.',
    ],
    [
      'password of 129 characters',
      withValues({ password: 'x'.repeat(129), password_confirmation: 'x'.repeat(129) }),
      'password',
      'The password can have at most 128 characters.',
      'Hasło może mieć najwyżej 128 znaków.',
    ],
    [
      'mismatched confirmation',
      withValues({ password_confirmation: 'something else entirely' }),
      'password_confirmation',
      'The passwords do not match.',
      'Hasła nie są identyczne.',
    ],
    [
      'confirmation differing only by a trailing space',
      withValues({ password: 'abcdefgh', password_confirmation: 'abcdefgh ' }),
      'password_confirmation',
      'The passwords do not match.',
      'Hasła nie są identyczne.',
    ],
    [
      'name over 100 characters',
      withValues({ name: 'n'.repeat(101) }),
      'name',
      'Enter at most 100 characters.',
      'Wpisz co najwyżej 100 znaków.',
    ],
    [
      'phone over 30 characters',
      withValues({ phone_register: '1'.repeat(31) }),
      'phone_register',
      'Enter at most 30 characters.',
      'Wpisz co najwyżej 30 znaków.',
    ],
    [
      'e-mail over 254 characters',
      withValues({ email: `${'a'.repeat(250)}@example.com` }),
      'email',
      'The e-mail address is too long.',
      'Adres e-mail jest za długi.',
    ],
    [
      'unknown field',
      withValues({ is_admin: true }),
      'is_admin',
      'This field is not accepted here.',
      'To pole nie jest tu przyjmowane.',
    ],
  ];
  for (const email of [
    'plainaddress',
    'no-domain@',
    '@no-user.com',
    'a@b',
    'two words@example.com',
    'a@@b.com',
  ]) {
    cases.push([
      `bad e-mail ${email}`,
      withValues({ email }),
      'email',
      'Enter a valid e-mail address.',
      'Wpisz poprawny adres e-mail.',
    ]);
  }

  for (const [name, body, field, english, polish] of cases) {
    it(`answers 422 for ${name}, in English and in Polish`, async () => {
      const en = validationErrors(await post(t, '/api/auth/register', body));
      expect(Object.keys(en)).toEqual([field]);
      expect(en[field]?.[0]).toBe(english);
      const pl = validationErrors(await post(t, '/api/auth/register', body, { language: 'pl' }), 'pl');
      expect(Object.keys(pl)).toEqual([field]);
      expect(pl[field]?.[0]).toBe(polish);
    });
  }

  it('reports every field of an empty body', async () => {
    const errors = validationErrors(await post(t, '/api/auth/register', {}));
    expect(errors).toEqual({
      name: ['Name is required.'],
      email: ['E-mail is required.'],
      phone_register: ['Phone number is required.'],
      password: ['Password is required.'],
      password_confirmation: ['Confirm the password.'],
    });
  });

  it('answers 422 for an empty password (and so a confirmation that does not match it)', async () => {
    const body = withValues({ password: '' });
    expect(validationErrors(await post(t, '/api/auth/register', body))).toEqual({
      password: ['Password is required.', 'The password must have at least 8 characters.'],
      password_confirmation: ['The passwords do not match.'],
    });
    const pl = validationErrors(await post(t, '/api/auth/register', body, { language: 'pl' }), 'pl');
    expect(pl.password?.[0]).toBe('Hasło jest wymagane.');
  });

  it('refuses values of the wrong type on their own fields', async () => {
    const body = {
      name: 12,
      email: 42,
      phone_register: true,
      password: 12345678,
      password_confirmation: null,
    };
    const errors = validationErrors(await post(t, '/api/auth/register', body));
    expect(Object.keys(errors).sort()).toEqual(
      ['email', 'name', 'password', 'password_confirmation', 'phone_register'].sort(),
    );
    for (const messages of Object.values(errors)) expect(messages[0]).toEqual(expect.any(String));
  });

  it('refuses a body that is not an object', async () => {
    for (const payload of ['[]', '"text"', '42', 'null']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect([400, 422], payload).toContain(response.statusCode);
      expect(response.json().success, payload).toBe(false);
    }
  });

  it('created no account for any of the refused requests', async () => {
    const rows = await t.app.database.db.selectFrom('users').select('id').execute();
    expect(rows).toEqual([]);
  });
});
