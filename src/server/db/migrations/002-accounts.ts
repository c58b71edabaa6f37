import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

export function accountsMigration(dialect: Dialect) {
  const id = dialect === 'postgres' ? 'serial' : 'integer';
  const blob = dialect === 'postgres' ? 'bytea' : 'blob';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('users')
        .addColumn('id', id, (col) =>
          dialect === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement(),
        )
        .addColumn('name', 'varchar(100)', (col) => col.notNull())
        .addColumn('email', 'varchar(254)', (col) => col.notNull())
        .addColumn('email_normalized', 'varchar(254)', (col) => col.notNull().unique())
        .addColumn('phone', 'varchar(30)', (col) => col.notNull())
        .addColumn('password_hash', 'varchar(255)', (col) => col.notNull())
        .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
        .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
        .execute();

      await db.schema
        .createTable('students')
        .addColumn('id', id, (col) =>
          dialect === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement(),
        )
        .addColumn('first_name', 'varchar(60)', (col) => col.notNull())
        .addColumn('last_name', 'varchar(60)', (col) => col.notNull())
        .addColumn('email', 'varchar(254)', (col) => col.notNull())
        .addColumn('email_normalized', 'varchar(254)', (col) => col.notNull().unique())
        .addColumn('password_hash', 'varchar(255)', (col) => col.notNull())
        .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
        .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
        .execute();

      await db.schema
        .createTable('auth_tokens')
        .addColumn('id', id, (col) =>
          dialect === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement(),
        )
        .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
        .addColumn('kind', 'varchar(10)', (col) => col.notNull())
        .addColumn('owner_id', 'integer', (col) => col.notNull())
        .addColumn('remember', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
        .addColumn('last_used_at', 'varchar(32)', (col) => col.notNull())
        .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('auth_tokens_owner')
        .on('auth_tokens')
        .columns(['kind', 'owner_id'])
        .execute();

      await db.schema
        .createTable('password_resets')
        .addColumn('id', id, (col) =>
          dialect === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement(),
        )
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
        .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
        .addColumn('used_at', 'varchar(32)')
        .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('password_resets_user').on('password_resets').column('user_id').execute();

      await db.schema
        .createTable('captain_profiles')
        .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('first_name', 'varchar(60)', (col) => col.notNull().defaultTo(''))
        .addColumn('last_name', 'varchar(60)', (col) => col.notNull().defaultTo(''))
        .addColumn('phone', 'varchar(30)', (col) => col.notNull().defaultTo(''))
        .addColumn('license_type', 'varchar(20)', (col) => col.notNull().defaultTo(''))
        .addColumn('license_number', 'varchar(60)', (col) => col.notNull().defaultTo(''))
        .addColumn('other_license', 'varchar(100)', (col) => col.notNull().defaultTo(''))
        .addColumn('nationality', 'varchar(60)', (col) => col.notNull())
        .addColumn('languages', 'varchar(100)', (col) => col.notNull())
        .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
        .execute();

      await db.schema
        .createTable('captain_logos')
        .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('public_key', 'varchar(64)', (col) => col.notNull().unique())
        .addColumn('content_type', 'varchar(30)', (col) => col.notNull())
        .addColumn('data', blob, (col) => col.notNull())
        .addColumn('width', 'integer', (col) => col.notNull())
        .addColumn('height', 'integer', (col) => col.notNull())
        .addColumn('byte_size', 'integer', (col) => col.notNull())
        .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of [
        'captain_logos',
        'captain_profiles',
        'password_resets',
        'auth_tokens',
        'students',
        'users',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
