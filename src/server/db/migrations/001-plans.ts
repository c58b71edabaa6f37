import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../dialect.ts';

export function plansMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('plans')
        .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (col) =>
          dialect === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement(),
        )
        .addColumn('name', 'varchar(100)', (col) => col.notNull())
        .addColumn('amount_minor', 'integer', (col) => col.notNull().check(sql`amount_minor >= 0`))
        .addColumn('currency', 'varchar(3)', (col) => col.notNull())
        .addColumn('duration_days', 'integer', (col) => col.notNull().check(sql`duration_days > 0`))
        .addColumn('is_active', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
        .execute();
      const now = new Date().toISOString();
      await sql`
        insert into plans (name, amount_minor, currency, duration_days, is_active, created_at) values
        ('Premium roczny / Yearly premium', 4900, 'PLN', 365, 1, ${now}),
        ('Premium miesięczny / Monthly premium', 999, 'PLN', 30, 1, ${now})
      `.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('plans').execute();
    },
  };
}
