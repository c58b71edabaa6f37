import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

/**
 * Verifiable documents (docs/document-verification.md): one row per document the app printed with a code. The
 * row keeps what the document printed (facts, JSON, as the public page shows them) and their hash, so a later
 * edit of the trip can be told from the document; the trip and the crew member it was about (the member's id
 * changes when the trip is edited: the service finds them again by the student or the name). A trip deleted for
 * good sets trip_id to null (the document then reads as withdrawn); an account deleted takes its documents with
 * it (an unknown code). users.documents_verifiable is the captain's switch in the profile (1 on, 0 off).
 */
export function issuedDocumentsMigration(dialect: Dialect) {
  const id = dialect === 'postgres' ? 'serial' : 'integer';
  const key = (col: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement();
  const notNull = (col: ColumnDefinitionBuilder) => col.notNull();
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('users')
        .addColumn('documents_verifiable', 'integer', (col) => col.notNull().defaultTo(1))
        .execute();
      await db.schema
        .createTable('issued_documents')
        .addColumn('id', id, key)
        .addColumn('code', 'varchar(16)', (col) => col.notNull().unique())
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'varchar(32)', notNull)
        .addColumn('trip_id', 'integer', (col) => col.references('trips.id').onDelete('set null'))
        .addColumn('crew_member_id', 'integer')
        .addColumn('facts', 'text', notNull)
        .addColumn('facts_hash', 'varchar(64)', notNull)
        .addColumn('issued_at', 'varchar(32)', notNull)
        .execute();
      // Printing the same document again with the same facts finds its code instead of issuing another.
      await db.schema
        .createIndex('issued_documents_subject')
        .on('issued_documents')
        .columns(['user_id', 'kind', 'trip_id', 'crew_member_id', 'facts_hash'])
        .execute();
      await db.schema.createIndex('issued_documents_trip').on('issued_documents').column('trip_id').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('issued_documents').execute();
      await db.schema.alterTable('users').dropColumn('documents_verifiable').execute();
    },
  };
}
