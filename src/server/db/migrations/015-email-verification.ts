import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../dialect.ts';

/**
 * E-mail verification: when each account's address was confirmed (null until then, so accounts from
 * before count as unverified), and the confirmation links sent (only the SHA-256 of each secret). A link belongs
 * to a captain (user_id) or a student (student_id) and goes with its account when that is deleted.
 */
export function emailVerificationMigration(dialect: Dialect) {
  const id = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('users').addColumn('email_verified_at', 'varchar(32)').execute();
      await db.schema.alterTable('students').addColumn('email_verified_at', 'varchar(32)').execute();
      await db.schema
        .createTable('email_verifications')
        .addColumn('id', id, (col) =>
          dialect === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement(),
        )
        .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
        .addColumn('student_id', 'integer', (col) => col.references('students.id').onDelete('cascade'))
        .addColumn('email_normalized', 'varchar(254)', (col) => col.notNull())
        .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
        .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
        .addColumn('used_at', 'varchar(32)')
        .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
        .addCheckConstraint(
          'email_verifications_one_owner',
          // One owner exactly: a link of a captain or of a student.
          sql`(user_id is null) <> (student_id is null)`,
        )
        .execute();
      await db.schema
        .createIndex('email_verifications_user')
        .on('email_verifications')
        .column('user_id')
        .execute();
      await db.schema
        .createIndex('email_verifications_student')
        .on('email_verifications')
        .column('student_id')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('email_verifications').execute();
      await db.schema.alterTable('students').dropColumn('email_verified_at').execute();
      await db.schema.alterTable('users').dropColumn('email_verified_at').execute();
    },
  };
}
