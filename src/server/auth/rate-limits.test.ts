import { afterEach, describe, expect, it } from 'vitest';
import type { RateLimits } from '../config.ts';
import {
  captainInput,
  generousRateLimits,
  post,
  registerCaptain,
  registerStudent,
  strongPassword,
  studentInput,
} from '../testing/accounts.ts';
import { captureMailer } from '../testing/mail-capture.ts';
import { expectLimited } from '../testing/rate-limited.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const windowMs = 15 * 60_000;
const wrong = 'not the password';

describe('rate limits (429 with Retry-After)', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function appWith(limits: Partial<RateLimits>, mailer = captureMailer()) {
    const app = await createTestApp({ rateLimits: { ...generousRateLimits, windowMs, ...limits } }, mailer);
    t = app;
    return app;
  }
  const from = (remoteAddress: string, language?: string) => ({
    remoteAddress,
    ...(language ? { language } : {}),
  });

  it('limits captain logins per e-mail, whatever the address, the case or the password', async () => {
    const app = await appWith({ loginPerEmail: 3 });
    await registerCaptain(app, { email: 'anna@example.com' });
    await registerCaptain(app, { email: 'bob@example.com' });
    const login = (email: string, password: string, ip: string, language?: string) =>
      post(app, '/api/auth/login', { email, password }, from(ip, language));

    expect((await login('anna@example.com', wrong, '10.0.0.1')).statusCode).toBe(401);
    expect((await login('anna@example.com', wrong, '10.0.0.2')).statusCode).toBe(401);
    expect((await login('anna@example.com', strongPassword, '10.0.0.3')).statusCode).toBe(200);
    expectLimited(await login('anna@example.com', strongPassword, '10.0.0.4'));
    expectLimited(await login(' ANNA@Example.com ', strongPassword, '10.0.0.5'), 'en');
    expectLimited(await login('anna@example.com', wrong, '10.0.0.6', 'pl'), 'pl');

    // Other e-mails, and the student login of the same e-mail, have their own counters.
    expect((await login('bob@example.com', strongPassword, '10.0.0.4')).statusCode).toBe(200);
    const student = await post(app, '/api/student/login', { email: 'anna@example.com', password: wrong });
    expect(student.statusCode).toBe(401);
  });

  it('limits captain logins per address across e-mails', async () => {
    const app = await appWith({ loginPerIp: 3 });
    await registerCaptain(app, { email: 'anna@example.com' });
    for (const email of ['one@example.com', 'two@example.com', 'three@example.com']) {
      expect(
        (await post(app, '/api/auth/login', { email, password: wrong }, from('10.1.0.1'))).statusCode,
      ).toBe(401);
    }
    const limited = await post(
      app,
      '/api/auth/login',
      { email: 'anna@example.com', password: strongPassword },
      from('10.1.0.1'),
    );
    expectLimited(limited);
    const elsewhere = await post(
      app,
      '/api/auth/login',
      { email: 'anna@example.com', password: strongPassword },
      from('10.1.0.2'),
    );
    expect(elsewhere.statusCode).toBe(200);
  });

  it('limits student logins per e-mail and per address', async () => {
    const app = await appWith({ loginPerEmail: 2, loginPerIp: 3 });
    await registerStudent(app, { email: 'jan@example.com' });
    const login = (email: string, ip: string) =>
      post(app, '/api/student/login', { email, password: strongPassword }, from(ip));

    expect((await login('jan@example.com', '10.2.0.1')).statusCode).toBe(200);
    expect((await login('JAN@example.com', '10.2.0.2')).statusCode).toBe(200);
    expectLimited(await login('jan@example.com', '10.2.0.3'));

    expect((await login('x@example.com', '10.2.0.9')).statusCode).toBe(401);
    expect((await login('y@example.com', '10.2.0.9')).statusCode).toBe(401);
    expect((await login('z@example.com', '10.2.0.9')).statusCode).toBe(401);
    expectLimited(await login('w@example.com', '10.2.0.9'));
    expect((await login('w@example.com', '10.2.0.10')).statusCode).toBe(401);
  });

  it('limits registrations per address, captains and students together', async () => {
    const app = await appWith({ registerPerIp: 3 });
    const register = (email: string, ip: string) =>
      post(app, '/api/auth/register', captainInput({ email }), from(ip));
    expect((await register('r1@example.com', '10.5.0.1')).statusCode).toBe(201);
    expect((await register('r2@example.com', '10.5.0.1')).statusCode).toBe(201);
    expect(
      (await post(app, '/api/student/register', studentInput({ email: 's1@example.com' }), from('10.5.0.1')))
        .statusCode,
    ).toBe(201);
    expectLimited(await register('r3@example.com', '10.5.0.1'));
    expectLimited(
      await post(app, '/api/student/register', studentInput({ email: 's2@example.com' }), from('10.5.0.1')),
    );
    expect((await register('r3@example.com', '10.5.0.2')).statusCode).toBe(201);

    const users = await app.app.database.db.selectFrom('users').select('email').orderBy('id').execute();
    expect(users.map((user) => user.email)).toEqual(['r1@example.com', 'r2@example.com', 'r3@example.com']);
  });

  it("does not let one route's attempts use up another route's limit", async () => {
    const app = await appWith({
      loginPerIp: 2,
      loginPerEmail: 2,
      forgotPerIp: 2,
      forgotPerEmail: 2,
      registerPerIp: 2,
    });
    await registerCaptain(app, { email: 'anna@example.com' });
    await registerStudent(app, { email: 'anna@example.com' });
    const ip = from('10.6.0.1');
    const captainLogin = () =>
      post(app, '/api/auth/login', { email: 'anna@example.com', password: wrong }, ip);
    expect((await captainLogin()).statusCode).toBe(401);
    expect((await captainLogin()).statusCode).toBe(401);
    expectLimited(await captainLogin());

    // The same address and e-mail still get their full allowance everywhere else.
    for (let i = 0; i < 2; i++) {
      const student = await post(
        app,
        '/api/student/login',
        { email: 'anna@example.com', password: strongPassword },
        ip,
      );
      expect(student.statusCode).toBe(200);
      expect(
        (await post(app, '/api/auth/forgot-password', { email: 'anna@example.com' }, ip)).statusCode,
      ).toBe(200);
      const reset = await post(
        app,
        '/api/auth/reset-password',
        { email: 'anna@example.com', token: 'x', password: 'abcdefgh', password_confirmation: 'abcdefgh' },
        ip,
      );
      expect(reset.statusCode).toBe(422);
      const register = await post(
        app,
        '/api/auth/register',
        captainInput({ email: `other${i}@example.com` }),
        ip,
      );
      expect(register.statusCode).toBe(201);
    }
    expectLimited(
      await post(app, '/api/student/login', { email: 'anna@example.com', password: strongPassword }, ip),
    );
    expectLimited(await post(app, '/api/auth/forgot-password', { email: 'anna@example.com' }, ip));
  });
});
