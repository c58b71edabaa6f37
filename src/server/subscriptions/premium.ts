import { extendPremium } from '#domain/subscription.ts';
import type { SubscriptionSource } from '../db/schema.ts';
import type { PremiumEnd, SubscriptionsRepository } from './repository.ts';

export interface NewPendingPayment {
  userId: number;
  planId: number;
  planNames: { en: string; pl: string };
  /** How long the provider's order accepts payment; after it the payment is abandoned. */
  lifetimeMs: number;
  days: number;
  amountMinor: number;
  currency: string;
  paymentProvider: string;
  extOrderId: string;
  invoice: unknown;
}

/**
 * The one place that moves premium: a subscription row turns completed exactly once (a guarded update), and only
 * that call extends users.premium_until, from the current end when premium is still running.
 */
export function premiumLedger(subscriptions: SubscriptionsRepository, now: () => Date = () => new Date()) {
  const newEnd: PremiumEnd = (premiumUntil, days) => extendPremium(premiumUntil, days, now());

  return {
    premiumUntil: (userId: number) => subscriptions.premiumUntil(userId),

    /** Grants days at once (operator); returns the new end. */
    grant(userId: number, days: number, source: Exclude<SubscriptionSource, 'payment'>): Promise<string> {
      return subscriptions.grant(
        { userId, days, source, discountCodeId: null, at: now().toISOString() },
        newEnd,
      );
    },

    /**
     * Grants a discount code's days as one use of it: the new end, or 'used_up' when the code reached its limit.
     * A second use of the same code by the captain is refused by the database (a unique violation is thrown).
     */
    redeemCode(
      userId: number,
      code: { id: number; days: number; max_uses: number | null },
    ): Promise<string | 'used_up'> {
      const grant = {
        userId,
        days: code.days,
        source: 'discount_code' as const,
        discountCodeId: code.id,
        at: now().toISOString(),
      };
      return subscriptions.redeemDiscountCode({ id: code.id, maxUses: code.max_uses }, grant, newEnd);
    },

    createPendingPayment(payment: NewPendingPayment): Promise<number> {
      const created = now();
      return subscriptions.createPendingPayment({
        ...payment,
        createdAt: created.toISOString(),
        expiresAt: new Date(created.getTime() + payment.lifetimeMs).toISOString(),
      });
    },

    findPayment: (extOrderId: string) => subscriptions.findPayment(extOrderId),

    setProviderOrderId: (subscriptionId: number, providerOrderId: string) =>
      subscriptions.setProviderOrderId(subscriptionId, providerOrderId),

    /**
     * pending or abandoned -> completed, once; extends premium. Money taken is never lost: a payment abandoned
     * because its order's lifetime passed still completes when the provider says it was paid. Returns false
     * when it was already completed or canceled (duplicate, late, or a canceled order).
     */
    completePayment: (subscriptionId: number): Promise<boolean> =>
      subscriptions.completePayment(subscriptionId, now().toISOString(), newEnd),

    /** pending -> canceled, once; a completed payment never goes back, an abandoned one stays abandoned. */
    cancelPayment: (subscriptionId: number): Promise<boolean> =>
      subscriptions.cancelPayment(subscriptionId, now().toISOString()),

    /**
     * pending -> abandoned for payments whose order's lifetime has passed: all of them (housekeeping) or one
     * captain's (before their history is read, so no process has to run at the right moment).
     */
    abandonExpired: (userId?: number): Promise<number> =>
      subscriptions.abandonExpired(now().toISOString(), userId),

    /** The newest `limit` entries, or all of them with null. */
    history: (userId: number, limit: number | null) => subscriptions.history(userId, limit),

    lastPaymentProvider: (userId: number) => subscriptions.lastPaymentProvider(userId),
  };
}
export type PremiumLedger = ReturnType<typeof premiumLedger>;
