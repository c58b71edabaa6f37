import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

/**
 * Idempotency keys of create requests (docs/idempotency.md): per account and key, the hash of the first request
 * and, once it succeeded, its answer. A row without status_code is a request still being processed; the unique
 * index is what lets only one of several simultaneous repeats through. Rows are swept 24 hours after created_at.
 */
export function idempotencyKeysMigration(dialect: Dialect) {
  const id = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('idempotency_keys')
        .addColumn('id', id, (col) =>
          dialect === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement(),
        )
        .addColumn('owner_kind', 'varchar(10)', (col) => col.notNull())
        .addColumn('owner_id', 'integer', (col) => col.notNull())
        .addColumn('idempotency_key', 'varchar(255)', (col) => col.notNull())
        .addColumn('request_hash', 'varchar(64)', (col) => col.notNull())
        .addColumn('status_code', 'integer')
        .addColumn('content_type', 'varchar(255)')
        .addColumn('response_body', 'text')
        .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
        .addColumn('completed_at', 'varchar(32)')
        .execute();
      await db.schema
        .createIndex('idempotency_keys_owner_key')
        .on('idempotency_keys')
        .columns(['owner_kind', 'owner_id', 'idempotency_key'])
        .unique()
        .execute();
      await db.schema
        .createIndex('idempotency_keys_created')
        .on('idempotency_keys')
        .column('created_at')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('idempotency_keys').execute();
    },
  };
}
