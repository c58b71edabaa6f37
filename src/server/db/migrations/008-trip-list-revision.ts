import type { Kysely } from 'kysely';

/**
 * users.trips_revision goes up with every write to a captain's trips (create, edit, status, delete, restore),
 * in the same transaction: the served trip list is cached per captain and checked against it on every read.
 */
export function tripListRevisionMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('users')
        .addColumn('trips_revision', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('users').dropColumn('trips_revision').execute();
    },
  };
}
