import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

/**
 * Students' password and account. Students' reset secrets get a table of their own, shaped like
 * password_resets (only the SHA-256 of each secret) but owned by students.id: a foreign key that names the one
 * table its owner lives in, so a deleted student takes their links along, instead of one table whose owner
 * column would point at two. students.phone: the number a student may give on the account page; empty for the
 * students from before (registration does not ask for one).
 */
export function studentPasswordResetsMigration(dialect: Dialect) {
  const id = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('students')
        .addColumn('phone', 'varchar(30)', (col) => col.notNull().defaultTo(''))
        .execute();
      await db.schema
        .createTable('student_password_resets')
        .addColumn('id', id, (col) =>
          dialect === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement(),
        )
        .addColumn('student_id', 'integer', (col) =>
          col.notNull().references('students.id').onDelete('cascade'),
        )
        .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
        .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
        .addColumn('used_at', 'varchar(32)')
        .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('student_password_resets_student')
        .on('student_password_resets')
        .column('student_id')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('student_password_resets').execute();
      await db.schema.alterTable('students').dropColumn('phone').execute();
    },
  };
}
