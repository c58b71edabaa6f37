import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { generousRateLimits, post, registerCaptain } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { type PayuDouble, startPayuDouble } from './testing/payu-double.ts';
import { type OrderResponse, orderInput, payment, premiumUntil } from './testing/support.ts';

const appUrl = 'https://logbook.example.com';

describe('POST /api/subscriptions with PayU', () => {
  let t: TestApp;
  let payu: PayuDouble;
  let token: string;
  let userId: number;

  beforeAll(async () => {
    payu = await startPayuDouble({ timeoutMs: 300 });
    t = await createTestApp({ payu: payu.config, appUrl, rateLimits: generousRateLimits });
    const captain = await registerCaptain(t, { email: 'order@example.com' });
    token = captain.token;
    userId = captain.user.id;
  });
  afterAll(async () => {
    await t.close();
    await payu.close();
  });
  afterEach(() => payu.setMode('normal'));

  it('creates a pending payment and the PayU order, and answers PayU redirectUri', async () => {
    const response = await post(t, '/api/subscriptions', orderInput(), { token, language: 'pl' });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<OrderResponse>();
    expect(body).toMatchObject({
      success: true,
      message: expect.stringContaining('Zamówienie zostało utworzone'),
    });
    expect(body.redirect_url).toMatch(/^https:\/\/merch-prod\.snd\.payu\.com\/pay\/\?orderId=/);

    const sent = payu.orders().at(-1)!;
    const stored = await payment(t, body.subscription_id);
    expect(sent).toEqual({
      notifyUrl: `${appUrl}/api/payments/payu/notify`,
      continueUrl: `${appUrl}/captain-profile?tab=premium&payment=${body.subscription_id}`,
      customerIp: '127.0.0.1',
      merchantPosId: payu.config.posId,
      description: expect.stringContaining('Premium'),
      currencyCode: 'PLN',
      totalAmount: '4900',
      extOrderId: stored.ext_order_id,
      // PayU's default order lifetime, sent explicitly: our expiry of the payment follows it.
      validityTime: '86400',
      buyer: { email: 'order@example.com', firstName: 'Anna', lastName: 'Nowak', language: 'pl' },
      // The buyer reads Polish: PayU's page shows the plan's Polish name.
      products: [{ name: 'Premium roczny', unitPrice: '4900', quantity: '1' }],
    });
    expect(sent.description).toBe('Logbook Premium: Premium roczny');
    expect(stored.ext_order_id).toMatch(/^lb-[0-9a-f]{32}$/);
    expect(stored).toMatchObject({
      user_id: userId,
      source: 'payment',
      status: 'pending',
      amount_minor: 4900,
      currency: 'PLN',
      days: 365,
      payment_provider: 'payu',
      plan_name_en: 'Yearly premium',
      plan_name_pl: 'Premium roczny',
      expires_at: new Date(Date.parse(stored.created_at) + 86_400_000).toISOString(),
    });
    expect(body.redirect_url).toContain(stored.provider_order_id!);
    expect(JSON.parse(stored.invoice!)).toMatchObject({
      invoice_type: 'osoba_fizyczna',
      first_name: 'Anna',
      address_postal_code: '81-300',
      company_name: null,
      nip: null,
    });
    expect(await premiumUntil(t, userId)).toBeNull();
  });

  it('keeps the company invoice, accepts a 201 from PayU, and uses a new extOrderId per order', async () => {
    payu.setMode('created');
    const response = await post(
      t,
      '/api/subscriptions',
      orderInput({ invoice_type: 'osoba_prawna', company_name: 'Żagle Sp. z o.o.', nip: '526-025-02-74' }),
      { token },
    );
    expect(response.statusCode, response.body).toBe(200);
    const stored = await payment(t, response.json<OrderResponse>().subscription_id);
    expect(JSON.parse(stored.invoice!)).toMatchObject({
      company_name: 'Żagle Sp. z o.o.',
      nip: '5260250274',
    });
    const ids = payu.orders().map((o) => o.extOrderId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(payu.orders().at(-1)!.buyer).toMatchObject({ language: 'en' });
  });

  it('reuses the OAuth token across orders', async () => {
    await post(t, '/api/subscriptions', orderInput(), { token });
    expect(payu.tokenRequests()).toHaveLength(1);
  });

  for (const [mode, status, error] of [
    ['slow', 503, 'payment_provider_unavailable'],
    ['error', 502, 'payment_provider_error'],
  ] as const) {
    it(`PayU ${mode}: ${status} with a clear message, the payment is canceled, the captain can order again`, async () => {
      payu.setMode(mode);
      const before = payu.orders().length;
      const response = await post(t, '/api/subscriptions', orderInput(), { token, language: 'pl' });
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toMatchObject({
        success: false,
        error,
        message: expect.stringContaining('Wystąpił błąd podczas tworzenia subskrypcji'),
        request_id: expect.any(String),
      });
      const latest = await t.app.database.db
        .selectFrom('subscriptions')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(latest.status).toBe('canceled');
      expect(await premiumUntil(t, userId)).toBeNull();

      payu.setMode('normal');
      const again = await post(t, '/api/subscriptions', orderInput(), { token });
      expect(again.statusCode, again.body).toBe(200);
      expect(payu.orders().length).toBeGreaterThan(before);
    });
  }

  it('never puts the client secret or the token into a response', async () => {
    const response = await post(t, '/api/subscriptions', orderInput(), { token });
    expect(response.body).not.toContain(payu.config.clientSecret);
    expect(response.body).not.toMatch(/Bearer/);
  });

  it('PayU down (connection refused): 503, nothing activated', async () => {
    const down = await startPayuDouble();
    await down.close();
    const other = await createTestApp({ payu: down.config, appUrl, rateLimits: generousRateLimits });
    try {
      const captain = await registerCaptain(other, { email: 'down@example.com' });
      const response = await post(other, '/api/subscriptions', orderInput(), { token: captain.token });
      expect(response.statusCode, response.body).toBe(503);
      expect(response.json()).toMatchObject({
        success: false,
        error: 'payment_provider_unavailable',
        message: expect.stringContaining('Something went wrong while creating the subscription'),
        request_id: expect.any(String),
      });
      const rows = await other.app.database.db.selectFrom('subscriptions').select('status').execute();
      expect(rows).toEqual([{ status: 'canceled' }]);
      expect(await premiumUntil(other, captain.user.id)).toBeNull();
    } finally {
      await other.close();
    }
  });

  it('logs neither the client secret, the second key nor the OAuth token', async () => {
    const lines: string[] = [];
    const logged = await createTestApp(
      { payu: payu.config, appUrl, rateLimits: generousRateLimits, logLevel: 'trace' },
      { logger: true, logStream: { write: (line) => lines.push(line) } },
    );
    try {
      const captain = await registerCaptain(logged, { email: 'logs@example.com' });
      expect(
        (await post(logged, '/api/subscriptions', orderInput(), { token: captain.token })).statusCode,
      ).toBe(200);
      payu.setMode('error');
      expect(
        (await post(logged, '/api/subscriptions', orderInput(), { token: captain.token })).statusCode,
      ).toBe(502);
      const output = lines.join('');
      expect(output).toContain('PayU refused the order');
      const token = payu.requests.filter((r) => r.path === '/api/v2_1/orders').at(-1)!.headers.authorization!;
      for (const secret of [payu.config.clientSecret, payu.config.secondKey, token.replace('Bearer ', '')]) {
        expect(output).not.toContain(secret);
      }
    } finally {
      await logged.close();
    }
  });
});
