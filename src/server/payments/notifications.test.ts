import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generousRateLimits, get, post, registerCaptain } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { signBody } from './signature.ts';
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

describe('POST /api/payments/payu/notify', () => {
  let t: TestApp;
  let payu: PayuDouble;
  let secondKey: string;
  let emailCount = 0;

  beforeAll(async () => {
    payu = await startPayuDouble();
    secondKey = payu.config.secondKey;
    t = await createTestApp({ payu: payu.config, rateLimits: generousRateLimits });
  });
  afterAll(async () => {
    await t.close();
    await payu.close();
  });

  /** A fresh captain with one pending PayU order. */
  async function pendingOrder() {
    emailCount += 1;
    const captain = await registerCaptain(t, { email: `notify${emailCount}@example.com` });
    const response = await post(t, '/api/subscriptions', orderInput(), { token: captain.token });
    expect(response.statusCode, response.body).toBe(200);
    const id = response.json<OrderResponse>().subscription_id;
    const row = await payment(t, id);
    const order = (status: string, extra: Record<string, unknown> = {}) =>
      notificationBody({
        orderId: row.provider_order_id,
        extOrderId: row.ext_order_id,
        totalAmount: '4900',
        currencyCode: 'PLN',
        status,
        ...extra,
      });
    return { captain, id, extOrderId: row.ext_order_id!, order };
  }

  async function lastOutcome() {
    return (await storedNotifications(t)).at(-1)!;
  }

  it('COMPLETED activates premium for a year, once; a duplicate changes nothing', async () => {
    const { captain, id, extOrderId, order } = await pendingOrder();
    const body = order('COMPLETED');
    const first = await notify(t, body, secondKey);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ success: true });
    expect(await lastOutcome()).toMatchObject({
      provider: 'payu',
      ext_order_id: extOrderId,
      status: 'COMPLETED',
      signature_valid: 1,
      outcome: 'completed',
      body,
    });
    const until = await premiumUntil(t, captain.user.id);
    expect(Math.abs(Date.parse(until!) - (Date.now() + 365 * dayMs))).toBeLessThan(60_000);
    expect((await payment(t, id)).status).toBe('completed');

    const status = await get(t, '/api/subscriptions', { token: captain.token });
    if (status.statusCode === 200) {
      expect(status.json()).toMatchObject({ active_subscription: { status: 'active' } });
    }

    const duplicate = await notify(t, body, secondKey);
    expect(duplicate.statusCode).toBe(200);
    expect(await lastOutcome()).toMatchObject({ outcome: 'already_final' });
    expect(await premiumUntil(t, captain.user.id)).toBe(until);
  });

  it('CANCELED after COMPLETED changes nothing', async () => {
    const { captain, id, order } = await pendingOrder();
    await notify(t, order('COMPLETED'), secondKey);
    const until = await premiumUntil(t, captain.user.id);
    const late = await notify(t, order('CANCELED'), secondKey);
    expect(late.statusCode).toBe(200);
    expect(await lastOutcome()).toMatchObject({ outcome: 'already_final', status: 'CANCELED' });
    expect((await payment(t, id)).status).toBe('completed');
    expect(await premiumUntil(t, captain.user.id)).toBe(until);
  });

  it('COMPLETED after CANCELED changes nothing', async () => {
    const { captain, id, order } = await pendingOrder();
    expect((await notify(t, order('CANCELED'), secondKey)).statusCode).toBe(200);
    expect(await lastOutcome()).toMatchObject({ outcome: 'canceled' });
    expect((await notify(t, order('COMPLETED'), secondKey)).statusCode).toBe(200);
    expect(await lastOutcome()).toMatchObject({ outcome: 'already_final' });
    expect((await payment(t, id)).status).toBe('canceled');
    expect(await premiumUntil(t, captain.user.id)).toBeNull();
  });

  it('PENDING and WAITING_FOR_CONFIRMATION change nothing, then COMPLETED works', async () => {
    const { captain, id, order } = await pendingOrder();
    for (const status of ['PENDING', 'WAITING_FOR_CONFIRMATION']) {
      expect((await notify(t, order(status), secondKey)).statusCode).toBe(200);
      expect(await lastOutcome()).toMatchObject({ outcome: 'no_change', status });
      expect((await payment(t, id)).status).toBe('pending');
    }
    expect((await notify(t, order('COMPLETED'), secondKey)).statusCode).toBe(200);
    expect(await premiumUntil(t, captain.user.id)).not.toBeNull();
    // A PENDING that arrives late (reordered) does not move it back.
    expect((await notify(t, order('PENDING'), secondKey)).statusCode).toBe(200);
    expect((await payment(t, id)).status).toBe('completed');
  });

  it('accepts a SHA-256 signature', async () => {
    const { captain, order } = await pendingOrder();
    const response = await notify(t, order('COMPLETED'), secondKey, { algorithm: 'SHA-256' });
    expect(response.statusCode, response.body).toBe(200);
    expect(await premiumUntil(t, captain.user.id)).not.toBeNull();
  });

  it('rejects a forged, a missing and a malformed signature, stores them, activates nothing', async () => {
    const { captain, id, extOrderId, order } = await pendingOrder();
    const body = order('COMPLETED');

    const forged = await notify(t, body, 'not-the-second-key');
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({
      success: false,
      error: 'signature_invalid',
      request_id: expect.any(String),
    });
    expect(await lastOutcome()).toMatchObject({
      ext_order_id: extOrderId,
      signature_valid: 0,
      outcome: 'signature_invalid',
    });

    // Signed for another body: the signature covers the exact bytes.
    const tampered = await notify(t, body.replace('"4900"', '"1"'), secondKey, {
      header: `sender=checkout;signature=${signBody(body, secondKey, 'MD5')};algorithm=MD5;content=DOCUMENT`,
    });
    expect(tampered.statusCode).toBe(401);

    const missing = await notify(t, body, secondKey, { header: null });
    expect(missing.statusCode).toBe(400);
    expect(await lastOutcome()).toMatchObject({ signature_valid: 0, outcome: 'signature_missing' });

    const unknownAlgorithm = await notify(t, body, secondKey, { header: 'signature=abc;algorithm=SHA-1' });
    expect(unknownAlgorithm.statusCode).toBe(400);

    expect((await payment(t, id)).status).toBe('pending');
    expect(await premiumUntil(t, captain.user.id)).toBeNull();
  });

  it('a wrong amount or currency does not activate (stored, answered 200)', async () => {
    const { captain, id, order } = await pendingOrder();
    for (const extra of [{ totalAmount: '100' }, { currencyCode: 'EUR' }, { totalAmount: 4901 }]) {
      const response = await notify(t, order('COMPLETED', extra), secondKey);
      expect(response.statusCode).toBe(200);
      expect(await lastOutcome()).toMatchObject({ signature_valid: 1, outcome: 'amount_mismatch' });
    }
    expect((await payment(t, id)).status).toBe('pending');
    expect(await premiumUntil(t, captain.user.id)).toBeNull();
    // The amount as a number is the same amount.
    expect((await notify(t, order('COMPLETED', { totalAmount: 4900 }), secondKey)).statusCode).toBe(200);
    expect(await lastOutcome()).toMatchObject({ outcome: 'completed' });
  });

  it('another PayU orderId for our extOrderId does not activate', async () => {
    const { captain, order } = await pendingOrder();
    await notify(t, order('COMPLETED', { orderId: 'SOMEOTHERORDER000GUEST000P01' }), secondKey);
    expect(await lastOutcome()).toMatchObject({ outcome: 'order_id_mismatch' });
    expect(await premiumUntil(t, captain.user.id)).toBeNull();
  });

  it('an unknown extOrderId is stored and answered 200', async () => {
    const body = notificationBody({
      orderId: 'LDLW5N7MF4140324GUEST000P01',
      extOrderId: 'ord-1',
      status: 'COMPLETED',
    });
    const response = await notify(t, body, secondKey);
    expect(response.statusCode).toBe(200);
    expect(await lastOutcome()).toMatchObject({
      ext_order_id: 'ord-1',
      provider_order_id: 'LDLW5N7MF4140324GUEST000P01',
      outcome: 'unknown_order',
    });
  });

  it('malformed JSON and a body that is not a notification: 400, stored', async () => {
    const broken = '{"order":{"extOrderId":';
    const response = await notify(t, broken, secondKey);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      error: 'malformed_json',
      request_id: expect.any(String),
    });
    expect(await lastOutcome()).toMatchObject({
      signature_valid: 1,
      outcome: 'malformed_json',
      body: broken,
    });

    const unsigned = await notify(t, broken, secondKey, { header: null });
    expect(unsigned.statusCode).toBe(400);

    const empty = await notify(t, '', secondKey);
    expect(empty.statusCode).toBe(400);

    const notOrder = await notify(t, JSON.stringify({ refund: { status: 'FINALIZED' } }), secondKey);
    expect(notOrder.statusCode).toBe(400);
    expect(await lastOutcome()).toMatchObject({ outcome: 'invalid_notification' });
  });

  it('stores long hostile values cut to their columns', async () => {
    const body = notificationBody({
      extOrderId: 'x'.repeat(500),
      orderId: 'y'.repeat(500),
      status: 'Z'.repeat(200),
    });
    const response = await notify(t, body, secondKey);
    expect(response.statusCode).toBe(200);
    expect(await lastOutcome()).toMatchObject({ outcome: 'unknown_order', ext_order_id: 'x'.repeat(64) });
  });

  it('only JSON is accepted', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/payu/notify',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(response.statusCode).toBe(415);
  });

  it('buying while premium is active extends from the current end', async () => {
    const { captain, order } = await pendingOrder();
    await notify(t, order('COMPLETED'), secondKey);
    const firstEnd = Date.parse((await premiumUntil(t, captain.user.id))!);
    const second = await post(t, '/api/subscriptions', orderInput(), { token: captain.token });
    const row = await payment(t, second.json<OrderResponse>().subscription_id);
    const body = notificationBody({
      orderId: row.provider_order_id,
      extOrderId: row.ext_order_id,
      totalAmount: '4900',
      currencyCode: 'PLN',
      status: 'COMPLETED',
    });
    expect((await notify(t, body, secondKey)).statusCode).toBe(200);
    const secondEnd = Date.parse((await premiumUntil(t, captain.user.id))!);
    expect(secondEnd - firstEnd).toBe(365 * dayMs);
  });

  it('concurrent duplicates complete the payment exactly once', async () => {
    const { captain, order } = await pendingOrder();
    const body = order('COMPLETED');
    const responses = await Promise.all([1, 2, 3].map(() => notify(t, body, secondKey)));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const until = Date.parse((await premiumUntil(t, captain.user.id))!);
    expect(Math.abs(until - (Date.now() + 365 * dayMs))).toBeLessThan(60_000);
  });
});
