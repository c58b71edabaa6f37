import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

/**
 * Account deletion: a deleted captain's payment orders stay for the accounting law, without the
 * person (docs/accounts.md, "Account deletion"). Each row is a copy of one `subscriptions` payment made when
 * its account was deleted: no user id, name, e-mail or address; a company's name and NIP only for a company
 * invoice. erase_after is the first day it may be erased (YYYY-MM-DD); the hourly housekeeping does it then.
 * No foreign keys: nothing here belongs to an account any more.
 */
export function accountDeletionMigration(dialect: Dialect) {
  const id = dialect === 'postgres' ? 'serial' : 'integer';
  const key = (col: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement();
  const notNull = (col: ColumnDefinitionBuilder) => col.notNull();
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('retained_payments')
        .addColumn('id', id, key)
        .addColumn('subscription_id', 'integer', notNull)
        .addColumn('status', 'varchar(20)', notNull)
        .addColumn('days', 'integer', notNull)
        .addColumn('plan_id', 'integer')
        .addColumn('plan_name_en', 'varchar(100)')
        .addColumn('plan_name_pl', 'varchar(100)')
        .addColumn('amount_minor', 'integer')
        .addColumn('currency', 'varchar(3)')
        .addColumn('payment_provider', 'varchar(20)')
        .addColumn('ext_order_id', 'varchar(64)', (col) => col.unique())
        .addColumn('provider_order_id', 'varchar(64)')
        .addColumn('invoice_type', 'varchar(20)')
        .addColumn('company_name', 'varchar(200)')
        .addColumn('nip', 'varchar(20)')
        .addColumn('created_at', 'varchar(32)', notNull)
        .addColumn('completed_at', 'varchar(32)')
        .addColumn('account_deleted_at', 'varchar(32)', notNull)
        .addColumn('erase_after', 'varchar(10)', notNull)
        .execute();
      await db.schema
        .createIndex('retained_payments_erase_after')
        .on('retained_payments')
        .column('erase_after')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('retained_payments').execute();
    },
  };
}
