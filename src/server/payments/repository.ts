import { eraseAfter } from '../account-deletion/retention.ts';
import type { Db } from '../db/database.ts';

export interface NotificationRecord {
  provider: string;
  extOrderId: string | null;
  providerOrderId: string | null;
  status: string | null;
  signatureValid: boolean;
  outcome: string;
  body: string;
}

/** Cuts a value from outside to its column width, so a hostile notification cannot fail the insert. */
const clip = (value: string | null, max: number) => (value === null ? null : value.slice(0, max));

export function paymentsRepository(db: Db, now: () => Date = () => new Date()) {
  return {
    activePlan(planId: number) {
      return db
        .selectFrom('plans')
        .select(['id', 'name_en', 'name_pl', 'amount_minor', 'currency', 'duration_days'])
        .where('id', '=', planId)
        .where('is_active', '=', 1)
        .executeTakeFirst();
    },

    async buyerEmail(userId: number): Promise<string | null> {
      const row = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
      return row?.email ?? null;
    },

    /** A payment order of a deleted account, kept for the accounting law (account-deletion/retention.ts). */
    findRetained(extOrderId: string) {
      return db
        .selectFrom('retained_payments')
        .select(['id', 'status'])
        .where('ext_order_id', '=', extOrderId)
        .executeTakeFirst();
    },

    /** Records that a deleted account's order was paid after all; true when it was not completed before. */
    async completeRetained(id: number): Promise<boolean> {
      const moved = await db
        .updateTable('retained_payments')
        .set(() => {
          const at = now().toISOString();
          return { status: 'completed', completed_at: at, erase_after: eraseAfter(at) };
        })
        .where('id', '=', id)
        .where('status', '!=', 'completed')
        .executeTakeFirst();
      return Number(moved.numUpdatedRows) === 1;
    },

    /** Every notification is kept as received, with what it led to. */
    async recordNotification(record: NotificationRecord): Promise<void> {
      await db
        .insertInto('payment_notifications')
        .values({
          provider: record.provider,
          ext_order_id: clip(record.extOrderId, 64),
          provider_order_id: clip(record.providerOrderId, 64),
          status: clip(record.status, 30),
          signature_valid: record.signatureValid ? 1 : 0,
          outcome: record.outcome,
          body: record.body,
          received_at: now().toISOString(),
        })
        .execute();
    },
  };
}
export type PaymentsRepository = ReturnType<typeof paymentsRepository>;
