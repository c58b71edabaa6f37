import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountKindCases, logIn, otherKind, resetRows } from '../testing/account-kinds.ts';
import { generousRateLimits, get, post, strongPassword } from '../testing/accounts.ts';
import {
  type CapturedMail,
  resetLinkIn,
  type SmtpCapture,
  startSmtpCapture,
} from '../testing/mail-capture.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { resetLifetimeMs } from './password-resets.ts';
import { hashSecret } from './tokens.ts';

const appUrl = 'https://logbook.test';
const newPassword = 'a brand new secret';
const invalidLink = 'This password reset link is invalid or has expired. Ask for a new one.';

describe.each(accountKindCases)('password reset of a %s account over a real SMTP server', (_name, kind) => {
  const other = otherKind(kind);
  let smtp: SmtpCapture;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ smtpUrl: smtp.url, appUrl, rateLimits: generousRateLimits });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const forgot = (email: string, language?: string) =>
    post(t, `${kind.api}/forgot-password`, { email }, language ? { language } : {});
  const reset = (body: Record<string, string>, language?: string) =>
    post(t, `${kind.api}/reset-password`, body, language ? { language } : {});
  const login = (email: string, password: string) => logIn(t, kind, email, password);
  const withPassword = (email: string, token: string, password = newPassword) => ({
    email,
    token,
    password,
    password_confirmation: password,
  });
  /** The mails sent to an address since a count of messages. */
  const mailsSince = (before: number, address: string) =>
    smtp.messages.slice(before).filter((message) => message.envelopeTo.includes(address));

  /** Asks for a link and returns the one mail it sent. */
  async function requestLink(email: string, language?: string): Promise<CapturedMail> {
    const before = smtp.messages.length;
    const response = await forgot(email, language);
    expect(response.statusCode, response.body).toBe(200);
    expect(smtp.messages).toHaveLength(before + 1);
    return smtp.messages[before]!;
  }

  it('mails a single-use link that sets a new password, ends every session and confirms by mail', async () => {
    const registered = await kind.register(t, { name: 'Reset User', email: 'Reset.User@Example.com' });
    const second = await login('reset.user@example.com', strongPassword);
    expect(second.statusCode).toBe(200);
    const sessions = [registered.token, second.json<{ token: string }>().token];

    const sent = await requestLink('reset.user@example.com');
    // Nodemailer lower-cases the domain of the address.
    expect(sent.envelopeTo).toEqual(['Reset.User@example.com']);
    expect(sent.envelopeFrom).toBe('no-reply@localhost');
    expect(sent.mail.from).toContain('no-reply@localhost');
    expect(sent.mail.to).toBe('Reset.User@example.com');
    expect(sent.mail.subject).toBe('Reset your Logbook password');
    expect(sent.mail.text).toContain('Hello Reset User,');
    expect(sent.mail.text).toContain('expires in 60 minutes');

    const link = resetLinkIn(sent.mail.text);
    expect(link).toBeDefined();
    if (!link) return;
    expect(link.href).toBe(`${appUrl}${kind.resetPage}/${link.token}?email=Reset.User%40Example.com`);
    expect(link.email).toBe('Reset.User@Example.com');
    // 256 bits, URL-safe base64.
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sent.mail.html).toContain(`href="${link.href}"`);

    const rows = await resetRows(t, kind, registered.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toBe(hashSecret(link.token));
    expect(JSON.stringify(rows)).not.toContain(link.token);
    expect(Date.parse(rows[0]?.expires_at ?? '') - Date.parse(rows[0]?.created_at ?? '')).toBe(
      resetLifetimeMs,
    );
    expect(resetLifetimeMs).toBe(60 * 60_000);
    // The other kind's table holds nothing of it.
    expect(await resetRows(t, other)).toEqual([]);

    const before = smtp.messages.length;
    const done = await reset(withPassword(link.email, link.token));
    expect(done.statusCode).toBe(200);
    // No automatic login: no token, no account.
    expect(done.json()).toEqual({
      success: true,
      message: 'Your password has been changed. You can log in now.',
    });

    expect((await login('reset.user@example.com', newPassword)).statusCode).toBe(200);
    expect((await login('reset.user@example.com', strongPassword)).statusCode).toBe(401);
    for (const token of sessions) {
      expect((await get(t, kind.sessionCheck, { token })).statusCode).toBe(401);
    }

    const confirmations = mailsSince(before, 'Reset.User@example.com');
    expect(confirmations.map((message) => message.mail.subject)).toEqual([
      'Your Logbook password was changed',
    ]);
    expect(confirmations[0]?.mail.text).toContain('Hello Reset User,');
    expect(confirmations[0]?.mail.text).toContain('every other session was logged out');
    expect(confirmations[0]?.mail.text).not.toContain(newPassword);
    expect(resetLinkIn(confirmations[0]?.mail.text ?? '')).toBeUndefined();

    const reused = await reset(withPassword(link.email, link.token, 'yet another password'));
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({
      success: false,
      message: invalidLink,
      errors: { token: [invalidLink] },
      request_id: expect.any(String),
    });
    expect((await login('reset.user@example.com', newPassword)).statusCode).toBe(200);
  });

  it('writes both mails and the answers in Polish when the request asks for it', async () => {
    await kind.register(t, { name: 'Łukasz Żółć', email: 'lukasz@example.com' });
    const sent = await requestLink('lukasz@example.com', 'pl-PL,pl;q=0.9');
    expect(sent.mail.subject).toBe('Zresetuj hasło do Logbook');
    expect(sent.mail.text).toContain('Dzień dobry, Łukasz Żółć,');
    expect(sent.mail.text).toContain('wygasa po 60 minutach');
    expect(sent.mail.html).toContain('Ustaw nowe hasło');
    const link = resetLinkIn(sent.mail.text);
    expect(link?.href).toContain(`${appUrl}${kind.resetPage}/`);
    expect(link?.email).toBe('lukasz@example.com');

    const before = smtp.messages.length;
    const done = await reset(withPassword('lukasz@example.com', link?.token ?? ''), 'pl');
    expect(done.json()).toEqual({
      success: true,
      message: 'Hasło zostało zmienione. Możesz się teraz zalogować.',
    });
    expect(mailsSince(before, 'lukasz@example.com').map((message) => message.mail.subject)).toEqual([
      'Hasło do Logbook zostało zmienione',
    ]);
    const refused = await reset(withPassword('lukasz@example.com', link?.token ?? ''), 'pl');
    expect(refused.json().errors).toEqual({
      token: ['Link do resetu hasła jest nieprawidłowy lub wygasł. Poproś o nowy.'],
    });
  });

  it('escapes the name in the HTML part', async () => {
    await kind.register(t, { name: 'Ola <b>&"', email: 'html@example.com' });
    const sent = await requestLink('html@example.com');
    expect(sent.mail.html).toContain('Hello Ola &#60;b&#62;&#38;&#34;,');
    expect(sent.mail.html).not.toContain('<b>');
    expect(sent.mail.text).toContain('Hello Ola <b>&",');
  });

  it(`answers an unknown e-mail, and a ${other.kind}-only one, exactly like a known one and sends nothing`, async () => {
    await kind.register(t, { email: 'known@example.com' });
    await other.register(t, { email: `only-a-${other.kind}@example.com` });
    const before = smtp.messages.length;
    for (const email of ['unknown@example.com', `only-a-${other.kind}@example.com`]) {
      for (const language of [undefined, 'pl']) {
        const response = await forgot(email, language);
        const reference = await forgot('known@example.com', language);
        expect(response.statusCode, email).toBe(reference.statusCode);
        expect(response.body, email).toBe(reference.body);
      }
    }
    expect((await forgot('known@example.com')).json()).toEqual({
      success: true,
      message: 'If an account with this e-mail exists, we have sent a link to reset the password.',
    });
    // Only the five requests for the known address sent mail.
    expect(smtp.messages.slice(before).map((message) => message.envelopeTo)).toEqual(
      Array.from({ length: 5 }, () => ['known@example.com']),
    );
  });

  it('keeps the link usable when the reset was refused for its input', async () => {
    await kind.register(t, { email: 'typo@example.com' });
    const token = resetLinkIn((await requestLink('typo@example.com')).mail.text)?.token ?? '';
    const mismatch = await reset({
      ...withPassword('typo@example.com', token),
      password_confirmation: `${newPassword}!`,
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({ password_confirmation: ['The passwords do not match.'] });
    expect((await reset(withPassword('typo@example.com', token))).statusCode).toBe(200);
  });

  it(`keeps the ${other.kind} account of the same e-mail apart, both ways`, async () => {
    const otherAccount = await other.register(t, { email: 'both@example.com' });
    const account = await kind.register(t, { email: 'both@example.com' });

    const link = resetLinkIn((await requestLink('both@example.com')).mail.text);
    // The link does not reset the other account's password.
    const onOtherRoute = await post(
      t,
      `${other.api}/reset-password`,
      withPassword('both@example.com', link?.token ?? ''),
    );
    expect(onOtherRoute.statusCode).toBe(422);
    expect((await reset(withPassword('both@example.com', link?.token ?? ''))).statusCode).toBe(200);
    expect((await get(t, other.sessionCheck, { token: otherAccount.token })).statusCode).toBe(200);
    expect((await logIn(t, other, 'both@example.com', strongPassword)).statusCode).toBe(200);
    expect((await get(t, kind.sessionCheck, { token: account.token })).statusCode).toBe(401);

    // And the other account's link does nothing on this kind's route.
    const before = smtp.messages.length;
    await post(t, `${other.api}/forgot-password`, { email: 'both@example.com' });
    const otherLink = resetLinkIn(mailsSince(before, 'both@example.com')[0]?.mail.text ?? '');
    expect(otherLink?.href.startsWith(`${appUrl}${other.resetPage}/`)).toBe(true);
    const refused = await reset(withPassword('both@example.com', otherLink?.token ?? '', 'other password 9'));
    expect(refused.statusCode).toBe(422);
    expect((await login('both@example.com', newPassword)).statusCode).toBe(200);
  });
});
