import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  generousRateLimits,
  get,
  post,
  registerCaptain,
  registerStudent,
  wrongKind,
} from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { discountCodes } from './discount-codes.ts';
import { premiumLedger } from './premium.ts';
import { subscriptionsRepository } from './repository.ts';

const day = 86_400_000;

describe('discount codes and the premium status', () => {
  let t: TestApp;
  let codes: ReturnType<typeof discountCodes>;
  let emails = 0;
  const captain = async () => {
    emails += 1;
    return (await registerCaptain(t, { email: `captain${emails}@example.com` })).token;
  };
  const redeem = (token: string, code: unknown, language?: string) =>
    post(t, '/api/discount-codes/redeem', { code }, { token, ...(language ? { language } : {}) });
  const status = async (token: string) => {
    const response = await get(t, '/api/subscriptions', { token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
    const subscriptions = subscriptionsRepository(t.app.database.db);
    codes = discountCodes({ subscriptions, ledger: premiumLedger(subscriptions) });
    await codes.create({ code: 'WELCOME30', days: 30, maxUses: null, expiresAt: null });
    await codes.create({ code: 'TWICE', days: 10, maxUses: 2, expiresAt: null });
    await codes.create({ code: 'EXTRA', days: 10, maxUses: null, expiresAt: null });
    await codes.create({
      code: 'OLD',
      days: 10,
      maxUses: null,
      expiresAt: new Date(Date.now() - day).toISOString(),
    });
  });
  afterAll(async () => t.close());

  it('shows no premium, the plans and an empty history for a new captain', async () => {
    const body = await status(await captain());
    expect(body).toMatchObject({ success: true, active_subscription: null, subscription_history: [] });
    expect(body.available_plans.map((plan: { duration_days: number }) => plan.duration_days)).toEqual([
      365, 30,
    ]);
  });

  it('activates premium for the code’s days, in any letter case, and records it in the history', async () => {
    const token = await captain();
    const response = await redeem(token, '  welcome30 ', 'pl');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Kod rabatowy został pomyślnie wykorzystany! Twoja subskrypcja została aktywowana.',
    });
    const body = await status(token);
    expect(body.active_subscription).toMatchObject({
      status: 'active',
      days_remaining: 30,
      payment_provider: null,
    });
    expect(Date.parse(body.active_subscription.ends_at) - Date.now()).toBeGreaterThan(29.9 * day);
    expect(body.subscription_history).toEqual([
      expect.objectContaining({
        source: 'discount_code',
        status: 'completed',
        days: 30,
        discount_code: 'WELCOME30',
      }),
    ]);
  });

  it('extends running premium from its end, not from today', async () => {
    const token = await captain();
    await redeem(token, 'WELCOME30');
    expect((await redeem(token, 'EXTRA')).statusCode).toBe(200);
    expect((await status(token)).active_subscription.days_remaining).toBe(40);
  });

  it('lets one captain use a code once', async () => {
    const token = await captain();
    expect((await redeem(token, 'WELCOME30')).statusCode).toBe(200);
    const again = await redeem(token, 'welcome30');
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      success: false,
      errors: { code: ['You have already used this discount code.'] },
      request_id: expect.any(String),
    });
    expect((await status(token)).active_subscription.days_remaining).toBe(30);
  });

  it('refuses a code that has reached its usage limit', async () => {
    expect((await redeem(await captain(), 'TWICE')).statusCode).toBe(200);
    expect((await redeem(await captain(), 'TWICE')).statusCode).toBe(200);
    const third = await redeem(await captain(), 'TWICE');
    expect(third.statusCode).toBe(422);
    expect(third.json().errors.code).toEqual([
      'This discount code has already been used the maximum number of times.',
    ]);
    const [twice] = (await codes.list()).filter((code) => code.code === 'TWICE');
    expect(twice?.uses).toBe(2);
  });

  it('refuses unknown, expired and empty codes with clear messages in both languages', async () => {
    const token = await captain();
    expect((await redeem(token, 'NOPE')).json().errors.code).toEqual(['This discount code is not valid.']);
    expect((await redeem(token, 'NOPE', 'pl')).json().errors.code).toEqual([
      'Nieprawidłowy kod rabatowy lub wystąpił błąd podczas przetwarzania.',
    ]);
    expect((await redeem(token, 'OLD')).json().errors.code).toEqual(['This discount code has expired.']);
    expect((await redeem(token, '   ', 'pl')).json().errors.code).toEqual(['Wprowadź kod rabatowy']);
    expect((await redeem(token, 42)).json().errors.code).toEqual(['This value has the wrong type.']);
    expect((await redeem(token, 'x'.repeat(65))).statusCode).toBe(422);
    expect((await status(token)).active_subscription).toBeNull();
  });

  it('keeps students and visitors out', async () => {
    const student = await registerStudent(t, { email: 'student@example.com' });
    expect((await get(t, '/api/subscriptions', { token: student.token })).json()).toEqual(wrongKind);
    expect((await redeem(student.token, 'WELCOME30')).statusCode).toBe(403);
    expect((await get(t, '/api/subscriptions')).statusCode).toBe(401);
    expect((await post(t, '/api/discount-codes/redeem', { code: 'WELCOME30' })).statusCode).toBe(401);
  });

  it('shows premium as expired once its end has passed', async () => {
    const session = await registerCaptain(t, { email: 'expired@example.com' });
    await t.app.database.db
      .updateTable('users')
      .set({ premium_until: new Date(Date.now() - day).toISOString() })
      .where('id', '=', session.user.id)
      .execute();
    expect((await status(session.token)).active_subscription).toMatchObject({
      status: 'expired',
      days_remaining: 0,
    });
    await redeem(session.token, 'WELCOME30');
    expect((await status(session.token)).active_subscription.days_remaining).toBe(30);
  });
});
