import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { premiumLedger } from '../subscriptions/premium.ts';
import { subscriptionsRepository } from '../subscriptions/repository.ts';
import { generousRateLimits, get, post, registerCaptain } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { type PayuDouble, startPayuDouble } from './testing/payu-double.ts';
import {
  dayMs,
  notificationBody,
  notify,
  type OrderResponse,
  orderInput,
  payment,
  premiumUntil,
  storedNotifications,
} from './testing/support.ts';

const minuteMs = 60_000;

/** Moves a payment's deadline into the past, as if its order's lifetime had passed. */
async function expire(t: TestApp, id: number) {
  await t.app.database.db
    .updateTable('subscriptions')
    .set({ expires_at: new Date(Date.now() - minuteMs).toISOString() })
    .where('id', '=', id)
    .execute();
}

async function historyOf(t: TestApp, token: string, language = 'en') {
  const response = await get(t, '/api/subscriptions', { token, language });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().subscription_history as { id: number; status: string; completed_at: string }[];
}

describe('abandoned payments with PayU', () => {
  let t: TestApp;
  let payu: PayuDouble;
  let count = 0;

  beforeAll(async () => {
    payu = await startPayuDouble();
    t = await createTestApp({ payu: payu.config, rateLimits: generousRateLimits });
  });
  afterAll(async () => {
    await t.close();
    await payu.close();
  });

  async function pendingOrder() {
    count += 1;
    const captain = await registerCaptain(t, { email: `abandon${count}@example.com` });
    const response = await post(t, '/api/subscriptions', orderInput(), { token: captain.token });
    expect(response.statusCode, response.body).toBe(200);
    const id = response.json<OrderResponse>().subscription_id;
    const row = await payment(t, id);
    const send = (status: string) =>
      notify(
        t,
        notificationBody({
          orderId: row.provider_order_id,
          extOrderId: row.ext_order_id,
          totalAmount: '4900',
          currencyCode: 'PLN',
          status,
        }),
        payu.config.secondKey,
      );
    return { captain, id, row, send };
  }

  it("a PayU order's payment expires after PayU's default lifetime of 24 hours", async () => {
    const { row } = await pendingOrder();
    expect(Date.parse(row.expires_at!) - Date.parse(row.created_at)).toBe(dayMs);
    expect(payu.orders().at(-1)?.validityTime).toBe('86400');
  });

  it('reading the history abandons an order past its lifetime, and only that one', async () => {
    const { captain, id } = await pendingOrder();
    const second = await post(t, '/api/subscriptions', orderInput(), { token: captain.token });
    const fresh = second.json<OrderResponse>().subscription_id;
    await expire(t, id);
    const expiresAt = (await payment(t, id)).expires_at;

    const history = await historyOf(t, captain.token);
    expect(history.map(({ id, status }) => ({ id, status }))).toEqual([
      { id: fresh, status: 'pending' },
      { id, status: 'abandoned' },
    ]);
    // Stored, not only shown: the row is abandoned at its deadline.
    expect(await payment(t, id)).toMatchObject({ status: 'abandoned', completed_at: expiresAt });
    expect((await payment(t, fresh)).status).toBe('pending');
  });

  it("does not touch another captain's expired order when one captain reads the history", async () => {
    const mine = await pendingOrder();
    const theirs = await pendingOrder();
    await expire(t, mine.id);
    await expire(t, theirs.id);
    await historyOf(t, mine.captain.token);
    expect((await payment(t, mine.id)).status).toBe('abandoned');
    expect((await payment(t, theirs.id)).status).toBe('pending');
  });

  it('the housekeeping sweep abandons every expired order and leaves the rest', async () => {
    const expired = await pendingOrder();
    const fresh = await pendingOrder();
    const done = await pendingOrder();
    await done.send('COMPLETED');
    await expire(t, expired.id);
    await expire(t, done.id);

    const moved = await premiumLedger(subscriptionsRepository(t.app.database.db)).abandonExpired();
    expect(moved).toBeGreaterThanOrEqual(1);
    expect((await payment(t, expired.id)).status).toBe('abandoned');
    expect((await payment(t, fresh.id)).status).toBe('pending');
    expect((await payment(t, done.id)).status).toBe('completed');
    expect(await premiumLedger(subscriptionsRepository(t.app.database.db)).abandonExpired()).toBe(0);
  });

  it('a late COMPLETED still completes an abandoned order and grants premium: money taken is never lost', async () => {
    const { captain, id, send } = await pendingOrder();
    await expire(t, id);
    expect((await historyOf(t, captain.token))[0]?.status).toBe('abandoned');

    const pending = await send('PENDING');
    expect(pending.statusCode).toBe(200);
    expect((await storedNotifications(t)).at(-1)?.outcome).toBe('no_change');
    expect((await payment(t, id)).status).toBe('abandoned');

    const completed = await send('COMPLETED');
    expect(completed.statusCode, completed.body).toBe(200);
    expect((await storedNotifications(t)).at(-1)?.outcome).toBe('completed_late');
    expect((await payment(t, id)).status).toBe('completed');
    const until = await premiumUntil(t, captain.user.id);
    expect(Math.abs(Date.parse(until!) - (Date.now() + 365 * dayMs))).toBeLessThan(minuteMs);
    expect((await historyOf(t, captain.token))[0]?.status).toBe('completed');

    // A repeat changes nothing: premium is extended once.
    await send('COMPLETED');
    expect((await storedNotifications(t)).at(-1)?.outcome).toBe('already_final');
    expect(await premiumUntil(t, captain.user.id)).toBe(until);
  });

  it('a late CANCELED leaves an abandoned order abandoned and grants nothing', async () => {
    const { captain, id, send } = await pendingOrder();
    await expire(t, id);
    await historyOf(t, captain.token);
    const canceled = await send('CANCELED');
    expect(canceled.statusCode).toBe(200);
    expect((await storedNotifications(t)).at(-1)?.outcome).toBe('already_final');
    expect((await payment(t, id)).status).toBe('abandoned');
    expect(await premiumUntil(t, captain.user.id)).toBeNull();
  });

  it('a COMPLETED before the history is read completes the order, even past its lifetime', async () => {
    const { captain, id, send } = await pendingOrder();
    await expire(t, id);
    await send('COMPLETED');
    expect((await storedNotifications(t)).at(-1)?.outcome).toBe('completed');
    expect((await historyOf(t, captain.token))[0]?.status).toBe('completed');
  });
});

describe('abandoned payments in the built-in sandbox', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
  });
  afterAll(async () => t.close());

  async function sandboxOrder(email: string) {
    const captain = await registerCaptain(t, { email });
    const response = await post(t, '/api/subscriptions', orderInput(), { token: captain.token });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<OrderResponse>();
    return { captain, body, row: await payment(t, body.subscription_id) };
  }

  it('a sandbox order lives 30 minutes', async () => {
    const { row } = await sandboxOrder('sandbox-life@example.com');
    expect(Date.parse(row.expires_at!) - Date.parse(row.created_at)).toBe(30 * minuteMs);
  });

  it('an expired order can no longer be paid: its page says so in both languages and Pay changes nothing', async () => {
    const { captain, body } = await sandboxOrder('sandbox-expired@example.com');
    await expire(t, body.subscription_id);

    const page = await get(t, body.redirect_url, { language: 'pl' });
    expect(page.statusCode).toBe(409);
    expect(page.body).toContain('To zamówienie wygasło bez płatności.');
    expect((await payment(t, body.subscription_id)).status).toBe('abandoned');

    const english = await get(t, body.redirect_url);
    expect(english.body).toContain('This order has expired without payment.');

    const pay = await t.app.inject({
      method: 'POST',
      url: `${body.redirect_url}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(pay.statusCode).toBe(409);
    expect((await payment(t, body.subscription_id)).status).toBe('abandoned');
    expect(await premiumUntil(t, captain.user.id)).toBeNull();
  });
});
