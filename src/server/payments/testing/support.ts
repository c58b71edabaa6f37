import type { SubscriptionOrder } from '#domain/subscription.ts';
import type { TestApp } from '../../testing/test-app.ts';
import type { PayuOrderRequest } from '../payu-client.ts';
import { type SignatureAlgorithm, signatureHeader } from '../signature.ts';

/** A valid order for an individual; the seeded yearly plan (4900 PLN minor units, 365 days) has id 1. */
export function orderInput(
  overrides: Record<string, unknown> = {},
): SubscriptionOrder & Record<string, unknown> {
  return {
    subscription_price_id: 1,
    payment_provider: 'payu',
    invoice_type: 'osoba_fizyczna',
    first_name: 'Anna',
    last_name: 'Nowak',
    company_name: null,
    nip: null,
    address_street: 'ul. Morska 1',
    address_postal_code: '81-300',
    address_city: 'Gdynia',
    ...overrides,
  };
}

export interface OrderResponse {
  success: true;
  redirect_url: string;
  subscription_id: number;
  message: string;
}

export function notificationBody(order: Record<string, unknown>) {
  return JSON.stringify({ order, localReceiptDateTime: '2026-01-01T12:00:00.000+01:00' });
}

/** Posts a raw notification body, signed with the key (or with the given header), to the webhook. */
export function notify(
  t: TestApp,
  body: string,
  secondKey: string,
  options: { algorithm?: SignatureAlgorithm; header?: string | null } = {},
) {
  const header =
    options.header === undefined
      ? signatureHeader(body, secondKey, options.algorithm ?? 'MD5')
      : options.header;
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/payu/notify',
    headers: {
      'content-type': 'application/json;charset=UTF-8',
      ...(header === null ? {} : { 'openpayu-signature': header }),
    },
    payload: body,
  });
}

export function storedNotifications(t: TestApp) {
  return t.app.database.db.selectFrom('payment_notifications').selectAll().orderBy('id').execute();
}

export function payment(t: TestApp, id: number) {
  return t.app.database.db
    .selectFrom('subscriptions')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

export async function premiumUntil(t: TestApp, userId: number): Promise<string | null> {
  const row = await t.app.database.db
    .selectFrom('users')
    .select('premium_until')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.premium_until;
}

export const dayMs = 86_400_000;

/** An order as the app sends it to PayU, for tests of the PayU client against the loopback double. */
export function payuOrder(extOrderId: string): PayuOrderRequest {
  return {
    notifyUrl: 'https://logbook.example.com/api/payments/payu/notify',
    continueUrl: 'https://logbook.example.com/captain-profile?tab=premium&payment=1',
    customerIp: '127.0.0.1',
    description: 'Logbook Premium: Yearly',
    currencyCode: 'PLN',
    totalAmount: '4900',
    extOrderId,
    validityTime: '86400',
    buyer: { email: 'anna@example.com', firstName: 'Anna', lastName: 'Nowak', language: 'pl' },
    products: [{ name: 'Yearly', unitPrice: '4900', quantity: '1' }],
  };
}
