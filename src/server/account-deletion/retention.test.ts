import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PayuDouble, startPayuDouble } from '../payments/testing/payu-double.ts';
import {
  notificationBody,
  notify,
  type OrderResponse,
  orderInput,
  payment,
  storedNotifications,
} from '../payments/testing/support.ts';
import { generousRateLimits, post, registerCaptain, strongPassword } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { accountDeletionRepository } from './repository.ts';
import { eraseAfter, notificationWithoutBuyer, retainedCopy } from './retention.ts';

describe('eraseAfter: the first day a payment record may go', () => {
  it('is 1 January of the seventh year after the payment, in Polish time', () => {
    expect(eraseAfter('2026-01-01T00:00:00.000Z')).toBe('2033-01-01');
    expect(eraseAfter('2026-12-31T22:30:00.000Z')).toBe('2033-01-01');
    // 00:30 on 1 January 2027 in Warsaw: a payment of 2027.
    expect(eraseAfter('2026-12-31T23:30:00.000Z')).toBe('2034-01-01');
  });
});

describe('retainedCopy', () => {
  const payment = {
    id: 7,
    status: 'completed' as const,
    days: 365,
    plan_id: 1,
    plan_name_en: 'Yearly premium',
    plan_name_pl: 'Premium roczny',
    amount_minor: 4900,
    currency: 'PLN',
    payment_provider: 'payu',
    ext_order_id: 'lb-1',
    provider_order_id: 'PAYU-1',
    created_at: '2026-05-01T10:00:00.000Z',
    completed_at: '2026-05-01T10:05:00.000Z',
  };
  const invoice = {
    first_name: 'Anna',
    last_name: 'Nowak',
    address_street: 'ul. Morska 1',
    address_postal_code: '81-300',
    address_city: 'Gdynia',
  };
  const deletedAt = new Date('2026-06-01T12:00:00.000Z');

  it("keeps what was bought, for how much and when, and not a person's invoice details", () => {
    const copy = retainedCopy(
      { ...payment, invoice: JSON.stringify({ invoice_type: 'osoba_fizyczna', ...invoice }) },
      deletedAt,
    );
    expect(copy).toEqual({
      subscription_id: 7,
      status: 'completed',
      days: 365,
      plan_id: 1,
      plan_name_en: 'Yearly premium',
      plan_name_pl: 'Premium roczny',
      amount_minor: 4900,
      currency: 'PLN',
      payment_provider: 'payu',
      ext_order_id: 'lb-1',
      provider_order_id: 'PAYU-1',
      invoice_type: 'osoba_fizyczna',
      company_name: null,
      nip: null,
      created_at: '2026-05-01T10:00:00.000Z',
      completed_at: '2026-05-01T10:05:00.000Z',
      account_deleted_at: '2026-06-01T12:00:00.000Z',
      erase_after: '2033-01-01',
    });
  });

  it("keeps a company's name and NIP, not the person who ordered or the address", () => {
    const copy = retainedCopy(
      {
        ...payment,
        invoice: JSON.stringify({
          invoice_type: 'osoba_prawna',
          company_name: 'Żagle Sp. z o.o.',
          nip: '5260250995',
          ...invoice,
        }),
      },
      deletedAt,
    );
    expect(copy).toMatchObject({
      invoice_type: 'osoba_prawna',
      company_name: 'Żagle Sp. z o.o.',
      nip: '5260250995',
    });
    expect(JSON.stringify(copy)).not.toMatch(/Anna|Nowak|Morska|81-300|Gdynia/);
  });

  it('counts an unpaid order from when it was placed, and survives invoice text it cannot read', () => {
    const copy = retainedCopy(
      { ...payment, status: 'abandoned', completed_at: null, invoice: 'not json' },
      deletedAt,
    );
    expect(copy).toMatchObject({
      invoice_type: null,
      company_name: null,
      nip: null,
      erase_after: '2033-01-01',
    });
  });
});

describe('notificationWithoutBuyer', () => {
  it("keeps the order's own fields, the receipt time and the payment id; drops the buyer and the customer's IP", () => {
    const body = JSON.stringify({
      order: {
        orderId: 'PAYU-1',
        extOrderId: 'lb-1',
        orderCreateDate: '2026-05-01T10:00:00.000+02:00',
        notifyUrl: 'https://logbook.example/api/payments/payu/notify',
        customerIp: '203.0.113.9',
        merchantPosId: '300746',
        description: 'Logbook Premium: Yearly premium',
        currencyCode: 'PLN',
        totalAmount: '4900',
        buyer: { email: 'anna@example.com', phone: '+48 600 100 200', firstName: 'Anna', lastName: 'Nowak' },
        payMethod: { type: 'PBL' },
        status: 'COMPLETED',
        products: [{ name: 'Yearly premium', unitPrice: '4900', quantity: '1' }],
      },
      localReceiptDateTime: '2026-05-01T10:05:00.000+02:00',
      properties: [
        { name: 'PAYMENT_ID', value: '5000000001' },
        { name: 'OTHER', value: 'x' },
      ],
    });
    expect(JSON.parse(notificationWithoutBuyer(body))).toEqual({
      order: {
        orderId: 'PAYU-1',
        extOrderId: 'lb-1',
        orderCreateDate: '2026-05-01T10:00:00.000+02:00',
        merchantPosId: '300746',
        description: 'Logbook Premium: Yearly premium',
        currencyCode: 'PLN',
        totalAmount: '4900',
        status: 'COMPLETED',
        products: [{ name: 'Yearly premium', unitPrice: '4900', quantity: '1' }],
      },
      localReceiptDateTime: '2026-05-01T10:05:00.000+02:00',
      properties: [{ name: 'PAYMENT_ID', value: '5000000001' }],
    });
  });

  it('keeps nothing of a body that is not a JSON object', () => {
    for (const body of ['', 'anna@example.com', '[1,2]', 'null', '"text"']) {
      expect(notificationWithoutBuyer(body)).toBe('');
    }
  });
});

describe("a deleted account's payment records", () => {
  let t: TestApp;
  let payu: PayuDouble;

  beforeAll(async () => {
    payu = await startPayuDouble();
    t = await createTestApp({ payu: payu.config, rateLimits: generousRateLimits });
  });
  afterAll(async () => {
    await t.close();
    await payu.close();
  });

  it('records a payment completed after the deletion, without the buyer, and extends nobody', async () => {
    const captain = await registerCaptain(t, { email: 'late.payer@example.com' });
    const order = await post(t, '/api/subscriptions', orderInput(), { token: captain.token });
    expect(order.statusCode, order.body).toBe(200);
    const row = await payment(t, order.json<OrderResponse>().subscription_id);
    const deleted = await post(
      t,
      '/api/auth/delete-account',
      { password: strongPassword },
      { token: captain.token },
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
    const pending = await t.app.database.db.selectFrom('retained_payments').selectAll().execute();
    expect(pending).toEqual([expect.objectContaining({ ext_order_id: row.ext_order_id, status: 'pending' })]);

    const body = notificationBody({
      orderId: row.provider_order_id,
      extOrderId: row.ext_order_id,
      totalAmount: '4900',
      currencyCode: 'PLN',
      status: 'COMPLETED',
      buyer: { email: 'late.payer@example.com', firstName: 'Anna', lastName: 'Nowak' },
    });
    const answer = await notify(t, body, payu.config.secondKey);
    expect(answer.statusCode, answer.body).toBe(200);
    const stored = (await storedNotifications(t)).at(-1);
    expect(stored).toMatchObject({ ext_order_id: row.ext_order_id, outcome: 'account_deleted' });
    expect(stored?.body).not.toContain('late.payer');
    expect(JSON.parse(stored?.body ?? '{}').order.status).toBe('COMPLETED');
    const completed = await t.app.database.db.selectFrom('retained_payments').selectAll().execute();
    expect(completed).toEqual([
      expect.objectContaining({
        status: 'completed',
        completed_at: expect.any(String),
        erase_after: `${new Date().getFullYear() + 7}-01-01`,
      }),
    ]);
  });

  it('erases the records, and the notifications about them, once their day has come', async () => {
    const deletions = accountDeletionRepository(t.app.database.db);
    const [record] = await t.app.database.db.selectFrom('retained_payments').selectAll().execute();
    const day = record?.erase_after ?? '';
    const notificationsOf = async () =>
      (await storedNotifications(t)).filter((n) => n.ext_order_id === record?.ext_order_id);
    expect((await notificationsOf()).length).toBeGreaterThan(0);
    const dayBefore = new Date(Date.parse(day) - 86_400_000).toISOString().slice(0, 10);
    expect(await deletions.eraseExpiredRetained(dayBefore)).toBe(0);
    expect(await deletions.eraseExpiredRetained(day)).toBe(1);
    expect(await t.app.database.db.selectFrom('retained_payments').selectAll().execute()).toEqual([]);
    expect(await notificationsOf()).toEqual([]);
  });
});
