import { randomBytes } from 'node:crypto';
import type { PayuClient, PayuOrderRequest } from './payu-client.ts';

/**
 * How long an order accepts payment. PayU's default validityTime is 86400 s (its REST API v2.1 reference);
 * we send it explicitly, so our expiry and PayU's agree. The built-in sandbox keeps its orders 30 minutes.
 */
export const payuOrderLifetimeMs = 86_400_000;
export const sandboxOrderLifetimeMs = 30 * 60_000;

/** Where an order is placed: real PayU, or the built-in sandbox checkout page that behaves like it. */
export interface PaymentGateway {
  readonly kind: 'payu' | 'sandbox';
  /** The key that signs notifications (PayU's second key, or the sandbox's own). */
  readonly secondKey: string;
  /** After this long unpaid, a pending payment is abandoned (payments.md: "Abandoned orders"). */
  readonly orderLifetimeMs: number;
  createOrder(order: PayuOrderRequest): Promise<{ redirectUrl: string; providerOrderId: string }>;
}

export function payuGateway(client: PayuClient, secondKey: string): PaymentGateway {
  return {
    kind: 'payu',
    secondKey,
    orderLifetimeMs: payuOrderLifetimeMs,
    async createOrder(order) {
      const created = await client.createOrder(order);
      return { redirectUrl: created.redirectUri, providerOrderId: created.orderId };
    },
  };
}

export const sandboxPath = (extOrderId: string) => `/sandbox/payu/${encodeURIComponent(extOrderId)}`;

/** The sandbox's order id looks like PayU's (upper-case letters and digits) so the same columns hold it. */
export const sandboxOrderId = (extOrderId: string) =>
  `SBX${extOrderId
    .replace(/[^a-z0-9]/gi, '')
    .slice(-24)
    .toUpperCase()}`;

/** No PayU configured: the order "exists" as our pending payment and the checkout is our own page. */
export function sandboxGateway(secondKey: string = randomBytes(16).toString('hex')): PaymentGateway {
  return {
    kind: 'sandbox',
    secondKey,
    orderLifetimeMs: sandboxOrderLifetimeMs,
    async createOrder(order) {
      return {
        redirectUrl: sandboxPath(order.extOrderId),
        providerOrderId: sandboxOrderId(order.extOrderId),
      };
    },
  };
}
