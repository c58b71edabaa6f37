import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../auth/tokens.ts';
import {
  captainInput,
  generousRateLimits,
  get,
  post,
  registerCaptain,
  studentInput,
} from '../testing/accounts.ts';
import { type CapturedMail, type SmtpCapture, startSmtpCapture } from '../testing/mail-capture.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { verificationLifetimeMs } from './repository.ts';
import { verificationLinkIn, verifiedAt, verifyEmail } from './test-support.ts';

const appUrl = 'https://logbook.test';
const day = 24 * 3600_000;

describe('the confirmation mail sent at sign-up, over a real SMTP server', () => {
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

  /** Signs up through the API and returns the answer and the one mail the sign-up sent. */
  async function signUp(url: string, body: object, language?: string) {
    const before = smtp.messages.length;
    const response = await post(t, url, body, language ? { language } : {});
    expect(response.statusCode, response.body).toBe(201);
    expect(smtp.messages).toHaveLength(before + 1);
    return { answer: response.json(), mail: smtp.messages[before] as CapturedMail };
  }

  it('mails a captain a link that confirms the address once; the sign-up answer is as before', async () => {
    const { answer, mail } = await signUp(
      '/api/auth/register',
      captainInput({ name: 'Ola Morska', email: 'Ola.Morska@Example.com' }),
    );
    // The sign-up answer itself is unchanged: no new field, the same message.
    expect(answer).toEqual({
      success: true,
      user: {
        id: expect.any(Number),
        name: 'Ola Morska',
        email: 'Ola.Morska@Example.com',
        phone: '+48 600 100 200',
        created_at: expect.any(String),
      },
      token: expect.any(String),
      message: 'Your account has been created.',
    });

    // As typed (nodemailer writes the domain in lower case).
    expect(mail.envelopeTo).toEqual(['Ola.Morska@example.com']);
    expect(mail.mail.subject).toBe('Confirm your e-mail address for Logbook');
    expect(mail.mail.text).toContain('Hello Ola Morska,');
    expect(mail.mail.text).toContain('expires in 7 days');
    const link = verificationLinkIn(mail.mail.text);
    if (!link) throw new Error(`no confirmation link in:\n${mail.mail.text}`);
    expect(link.base).toBe(appUrl);
    expect(link.page).toBe('/verify-email');
    expect(link.email).toBe('Ola.Morska@Example.com');
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.mail.html).toContain(`href="${link.href}"`);
    expect(mail.mail.html).toContain('Confirm my e-mail address');

    // Only the secret's SHA-256 is kept, with a lifetime of 7 days.
    const rows = await t.app.database.db
      .selectFrom('email_verifications')
      .selectAll()
      .where('user_id', '=', answer.user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ student_id: null, token_hash: hashSecret(link.token), used_at: null });
    expect(JSON.stringify(rows)).not.toContain(link.token);
    const lifetime = Date.parse(rows[0]?.expires_at ?? '') - Date.parse(rows[0]?.created_at ?? '');
    expect(lifetime).toBe(7 * day);
    expect(verificationLifetimeMs).toBe(7 * day);

    // The account works at once, unconfirmed.
    expect(await verifiedAt(t, 'auth', answer.token)).toBeNull();
    const before = Date.now();
    const confirmed = await verifyEmail(t, 'auth', { email: link.email, token: link.token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({
      success: true,
      status: 'verified',
      message: 'Your e-mail address is confirmed. Thank you!',
    });
    const at = await verifiedAt(t, 'auth', answer.token);
    expect(Date.parse(at ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    // The link worked once: opened again, it confirms nothing new and says the address is confirmed.
    const again = await verifyEmail(t, 'auth', { email: link.email, token: link.token }, 'pl');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({
      success: true,
      status: 'already_verified',
      message: 'Adres e-mail jest już potwierdzony.',
    });
    expect(await verifiedAt(t, 'auth', answer.token)).toBe(at);
  });

  it('mails a student, in the sign-up language, a link to the student page', async () => {
    const { answer, mail } = await signUp(
      '/api/student/register',
      studentInput({ first_name: 'Łukasz', last_name: 'Żółć', email: 'lukasz@example.com' }),
      'pl-PL,pl;q=0.9',
    );
    expect(answer.message).toBe('Konto zostało utworzone.');
    expect(Object.keys(answer.student).sort()).toEqual([
      'created_at',
      'email',
      'first_name',
      'id',
      'last_name',
    ]);
    expect(mail.mail.subject).toBe('Potwierdź adres e-mail w Logbook');
    expect(mail.mail.text).toContain('Dzień dobry, Łukasz Żółć,');
    expect(mail.mail.text).toContain('wygasa po 7 dniach');
    expect(mail.mail.html).toContain('Potwierdź adres e-mail');
    const link = verificationLinkIn(mail.mail.text);
    if (!link) throw new Error(`no confirmation link in:\n${mail.mail.text}`);
    expect(link.page).toBe('/student/verify-email');

    expect(await verifiedAt(t, 'student', answer.token)).toBeNull();
    // The captain's route does not take a student's link.
    const wrongSide = await verifyEmail(t, 'auth', { email: link.email, token: link.token });
    expect(wrongSide.statusCode).toBe(422);
    const confirmed = await verifyEmail(t, 'student', { email: link.email, token: link.token }, 'pl');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({
      success: true,
      status: 'verified',
      message: 'Adres e-mail został potwierdzony. Dziękujemy!',
    });
    expect(await verifiedAt(t, 'student', answer.token)).toEqual(expect.any(String));
  });

  it('escapes the name in the mail’s HTML', async () => {
    const { mail } = await signUp(
      '/api/auth/register',
      captainInput({ name: 'Ola <b>&"', email: 'h@example.com' }),
    );
    expect(mail.mail.html).toContain('Hello Ola &#60;b&#62;&#38;&#34;,');
    expect(mail.mail.html).not.toContain('<b>');
  });

  it('says whether the address is confirmed in GET /api/auth/user and GET /api/student/profile', async () => {
    const captain = await registerCaptain(t, { email: 'shape@example.com' });
    const user = await get(t, '/api/auth/user', { token: captain.token });
    expect(user.json()).toEqual({
      success: true,
      user: { ...captain.user, email_verified_at: null },
    });
    const student = (
      await post(t, '/api/student/register', studentInput({ email: 'shape@example.com' }))
    ).json();
    const profile = await get(t, '/api/student/profile', { token: student.token });
    expect(profile.json()).toEqual({
      success: true,
      student: { ...student.student, email_verified_at: null, phone: '' },
    });
  });
});

describe('sign-up while the mail server is down', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 9 of loopback: every send fails at once.
    t = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:9?ignoreTLS=true', rateLimits: generousRateLimits });
  });
  afterAll(async () => t?.close());

  it('still creates the account and logs in; "Send again" then says the mail could not be sent', async () => {
    const captain = await registerCaptain(t, { email: 'down@example.com' });
    expect(await verifiedAt(t, 'auth', captain.token)).toBeNull();
    const student = await post(t, '/api/student/register', studentInput({ email: 'down@example.com' }));
    expect(student.statusCode, student.body).toBe(201);

    const resend = await post(t, '/api/auth/verification-mail', {}, { token: captain.token });
    expect(resend.statusCode).toBe(503);
    expect(resend.json()).toEqual({
      success: false,
      message:
        'The e-mail could not be sent right now: the mail server is not responding. Please try again in a few minutes.',
      request_id: expect.any(String),
    });
  });
});
