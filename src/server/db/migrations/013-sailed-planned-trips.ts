import type { Kysely } from 'kysely';

/**
 * A planned trip the captain has turned into a logged trip records which trip it became
 * (planned_trips.trip_id, set in the transaction that saves the trip; docs/students.md, "Sailed"). Deleting that
 * trip unlinks it again (a soft delete clears the column in its own transaction; the foreign key covers a
 * trip row removed for good). Indexed for that unlinking.
 */
export function sailedPlannedTripsMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('planned_trips')
        .addColumn('trip_id', 'integer', (col) => col.references('trips.id').onDelete('set null'))
        .execute();
      await db.schema.createIndex('planned_trips_trip').on('planned_trips').column('trip_id').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('planned_trips_trip').execute();
      await db.schema.alterTable('planned_trips').dropColumn('trip_id').execute();
    },
  };
}
