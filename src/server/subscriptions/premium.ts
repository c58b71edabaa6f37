import { extendPremium } from '#domain/subscription.ts';
import type { Db } from '../db/database.ts';
import type { SubscriptionSource } from '../db/schema.ts';

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
export function premiumLedger(db: Db, now: () => Date = () => new Date()) {
  async function extendWithin(trx: Db, userId: number, days: number): Promise<string> {
    const user = await trx
      .selectFrom('users')
      .select('premium_until')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const endsAt = extendPremium(user.premium_until, days, now());
    await trx.updateTable('users').set({ premium_until: endsAt }).where('id', '=', userId).execute();
    return endsAt;
  }

  return {
    async premiumUntil(userId: number): Promise<string | null> {
      const row = await db
        .selectFrom('users')
        .select('premium_until')
        .where('id', '=', userId)
        .executeTakeFirst();
      return row?.premium_until ?? null;
    },

    /** Grants days at once (discount code, operator); returns the new end. */
    async grant(
      userId: number,
      days: number,
      source: Exclude<SubscriptionSource, 'payment'>,
      discountCodeId: number | null = null,
      trx: Db = db,
    ): Promise<string> {
      const run = async (t: Db) => {
        const endsAt = await extendWithin(t, userId, days);
        const at = now().toISOString();
        await t
          .insertInto('subscriptions')
          .values({
            user_id: userId,
            source,
            status: 'completed',
            days,
            plan_id: null,
            plan_name_en: null,
            plan_name_pl: null,
            amount_minor: null,
            currency: null,
            payment_provider: null,
            ext_order_id: null,
            provider_order_id: null,
            discount_code_id: discountCodeId,
            invoice: null,
            ends_at: endsAt,
            created_at: at,
            completed_at: at,
          })
          .execute();
        return endsAt;
      };
      return trx === db ? db.transaction().execute(run) : run(trx);
    },

    async createPendingPayment(payment: NewPendingPayment): Promise<number> {
      const created = now();
      const row = await db
        .insertInto('subscriptions')
        .values({
          user_id: payment.userId,
          source: 'payment',
          status: 'pending',
          days: payment.days,
          plan_id: payment.planId,
          plan_name_en: payment.planNames.en,
          plan_name_pl: payment.planNames.pl,
          amount_minor: payment.amountMinor,
          currency: payment.currency,
          payment_provider: payment.paymentProvider,
          ext_order_id: payment.extOrderId,
          provider_order_id: null,
          discount_code_id: null,
          invoice: JSON.stringify(payment.invoice),
          ends_at: null,
          created_at: created.toISOString(),
          completed_at: null,
          expires_at: new Date(created.getTime() + payment.lifetimeMs).toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    findPayment(extOrderId: string) {
      return db
        .selectFrom('subscriptions')
        .selectAll()
        .where('ext_order_id', '=', extOrderId)
        .where('source', '=', 'payment')
        .executeTakeFirst();
    },

    async setProviderOrderId(subscriptionId: number, providerOrderId: string) {
      await db
        .updateTable('subscriptions')
        .set({ provider_order_id: providerOrderId })
        .where('id', '=', subscriptionId)
        .execute();
    },

    /**
     * pending or abandoned -> completed, once; extends premium. Money taken is never lost: a payment abandoned
     * because its order's lifetime passed still completes when the provider says it was paid. Returns false
     * when it was already completed or canceled (duplicate, late, or a canceled order).
     */
    async completePayment(subscriptionId: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const at = now().toISOString();
        const moved = await trx
          .updateTable('subscriptions')
          .set({ status: 'completed', completed_at: at })
          .where('id', '=', subscriptionId)
          .where('status', 'in', ['pending', 'abandoned'])
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) !== 1) return false;
        const row = await trx
          .selectFrom('subscriptions')
          .select(['user_id', 'days'])
          .where('id', '=', subscriptionId)
          .executeTakeFirstOrThrow();
        const endsAt = await extendWithin(trx, row.user_id, row.days);
        await trx
          .updateTable('subscriptions')
          .set({ ends_at: endsAt })
          .where('id', '=', subscriptionId)
          .execute();
        return true;
      });
    },

    /** pending -> canceled, once; a completed payment never goes back, an abandoned one stays abandoned. */
    async cancelPayment(subscriptionId: number): Promise<boolean> {
      const moved = await db
        .updateTable('subscriptions')
        .set({ status: 'canceled', completed_at: now().toISOString() })
        .where('id', '=', subscriptionId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(moved.numUpdatedRows) === 1;
    },

    /**
     * pending -> abandoned for payments whose order's lifetime has passed: all of them (housekeeping) or one
     * captain's (before their history is read, so no process has to run at the right moment).
     */
    async abandonExpired(userId?: number): Promise<number> {
      let update = db
        .updateTable('subscriptions')
        .set((eb) => ({ status: 'abandoned', completed_at: eb.ref('expires_at') }))
        .where('status', '=', 'pending')
        .where('expires_at', '<=', now().toISOString());
      if (userId !== undefined) update = update.where('user_id', '=', userId);
      const moved = await update.executeTakeFirst();
      return Number(moved.numUpdatedRows);
    },

    /** The newest `limit` entries, or all of them with null. */
    history(userId: number, limit: number | null) {
      const query = db
        .selectFrom('subscriptions')
        .leftJoin('discount_codes', 'discount_codes.id', 'subscriptions.discount_code_id')
        .select([
          'subscriptions.id',
          'subscriptions.source',
          'subscriptions.status',
          'subscriptions.plan_name_en',
          'subscriptions.plan_name_pl',
          'subscriptions.amount_minor',
          'subscriptions.currency',
          'subscriptions.days',
          'subscriptions.payment_provider',
          'discount_codes.code as discount_code',
          'subscriptions.created_at',
          'subscriptions.completed_at',
        ])
        .where('subscriptions.user_id', '=', userId)
        .orderBy('subscriptions.created_at', 'desc')
        .orderBy('subscriptions.id', 'desc');
      return (limit === null ? query : query.limit(limit)).execute();
    },

    async lastPaymentProvider(userId: number): Promise<string | null> {
      const row = await db
        .selectFrom('subscriptions')
        .select('payment_provider')
        .where('user_id', '=', userId)
        .where('status', '=', 'completed')
        .where('payment_provider', 'is not', null)
        .orderBy('completed_at', 'desc')
        .executeTakeFirst();
      return row?.payment_provider ?? null;
    },
  };
}
export type PremiumLedger = ReturnType<typeof premiumLedger>;
