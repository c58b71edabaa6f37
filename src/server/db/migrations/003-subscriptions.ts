import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

export function subscriptionsMigration(dialect: Dialect) {
  const id = dialect === 'postgres' ? 'serial' : 'integer';
  const key = (col: import('kysely').ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement();
  return {
    async up(db: Kysely<unknown>) {
      // The end of a captain's premium, kept on the account so extending it is one guarded update.
      await db.schema.alterTable('users').addColumn('premium_until', 'varchar(32)').execute();

      await db.schema
        .createTable('discount_codes')
        .addColumn('id', id, key)
        .addColumn('code', 'varchar(64)', (col) => col.notNull().unique())
        .addColumn('days', 'integer', (col) => col.notNull())
        .addColumn('max_uses', 'integer')
        .addColumn('uses', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('expires_at', 'varchar(32)')
        .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
        .execute();

      await db.schema
        .createTable('subscriptions')
        .addColumn('id', id, key)
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('source', 'varchar(20)', (col) => col.notNull())
        .addColumn('status', 'varchar(20)', (col) => col.notNull())
        .addColumn('days', 'integer', (col) => col.notNull())
        .addColumn('plan_id', 'integer', (col) => col.references('plans.id'))
        .addColumn('plan_name', 'varchar(100)')
        .addColumn('amount_minor', 'integer')
        .addColumn('currency', 'varchar(3)')
        .addColumn('payment_provider', 'varchar(20)')
        .addColumn('ext_order_id', 'varchar(64)', (col) => col.unique())
        .addColumn('provider_order_id', 'varchar(64)')
        .addColumn('discount_code_id', 'integer', (col) => col.references('discount_codes.id'))
        .addColumn('invoice', 'text')
        .addColumn('ends_at', 'varchar(32)')
        .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
        .addColumn('completed_at', 'varchar(32)')
        .execute();
      await db.schema
        .createIndex('subscriptions_user')
        .on('subscriptions')
        .columns(['user_id', 'created_at'])
        .execute();

      await db.schema
        .createTable('discount_redemptions')
        .addColumn('id', id, key)
        .addColumn('discount_code_id', 'integer', (col) => col.notNull().references('discount_codes.id'))
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
        .addUniqueConstraint('discount_redemptions_once', ['discount_code_id', 'user_id'])
        .execute();

      await db.schema
        .createTable('payment_notifications')
        .addColumn('id', id, key)
        .addColumn('provider', 'varchar(20)', (col) => col.notNull())
        .addColumn('ext_order_id', 'varchar(64)')
        .addColumn('provider_order_id', 'varchar(64)')
        .addColumn('status', 'varchar(30)')
        .addColumn('signature_valid', 'integer', (col) => col.notNull())
        .addColumn('outcome', 'varchar(40)', (col) => col.notNull())
        .addColumn('body', 'text', (col) => col.notNull())
        .addColumn('received_at', 'varchar(32)', (col) => col.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of [
        'payment_notifications',
        'discount_redemptions',
        'subscriptions',
        'discount_codes',
      ]) {
        await db.schema.dropTable(table).execute();
      }
      await db.schema.alterTable('users').dropColumn('premium_until').execute();
    },
  };
}
