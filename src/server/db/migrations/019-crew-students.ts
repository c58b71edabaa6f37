import type { Kysely } from 'kysely';
import { confirmationStatuses } from '#domain/crew-confirmation.ts';
import type { Dialect } from '../dialect.ts';
import { addListCheck, dropListCheck, type ListedColumn } from '../list-checks.ts';

export const crewStudentsListedColumns: readonly ListedColumn[] = [
  { table: 'trip_crew_members', column: 'confirmation_status', values: confirmationStatuses },
];

/**
 * A crew member may be a student connected to the captain (docs/students.md, "Linking crew to students"): the
 * student's id and their confirmation of the trip (status, when, note). A student account deleted for good
 * leaves the captain's crew row as it was, unlinked (on delete set null). Indexed for the student's logbook.
 */
export function crewStudentsMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('trip_crew_members')
        .addColumn('student_id', 'integer', (col) => col.references('students.id').onDelete('set null'))
        .execute();
      await db.schema
        .alterTable('trip_crew_members')
        .addColumn('confirmation_status', 'varchar(10)')
        .execute();
      await db.schema.alterTable('trip_crew_members').addColumn('confirmation_at', 'varchar(32)').execute();
      await db.schema
        .alterTable('trip_crew_members')
        .addColumn('confirmation_note', 'text', (col) => col.notNull().defaultTo(''))
        .execute();
      await db.schema
        .createIndex('trip_crew_members_student')
        .on('trip_crew_members')
        .column('student_id')
        .execute();
      for (const listed of crewStudentsListedColumns) await addListCheck(db, dialect, listed);
    },
    async down(db: Kysely<unknown>) {
      for (const listed of crewStudentsListedColumns) await dropListCheck(db, dialect, listed);
      await db.schema.dropIndex('trip_crew_members_student').execute();
      for (const column of ['confirmation_note', 'confirmation_at', 'confirmation_status', 'student_id'])
        await db.schema.alterTable('trip_crew_members').dropColumn(column).execute();
    },
  };
}
