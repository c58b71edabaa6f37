import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '#domain/language.ts';
import type { SubscriptionOrder } from '#domain/subscription.ts';
import { HttpError, UnprocessableError } from '../http/errors.ts';
import { planNameIn } from '../plans/names.ts';
import type { PremiumLedger } from '../subscriptions/premium.ts';
import type { PaymentGateway } from './gateway.ts';
import { PayuUnavailableError } from './payu-client.ts';
import type { PaymentsRepository } from './repository.ts';

export interface OrderContext {
  userId: number;
  customerIp: string;
  language: Language;
}

export interface PlacedOrder {
  subscriptionId: number;
  redirectUrl: string;
}

/** Our own order id, sent to PayU as extOrderId: 'lb-' and 32 hex digits. */
export const newExtOrderId = () => `lb-${randomBytes(16).toString('hex')}`;

export const continueUrl = (appUrl: string, subscriptionId: number) =>
  `${appUrl}/captain-profile?tab=premium&payment=${subscriptionId}`;

export const notifyUrl = (appUrl: string) => `${appUrl}/api/payments/payu/notify`;

export const orderDescription = (planName: string) => `Logbook Premium: ${planName}`;

/** The invoice details as kept with the payment (trimmed; company fields only for a company). */
function invoiceOf(order: SubscriptionOrder) {
  const company = order.invoice_type === 'osoba_prawna';
  return {
    invoice_type: order.invoice_type,
    first_name: order.first_name,
    last_name: order.last_name,
    company_name: company ? (order.company_name?.trim() ?? null) : null,
    nip: company ? (order.nip?.replace(/[\s-]/g, '') ?? null) : null,
    address_street: order.address_street,
    address_postal_code: order.address_postal_code,
    address_city: order.address_city,
  };
}

export function paymentsService(deps: {
  ledger: PremiumLedger;
  payments: PaymentsRepository;
  gateway: PaymentGateway;
  appUrl: string;
  log: FastifyBaseLogger;
}) {
  const { ledger, payments, gateway, appUrl, log } = deps;

  return {
    /**
     * A pending payment first (so a notification always finds it), then the provider's order. When the
     * provider fails, the payment is canceled: nothing is activated and the captain can simply order again.
     */
    async placeOrder(order: SubscriptionOrder, context: OrderContext): Promise<PlacedOrder> {
      const plan = await payments.activePlan(order.subscription_price_id);
      if (!plan) {
        throw new UnprocessableError('errors.validation', {
          subscription_price_id: 'subscription.plan_unavailable',
        });
      }
      const email = await payments.buyerEmail(context.userId);
      if (!email) throw new HttpError(401, 'errors.unauthorized');

      const extOrderId = newExtOrderId();
      const subscriptionId = await ledger.createPendingPayment({
        userId: context.userId,
        planId: plan.id,
        planNames: { en: plan.name_en, pl: plan.name_pl },
        lifetimeMs: gateway.orderLifetimeMs,
        days: plan.duration_days,
        amountMinor: plan.amount_minor,
        currency: plan.currency,
        paymentProvider: order.payment_provider,
        extOrderId,
        invoice: invoiceOf(order),
      });

      const amount = String(plan.amount_minor);
      // PayU shows the description and product on its page in the buyer's language.
      const planName = planNameIn(plan, context.language);
      let created: { redirectUrl: string; providerOrderId: string };
      try {
        created = await gateway.createOrder({
          notifyUrl: notifyUrl(appUrl),
          continueUrl: continueUrl(appUrl, subscriptionId),
          customerIp: context.customerIp,
          description: orderDescription(planName),
          currencyCode: plan.currency,
          totalAmount: amount,
          extOrderId,
          validityTime: String(gateway.orderLifetimeMs / 1000),
          buyer: {
            email,
            firstName: order.first_name,
            lastName: order.last_name,
            language: context.language,
          },
          products: [{ name: planName, unitPrice: amount, quantity: '1' }],
        });
      } catch (error) {
        await ledger.cancelPayment(subscriptionId);
        if (error instanceof PayuUnavailableError) {
          throw new HttpError(503, 'payments.provider_unavailable', {
            error: 'payment_provider_unavailable',
          });
        }
        log.error({ err: error, subscriptionId }, 'payment order failed');
        throw new HttpError(502, 'payments.provider_error', { error: 'payment_provider_error' });
      }
      await ledger.setProviderOrderId(subscriptionId, created.providerOrderId);
      return { subscriptionId, redirectUrl: created.redirectUrl };
    },
  };
}
export type PaymentsService = ReturnType<typeof paymentsService>;
