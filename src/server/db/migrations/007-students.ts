import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

/**
 * The student side: a captain's invitations, the captain-student connections they create, the
 * captain's planned trips and the students' enrolments in them. Booleans 0/1, dates YYYY-MM-DD, timestamps ISO.
 * - invitation_uses keeps which student used which invitation once: a student who disconnects needs a new one.
 * - captain_students holds one row per connected pair; disconnecting deletes it.
 * - enrolments holds one row per (planned trip, student); leaving deletes it, rejoining starts pending again.
 */
export function studentsMigration(dialect: Dialect) {
  const id = dialect === 'postgres' ? 'serial' : 'integer';
  const key = (col: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement();
  const notNull = (col: ColumnDefinitionBuilder) => col.notNull();
  const captain = (col: ColumnDefinitionBuilder) => col.notNull().references('users.id').onDelete('cascade');
  const student = (col: ColumnDefinitionBuilder) =>
    col.notNull().references('students.id').onDelete('cascade');
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('invitations')
        .addColumn('id', id, key)
        .addColumn('user_id', 'integer', captain)
        .addColumn('code', 'varchar(16)', (col) => col.notNull().unique())
        .addColumn('description', 'varchar(500)', notNull)
        .addColumn('expires_on', 'varchar(10)')
        .addColumn('max_uses', 'integer')
        .addColumn('uses', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('is_active', 'integer', notNull)
        .addColumn('created_at', 'varchar(32)', notNull)
        .addColumn('updated_at', 'varchar(32)', notNull)
        .execute();
      await db.schema.createIndex('invitations_user').on('invitations').column('user_id').execute();

      await db.schema
        .createTable('invitation_uses')
        .addColumn('id', id, key)
        .addColumn('invitation_id', 'integer', (col) =>
          col.notNull().references('invitations.id').onDelete('cascade'),
        )
        .addColumn('student_id', 'integer', student)
        .addColumn('created_at', 'varchar(32)', notNull)
        .addUniqueConstraint('invitation_uses_once', ['invitation_id', 'student_id'])
        .execute();

      await db.schema
        .createTable('captain_students')
        .addColumn('id', id, key)
        .addColumn('user_id', 'integer', captain)
        .addColumn('student_id', 'integer', student)
        .addColumn('invitation_id', 'integer', (col) => col.references('invitations.id').onDelete('set null'))
        .addColumn('connected_at', 'varchar(32)', notNull)
        .addUniqueConstraint('captain_students_pair', ['user_id', 'student_id'])
        .execute();
      await db.schema
        .createIndex('captain_students_student')
        .on('captain_students')
        .column('student_id')
        .execute();

      await db.schema
        .createTable('planned_trips')
        .addColumn('id', id, key)
        .addColumn('user_id', 'integer', captain)
        .addColumn('name', 'varchar(120)', notNull)
        .addColumn('description', 'text', notNull)
        .addColumn('start_date', 'varchar(10)', notNull)
        .addColumn('end_date', 'varchar(10)', notNull)
        .addColumn('embarkation_port', 'varchar(100)', notNull)
        .addColumn('disembarkation_port', 'varchar(100)', notNull)
        .addColumn('yacht_name', 'varchar(100)', notNull)
        .addColumn('yacht_type', 'varchar(100)', notNull)
        .addColumn('max_crew', 'integer')
        .addColumn('is_active', 'integer', notNull)
        .addColumn('created_at', 'varchar(32)', notNull)
        .addColumn('updated_at', 'varchar(32)', notNull)
        .execute();
      await db.schema
        .createIndex('planned_trips_user')
        .on('planned_trips')
        .columns(['user_id', 'start_date'])
        .execute();

      await db.schema
        .createTable('enrolments')
        .addColumn('id', id, key)
        .addColumn('planned_trip_id', 'integer', (col) =>
          col.notNull().references('planned_trips.id').onDelete('cascade'),
        )
        .addColumn('student_id', 'integer', student)
        .addColumn('status', 'varchar(20)', notNull)
        .addColumn('student_notes', 'text', notNull)
        .addColumn('captain_notes', 'text', notNull)
        .addColumn('created_at', 'varchar(32)', notNull)
        .addColumn('updated_at', 'varchar(32)', notNull)
        .addUniqueConstraint('enrolments_once', ['planned_trip_id', 'student_id'])
        .execute();
      await db.schema.createIndex('enrolments_student').on('enrolments').column('student_id').execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of [
        'enrolments',
        'planned_trips',
        'captain_students',
        'invitation_uses',
        'invitations',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
