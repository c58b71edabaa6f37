import { afterEach, describe, expect, it } from 'vitest';
import type { RateLimits } from '../config.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { accountKindCases, otherKind } from '../testing/account-kinds.ts';
import { generousRateLimits, post } from '../testing/accounts.ts';
import { captureMailer, resetLinkIn } from '../testing/mail-capture.ts';
import { expectLimited } from '../testing/rate-limited.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/** The page a mailed reset link opens, without APP_URL: "/reset-password" or "/student/reset-password". */
function linkedPage(mail: MailMessage) {
  const link = resetLinkIn(mail.text);
  return link && `${new URL(link.base).pathname.replace(/\/$/, '')}/reset-password`;
}

/** The same limits for both kinds, each kind's routes with counters of their own (docs/accounts.md). */
describe.each(accountKindCases)('forgot and reset password limits of a %s account', (_name, kind) => {
  const other = otherKind(kind);
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });
  async function appWith(limits: Partial<RateLimits>, capture = captureMailer()) {
    t = await createTestApp({ rateLimits: { ...generousRateLimits, ...limits } }, { mailer: capture.mailer });
    return t;
  }
  const from = (remoteAddress: string) => ({ remoteAddress });

  it(`limits forgot-password per e-mail whatever the address; a refused request sends no mail; the ${other.kind} route counts apart`, async () => {
    const capture = captureMailer();
    const app = await appWith({ forgotPerEmail: 2 }, capture);
    await kind.register(app, { email: 'anna@example.com' });
    await other.register(app, { email: 'anna@example.com' });
    capture.sent.length = 0; // the sign-ups' confirmation mails
    const forgot = (email: string, ip: string) =>
      post(app, `${kind.api}/forgot-password`, { email }, from(ip));

    expect((await forgot('anna@example.com', '10.3.0.1')).statusCode).toBe(200);
    expect((await forgot('Anna@Example.com', '10.3.0.2')).statusCode).toBe(200);
    expectLimited(await forgot(' anna@example.com ', '10.3.0.3'));
    expectLimited(await forgot('anna@example.com', '10.3.0.4'));
    expect(capture.sent).toHaveLength(2);
    // Unknown addresses are counted too, so the limit says nothing about which accounts exist.
    expect((await forgot('ghost@example.com', '10.3.0.5')).statusCode).toBe(200);
    expect((await forgot('ghost@example.com', '10.3.0.6')).statusCode).toBe(200);
    expectLimited(await forgot('ghost@example.com', '10.3.0.7'));
    expect(capture.sent).toHaveLength(2);

    // Another address's counter, and the other kind's forgot-password of the same e-mail, are their own.
    expect((await forgot('bartek@example.com', '10.3.0.7')).statusCode).toBe(200);
    const otherRoute = await post(
      app,
      `${other.api}/forgot-password`,
      { email: 'anna@example.com' },
      from('10.3.0.8'),
    );
    expect(otherRoute.statusCode).toBe(200);
    expect(capture.sent.map(linkedPage)).toEqual([kind.resetPage, kind.resetPage, other.resetPage]);
  });

  it(`limits forgot-password and reset-password per address, and a spent ${kind.kind} counter leaves the ${other.kind} routes alone`, async () => {
    const app = await appWith({ forgotPerIp: 2 });
    const forgot = (api: string, email: string, ip: string) =>
      post(app, `${api}/forgot-password`, { email }, from(ip));
    expect((await forgot(kind.api, 'a@example.com', '10.4.0.1')).statusCode).toBe(200);
    expect((await forgot(kind.api, 'b@example.com', '10.4.0.1')).statusCode).toBe(200);
    expectLimited(await forgot(kind.api, 'c@example.com', '10.4.0.1'));
    expect((await forgot(kind.api, 'c@example.com', '10.4.0.2')).statusCode).toBe(200);
    expect((await forgot(other.api, 'd@example.com', '10.4.0.1')).statusCode).toBe(200);

    const guess = {
      email: 'a@example.com',
      token: 'guessed-token',
      password: 'a brand new secret',
      password_confirmation: 'a brand new secret',
    };
    const reset = (api: string, ip: string) => post(app, `${api}/reset-password`, guess, from(ip));
    expect((await reset(kind.api, '10.4.0.3')).statusCode).toBe(422);
    expect((await reset(kind.api, '10.4.0.3')).statusCode).toBe(422);
    expectLimited(await reset(kind.api, '10.4.0.3'));
    expect((await reset(kind.api, '10.4.0.4')).statusCode).toBe(422);
    expect((await reset(other.api, '10.4.0.3')).statusCode).toBe(422);
  });
});
