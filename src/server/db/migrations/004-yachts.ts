import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

/**
 * A captain's yachts. The two decimal measures are kept as exact integers, so both dialects return exactly
 * what was entered: hull_length_cm is the hull length in centimetres (metres with 2 decimals x 100) and
 * engine_power_dkw the engine power in tenths of a kW (kW with 1 decimal x 10). The API converts back.
 * Trips will copy the yacht's data, so no other table refers to a yacht and deleting one breaks nothing.
 */
export function yachtsMigration(dialect: Dialect) {
  const id = dialect === 'postgres' ? 'serial' : 'integer';
  const key = (col: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement();
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('yachts')
        .addColumn('id', id, key)
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'varchar(100)', (col) => col.notNull())
        .addColumn('registration_number', 'varchar(50)', (col) => col.notNull())
        .addColumn('home_port', 'varchar(100)', (col) => col.notNull())
        .addColumn('hull_length_cm', 'integer', (col) => col.notNull())
        .addColumn('engines_count', 'integer', (col) => col.notNull())
        .addColumn('engine_power_dkw', 'integer', (col) => col.notNull())
        .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
        .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('yachts_user').on('yachts').columns(['user_id', 'name']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('yachts').execute();
    },
  };
}
