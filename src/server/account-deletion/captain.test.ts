import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../config.ts';
import { translate } from '../http/messages.ts';
import { generousRateLimits, get, post, registerCaptain } from '../testing/accounts.ts';
import { type SmtpCapture, startSmtpCapture } from '../testing/mail-capture.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import {
  type Bystanders,
  bystanderMarkers,
  bystanders,
  captainMarkers,
  company,
  databaseDump,
  rowsReferringTo,
  type SeededCaptain,
  seedCaptain,
} from './test-support.ts';

const url = '/api/auth/delete-account';

describe('POST /api/auth/delete-account', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let others: Bystanders;
  let captain: SeededCaptain;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ smtpUrl: smtp.url, rateLimits: generousRateLimits });
    others = await bystanders(t);
    captain = await seedCaptain(t, others.student);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('refuses a wrong or missing password on `password`, in the language asked, and changes nothing', async () => {
    const before = await databaseDump(t);
    const wrong = await post(t, url, { password: 'not my password' }, { token: captain.token });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      success: false,
      message: 'The password is not correct. Nothing was deleted.',
      errors: { password: ['The password is not correct. Nothing was deleted.'] },
      request_id: expect.any(String),
    });
    const polish = await post(t, url, { password: 'nie to' }, { token: captain.token, language: 'pl' });
    expect(polish.json().errors).toEqual({ password: ['Hasło jest nieprawidłowe. Niczego nie usunięto.'] });
    const missing = await post(t, url, {}, { token: captain.token });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ password: ['Enter your password.'] });
    const unknown = await post(
      t,
      url,
      { password: captain.password, confirm: true },
      { token: captain.token },
    );
    expect(unknown.statusCode).toBe(422);
    expect(await databaseDump(t)).toBe(before);
    expect(smtp.messages.filter((m) => m.mail.subject.includes('deleted'))).toEqual([]);
  });

  it('needs a captain session: none is 401, a student is 403', async () => {
    expect((await post(t, url, { password: 'x' })).statusCode).toBe(401);
    expect((await post(t, url, { password: 'x' }, { token: others.student.token })).statusCode).toBe(403);
  });

  it('deletes the account and everything of it at once, keeps the payments without the person, and mails it', async () => {
    const sentBefore = smtp.messages.length;
    const response = await post(
      t,
      url,
      { password: captain.password },
      { token: captain.token, language: 'pl' },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Twoje konto zostało usunięte. Potwierdzenie wysłaliśmy na Twój adres e-mail.',
    });

    // Nothing refers to the account, and no text of it is anywhere in the database.
    expect(await rowsReferringTo(t, 'captain', captain.id)).toEqual([]);
    const dump = await databaseDump(t);
    for (const [name, marker] of Object.entries(captainMarkers)) {
      expect(dump.includes(marker), `${name} "${marker}" is still in the database`).toBe(false);
    }
    expect(dump.toLowerCase()).not.toContain(captainMarkers.email.toLowerCase());
    for (const marker of Object.values(bystanderMarkers)) expect(dump).toContain(marker);

    // The payments stay for the accounting law: what, how much, when, the order ids; a company's name and NIP.
    const retained = await t.app.database.db
      .selectFrom('retained_payments')
      .selectAll()
      .orderBy('id')
      .execute();
    const year = new Date().getFullYear();
    expect(retained).toEqual([
      expect.objectContaining({
        status: 'completed',
        amount_minor: 4900,
        currency: 'PLN',
        days: 365,
        plan_name_en: 'Yearly premium',
        ext_order_id: expect.stringMatching(/^lb-/),
        provider_order_id: expect.stringMatching(/^SBX/),
        invoice_type: 'osoba_fizyczna',
        company_name: null,
        nip: null,
        erase_after: `${year + 7}-01-01`,
      }),
      expect.objectContaining({
        status: 'completed',
        invoice_type: 'osoba_prawna',
        company_name: company.name,
        nip: company.nip,
      }),
    ]);
    // The provider's notifications about them keep the order, not the buyer.
    const notifications = await t.app.database.db
      .selectFrom('payment_notifications')
      .select('body')
      .where(
        'ext_order_id',
        'in',
        retained.map((row) => row.ext_order_id ?? ''),
      )
      .execute();
    expect(notifications).toHaveLength(4);
    for (const { body } of notifications) {
      const kept = JSON.parse(body);
      expect(kept.order).toMatchObject({ extOrderId: expect.stringMatching(/^lb-/), totalAmount: '4900' });
      expect(kept.order.buyer).toBeUndefined();
      expect(body).not.toContain('@');
    }

    // The mail goes to the address, in the language of the request, after the commit.
    const mails = smtp.messages.slice(sentBefore);
    expect(mails.map((m) => [m.envelopeTo, m.mail.subject])).toEqual([
      [[captainMarkers.email], 'Twoje konto w Logbook zostało usunięte'],
    ]);
    expect(mails[0]?.mail.text).toContain(translate('pl', 'mail.greeting', { name: captainMarkers.name }));
    expect(mails[0]?.mail.text).toContain('Dane Twoich płatności zachowujemy');
  });

  it('ends every session: the old tokens answer 401', async () => {
    for (const token of [captain.token, captain.otherToken]) {
      expect((await get(t, '/api/auth/user', { token })).statusCode).toBe(401);
      expect((await get(t, '/api/sailing-trips', { token })).statusCode).toBe(401);
    }
  });

  it('answers a login with the usual wrong-credentials 401', async () => {
    const login = await post(t, '/api/auth/login', { email: captain.email, password: captain.password });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toEqual({
      success: false,
      message: 'Wrong e-mail or password.',
      request_id: expect.any(String),
    });
  });

  it("takes the captain and their planned trip off the student's lists; the student keeps their account", async () => {
    const token = others.student.token;
    const captains = await get(t, '/api/student/captains', { token });
    expect(captains.statusCode).toBe(200);
    expect(JSON.stringify(captains.json())).not.toContain(captainMarkers.name);
    const enrolments = await get(t, '/api/student/enrolments', { token });
    expect(enrolments.statusCode).toBe(200);
    expect(JSON.stringify(enrolments.json())).not.toContain(captainMarkers.planned);
    // The student keeps their account.
    expect((await get(t, '/api/student/profile', { token })).statusCode).toBe(200);
  });

  it('lets the e-mail register again, as a new captain with nothing of the old one', async () => {
    const again = await registerCaptain(t, { email: captainMarkers.email, name: 'Zofia Nowa' });
    expect(again.user.id).not.toBe(captain.id);
    const trips = await get(t, '/api/sailing-trips', { token: again.token });
    expect(trips.statusCode).toBe(200);
    expect(trips.body).not.toContain(captainMarkers.tripNotes);
    const history = await get(t, '/api/subscriptions', { token: again.token });
    expect(history.statusCode, history.body).toBe(200);
    expect(history.body).not.toContain('lb-');
  });
});

describe('POST /api/auth/delete-account, rate limited like logins', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      rateLimits: { ...defaultRateLimits, registerPerIp: 100, loginPerIp: 100, loginPerEmail: 3 },
    });
  });
  afterAll(async () => t.close());

  it('answers 429 after as many tries per account as logins per e-mail, and keeps the account', async () => {
    const captain = await registerCaptain(t, { email: 'limited@example.com' });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await post(t, url, { password: `wrong ${i}` }, { token: captain.token })).statusCode);
    }
    expect(statuses).toEqual([422, 422, 422, 429]);
    const limited = await post(t, url, { password: 'correct horse battery' }, { token: captain.token });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect((await get(t, '/api/auth/user', { token: captain.token })).statusCode).toBe(200);
  });
});

describe('account deletion in OpenAPI', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('documents both routes with their summary, body and answer', async () => {
    const spec = (await get(t, '/api/docs/json')).json();
    for (const path of ['/api/auth/delete-account', '/api/student/delete-account']) {
      const operation = spec.paths[path].post;
      expect(operation.summary).toMatch(/^Delete the (captain|student)'s account/);
      expect(operation.security).toEqual([{ bearer: [] }]);
      expect(operation.requestBody.content['application/json'].schema).toMatchObject({
        required: ['password'],
        properties: { password: { type: 'string' } },
      });
      expect(operation.responses['200']).toBeDefined();
    }
  });
});
