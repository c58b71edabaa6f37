import { type Kysely, sql } from 'kysely';

/** Frozen copies of the lifetimes at the time of this migration (src/server/payments/gateway.ts). */
const payuOrderLifetimeMs = 86_400_000;
const sandboxOrderLifetimeMs = 30 * 60_000;

/**
 * subscriptions.expires_at: when a pending payment's order at the provider stops accepting payment; after it
 * the payment is `abandoned`. Pending payments from before get the lifetime their order had: the built-in
 * sandbox's orders (ids starting SBX) 30 minutes, PayU's its default 24 hours.
 */
export function paymentExpiryMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('subscriptions').addColumn('expires_at', 'varchar(32)').execute();
      await db.schema
        .createIndex('subscriptions_status_expiry')
        .on('subscriptions')
        .columns(['status', 'expires_at'])
        .execute();
      const pending = await sql<{ id: number; created_at: string; provider_order_id: string | null }>`
        select id, created_at, provider_order_id from subscriptions where status = 'pending'
      `.execute(db);
      for (const payment of pending.rows) {
        const lifetime = payment.provider_order_id?.startsWith('SBX')
          ? sandboxOrderLifetimeMs
          : payuOrderLifetimeMs;
        const expiresAt = new Date(Date.parse(payment.created_at) + lifetime).toISOString();
        await sql`update subscriptions set expires_at = ${expiresAt} where id = ${payment.id}`.execute(db);
      }
    },
    async down(db: Kysely<unknown>) {
      await sql`update subscriptions set status = 'pending' where status = 'abandoned'`.execute(db);
      await db.schema.dropIndex('subscriptions_status_expiry').execute();
      await db.schema.alterTable('subscriptions').dropColumn('expires_at').execute();
    },
  };
}
