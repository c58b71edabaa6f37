import type { ColumnDefinitionBuilder, Kysely } from 'kysely';

/**
 * Imports waiting for the captain's commit (docs/import-export.md): what a file was read into (its columns and
 * rows, JSON) is kept in the database, so the preview and the commit may reach different server processes. An
 * import belongs to one captain (cascade with the account), expires at expires_at (created + 1 h), which the
 * hourly housekeeping purges, and is deleted by its commit.
 */
export function tripImportsMigration() {
  const notNull = (col: ColumnDefinitionBuilder) => col.notNull();
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('trip_imports')
        .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('format', 'varchar(8)', notNull)
        .addColumn('columns', 'text', notNull)
        .addColumn('rows', 'text', notNull)
        .addColumn('created_at', 'varchar(32)', notNull)
        .addColumn('expires_at', 'varchar(32)', notNull)
        .execute();
      await db.schema.createIndex('trip_imports_user').on('trip_imports').column('user_id').execute();
      await db.schema
        .createIndex('trip_imports_expires_at')
        .on('trip_imports')
        .column('expires_at')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('trip_imports').execute();
    },
  };
}
