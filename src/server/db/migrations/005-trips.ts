import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

/**
 * Trips, their visited ports and crew. A trip keeps its own copy of the captain's and the yacht's data (a later
 * profile or yacht change does not rewrite history), so it refers to no yacht. Hours, miles and the yacht's
 * measures are double precision: each value comes back exactly as the number that was stored. Dates are
 * YYYY-MM-DD text. A deleted trip keeps its rows with deleted_at set, so the operator can restore it.
 */
export function tripsMigration(dialect: Dialect) {
  const id = dialect === 'postgres' ? 'serial' : 'integer';
  const key = (col: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement();
  const text = (size: number) => `varchar(${size})` as const;
  const notNull = (col: ColumnDefinitionBuilder) => col.notNull();
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('trips')
        .addColumn('id', id, key)
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('status', text(20), notNull)
        .addColumn('captain_first_name', text(60), notNull)
        .addColumn('captain_last_name', text(60), notNull)
        .addColumn('captain_email', text(254), notNull)
        .addColumn('captain_phone', text(30), notNull)
        .addColumn('captain_license_type', text(20), notNull)
        .addColumn('captain_license_number', text(60), notNull)
        .addColumn('captain_other_license', text(100), notNull)
        .addColumn('yacht_name', text(100), notNull)
        .addColumn('registration_number', text(50), notNull)
        .addColumn('home_port', text(100), notNull)
        .addColumn('hull_length', 'double precision', notNull)
        .addColumn('engines_count', 'integer', notNull)
        .addColumn('engine_power', 'double precision', notNull)
        .addColumn('embarkation_port', text(100), notNull)
        .addColumn('is_embarkation_tidal_port', 'integer', notNull)
        .addColumn('disembarkation_port', text(100), notNull)
        .addColumn('is_disembarkation_tidal_port', 'integer', notNull)
        .addColumn('distance', 'double precision', notNull)
        .addColumn('embarkation_date', text(10), notNull)
        .addColumn('disembarkation_date', text(10), notNull)
        .addColumn('sailing_hours', 'double precision', notNull)
        .addColumn('engine_hours', 'double precision', notNull)
        .addColumn('mooring_hours', 'double precision')
        .addColumn('tidal_hours', 'double precision', notNull)
        .addColumn('logbook_number', text(50), notNull)
        .addColumn('captain_notes', 'text', notNull)
        .addColumn('created_at', text(32), notNull)
        .addColumn('updated_at', text(32), notNull)
        .addColumn('deleted_at', text(32))
        .execute();
      await db.schema.createIndex('trips_user').on('trips').columns(['user_id', 'created_at']).execute();

      await db.schema
        .createTable('trip_visited_ports')
        .addColumn('id', id, key)
        .addColumn('trip_id', 'integer', (col) => col.notNull().references('trips.id').onDelete('cascade'))
        .addColumn('position', 'integer', notNull)
        .addColumn('name', text(100), notNull)
        .addColumn('is_tidal', 'integer', notNull)
        .addColumn('arrival_date', text(10))
        .addColumn('departure_date', text(10))
        .execute();
      await db.schema
        .createIndex('trip_visited_ports_trip')
        .on('trip_visited_ports')
        .columns(['trip_id', 'position'])
        .execute();

      await db.schema
        .createTable('trip_crew_members')
        .addColumn('id', id, key)
        .addColumn('trip_id', 'integer', (col) => col.notNull().references('trips.id').onDelete('cascade'))
        .addColumn('position', 'integer', notNull)
        .addColumn('full_name', text(120), notNull)
        .addColumn('email', text(254), notNull)
        .addColumn('phone', text(30), notNull)
        .addColumn('role', text(20), notNull)
        .addColumn('other_role', text(100), notNull)
        .addColumn('license_type', text(30), notNull)
        .addColumn('other_license', text(100), notNull)
        .addColumn('license_number', text(60), notNull)
        .addColumn('captain_opinion', text(20), notNull)
        .addColumn('performance', text(20), notNull)
        .addColumn('seasickness', text(20), notNull)
        .addColumn('resistance', text(20), notNull)
        .addColumn('captain_notes', 'text', notNull)
        .execute();
      await db.schema
        .createIndex('trip_crew_members_trip')
        .on('trip_crew_members')
        .columns(['trip_id', 'position'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('trip_crew_members').execute();
      await db.schema.dropTable('trip_visited_ports').execute();
      await db.schema.dropTable('trips').execute();
    },
  };
}
