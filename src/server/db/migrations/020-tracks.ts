import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

/**
 * Tracks read from GPX files (docs/tracks.md, "Trips with tracks"). A track belongs to the captain who uploaded
 * it; it waits for a trip until expires_at (created + 24 h), which the hourly housekeeping purges, and a trip
 * that takes it sets trip_id and clears expires_at. Deleting a trip for good deletes its track (cascade); a
 * soft-deleted trip keeps it for the operator's restore. The row keeps the summary as served (JSON), every
 * point for the GPX download (compact JSON) and the simplified line the details page draws (JSON).
 * Visited ports gain their position when known; existing ports get none (null).
 */
export function tracksMigration(dialect: Dialect) {
  const id = dialect === 'postgres' ? 'serial' : 'integer';
  const key = (col: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement();
  const notNull = (col: ColumnDefinitionBuilder) => col.notNull();
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('trip_visited_ports').addColumn('lat', 'double precision').execute();
      await db.schema.alterTable('trip_visited_ports').addColumn('lon', 'double precision').execute();
      await db.schema
        .createTable('tracks')
        .addColumn('id', id, key)
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('trip_id', 'integer', (col) => col.references('trips.id').onDelete('cascade'))
        .addColumn('summary', 'text', notNull)
        .addColumn('points', 'text', notNull)
        .addColumn('sketch', 'text', notNull)
        .addColumn('created_at', 'varchar(32)', notNull)
        .addColumn('expires_at', 'varchar(32)')
        .execute();
      await db.schema.createIndex('tracks_user').on('tracks').column('user_id').execute();
      // One track per trip; the index also serves reading has_track with the trip.
      await db.schema.createIndex('tracks_trip').on('tracks').column('trip_id').unique().execute();
      await db.schema.createIndex('tracks_expires_at').on('tracks').column('expires_at').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('tracks').execute();
      for (const column of ['lon', 'lat'])
        await db.schema.alterTable('trip_visited_ports').dropColumn(column).execute();
    },
  };
}
