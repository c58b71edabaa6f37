import type { Db } from '../db/database.ts';
import type { SubscriptionSource } from '../db/schema.ts';

/** The new end of premium when `days` are added to the current end (null: none yet); the ledger's rule. */
export type PremiumEnd = (premiumUntil: string | null, days: number) => string;

/** Days given at once by a discount code or the operator, recorded as a completed subscription. */
export interface NewGrant {
  userId: number;
  days: number;
  source: Exclude<SubscriptionSource, 'payment'>;
  discountCodeId: number | null;
  at: string;
}

export interface NewPendingPaymentRow {
  userId: number;
  planId: number;
  planNames: { en: string; pl: string };
  days: number;
  amountMinor: number;
  currency: string;
  paymentProvider: string;
  extOrderId: string;
  invoice: unknown;
  createdAt: string;
  expiresAt: string;
}

export interface NewDiscountCodeRow {
  code: string;
  days: number;
  maxUses: number | null;
  expiresAt: string | null;
  createdAt: string;
}

/** Thrown inside a redemption to roll back the recorded use when the code has reached its limit. */
class CodeUsedUp extends Error {}

/**
 * Premium's rows: users.premium_until, the subscriptions that moved it, and the discount codes. Rules (how far
 * premium extends, what a code accepts) are the ledger's and the discount codes'; moves of premium_until happen
 * only in the transactions here, in the same transaction as the row that records them.
 */
export function subscriptionsRepository(db: Db) {
  async function extendWithin(trx: Db, userId: number, days: number, newEnd: PremiumEnd): Promise<string> {
    const user = await trx
      .selectFrom('users')
      .select('premium_until')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const endsAt = newEnd(user.premium_until, days);
    await trx.updateTable('users').set({ premium_until: endsAt }).where('id', '=', userId).execute();
    return endsAt;
  }

  async function grantWithin(trx: Db, grant: NewGrant, newEnd: PremiumEnd): Promise<string> {
    const endsAt = await extendWithin(trx, grant.userId, grant.days, newEnd);
    await trx
      .insertInto('subscriptions')
      .values({
        user_id: grant.userId,
        source: grant.source,
        status: 'completed',
        days: grant.days,
        plan_id: null,
        plan_name_en: null,
        plan_name_pl: null,
        amount_minor: null,
        currency: null,
        payment_provider: null,
        ext_order_id: null,
        provider_order_id: null,
        discount_code_id: grant.discountCodeId,
        invoice: null,
        ends_at: endsAt,
        created_at: grant.at,
        completed_at: grant.at,
      })
      .execute();
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

    /** Records the grant and extends premium in one transaction; returns the new end. */
    grant(grant: NewGrant, newEnd: PremiumEnd): Promise<string> {
      return db.transaction().execute((trx) => grantWithin(trx, grant, newEnd));
    },

    async createPendingPayment(payment: NewPendingPaymentRow): Promise<number> {
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
          created_at: payment.createdAt,
          completed_at: null,
          expires_at: payment.expiresAt,
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
     * pending or abandoned -> completed, guarded so it happens once, and premium extended in the same
     * transaction; false when the payment was in neither state.
     */
    completePayment(subscriptionId: number, at: string, newEnd: PremiumEnd): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
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
        const endsAt = await extendWithin(trx, row.user_id, row.days, newEnd);
        await trx
          .updateTable('subscriptions')
          .set({ ends_at: endsAt })
          .where('id', '=', subscriptionId)
          .execute();
        return true;
      });
    },

    /** pending -> canceled, guarded so it happens once; false when it was not pending. */
    async cancelPayment(subscriptionId: number, at: string): Promise<boolean> {
      const moved = await db
        .updateTable('subscriptions')
        .set({ status: 'canceled', completed_at: at })
        .where('id', '=', subscriptionId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(moved.numUpdatedRows) === 1;
    },

    /** pending -> abandoned for payments whose deadline is at or before `at`: all, or one captain's. */
    async abandonExpired(at: string, userId?: number): Promise<number> {
      let update = db
        .updateTable('subscriptions')
        .set((eb) => ({ status: 'abandoned', completed_at: eb.ref('expires_at') }))
        .where('status', '=', 'pending')
        .where('expires_at', '<=', at);
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

    createDiscountCode(code: NewDiscountCodeRow) {
      return db
        .insertInto('discount_codes')
        .values({
          code: code.code,
          days: code.days,
          max_uses: code.maxUses,
          expires_at: code.expiresAt,
          created_at: code.createdAt,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    listDiscountCodes() {
      return db
        .selectFrom('discount_codes')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    findDiscountCode(code: string) {
      return db.selectFrom('discount_codes').selectAll().where('code', '=', code).executeTakeFirst();
    },

    /**
     * One use of a code and its grant in one transaction: the captain's redemption (a second one of the same
     * code fails on the unique pair and is thrown), the counted use (guarded by the limit, so two uses at once
     * cannot pass it) and the grant. Returns the new premium end, or 'used_up' with nothing recorded.
     */
    async redeemDiscountCode(
      code: { id: number; maxUses: number | null },
      grant: NewGrant,
      newEnd: PremiumEnd,
    ): Promise<string | 'used_up'> {
      try {
        return await db.transaction().execute(async (trx) => {
          await trx
            .insertInto('discount_redemptions')
            .values({ discount_code_id: code.id, user_id: grant.userId, created_at: grant.at })
            .execute();
          let use = trx
            .updateTable('discount_codes')
            .set((eb) => ({ uses: eb('uses', '+', 1) }))
            .where('id', '=', code.id);
          if (code.maxUses !== null) use = use.where('uses', '<', code.maxUses);
          const counted = await use.executeTakeFirst();
          if (Number(counted.numUpdatedRows) !== 1) throw new CodeUsedUp();
          return grantWithin(trx, grant, newEnd);
        });
      } catch (error) {
        if (error instanceof CodeUsedUp) return 'used_up';
        throw error;
      }
    },
  };
}

export type SubscriptionsRepository = ReturnType<typeof subscriptionsRepository>;
