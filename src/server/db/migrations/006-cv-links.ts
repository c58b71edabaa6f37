import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

/**
 * Short-lived CV links: a captain's CV request (trip ids as a JSON array, nationality, languages and the
 * language it was asked in) behind a random token of which only the SHA-256 is kept. The PDF is rendered
 * when the link is opened; rows past expires_at are swept when the next CV is generated.
 */
export function cvLinksMigration(dialect: Dialect) {
  const id = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('cv_links')
        .addColumn('id', id, (col) =>
          dialect === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement(),
        )
        .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('trip_ids', 'text', (col) => col.notNull())
        .addColumn('nationality', 'varchar(60)', (col) => col.notNull())
        .addColumn('languages', 'varchar(100)', (col) => col.notNull())
        .addColumn('language', 'varchar(5)', (col) => col.notNull())
        .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
        .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('cv_links_expires').on('cv_links').column('expires_at').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('cv_links').execute();
    },
  };
}
