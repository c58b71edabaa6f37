import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

/**
 * The deck log (docs/deck-log.md): one row per entry, never updated or deleted by the app (a mistake is corrected
 * by a new entry naming it in `corrects`). `seq` is the order the server received entries in; `id` is the
 * client's UUID (lowercase), unique within the trip, so a replayed entry is found instead of stored twice.
 * `logged_at` is kept as written (with its offset, the ship's time), `logged_at_utc` beside it for ordering.
 * Deleting a trip for good deletes its log (cascade); a soft-deleted trip keeps it for the operator's restore.
 * The author's name is written with the entry (the record stays as written); a student author's account going
 * leaves the entry and clears the link. trips.deck_log_crew_may_write: 1 when the captain lets linked students
 * write, 0 (the default) otherwise.
 */
export function deckLogMigration(dialect: Dialect) {
  const seq = dialect === 'postgres' ? 'serial' : 'integer';
  const key = (col: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement();
  const notNull = (col: ColumnDefinitionBuilder) => col.notNull();
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('trips')
        .addColumn('deck_log_crew_may_write', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('deck_log_entries')
        .addColumn('seq', seq, key)
        .addColumn('trip_id', 'integer', (col) => col.notNull().references('trips.id').onDelete('cascade'))
        .addColumn('id', 'varchar(36)', notNull)
        .addColumn('logged_at', 'varchar(40)', notNull)
        .addColumn('logged_at_utc', 'varchar(32)', notNull)
        .addColumn('kind', 'varchar(16)', notNull)
        .addColumn('lat', 'double precision')
        .addColumn('lon', 'double precision')
        .addColumn('course_deg', 'integer')
        .addColumn('heading_deg', 'integer')
        .addColumn('sog_kn', 'double precision')
        .addColumn('stw_kn', 'double precision')
        .addColumn('log_nm', 'double precision')
        .addColumn('wind_dir_deg', 'integer')
        .addColumn('wind_bft', 'integer')
        .addColumn('sea_state', 'integer')
        .addColumn('pressure_hpa', 'double precision')
        .addColumn('visibility', 'varchar(16)')
        .addColumn('sails', 'text')
        .addColumn('engine_hours', 'double precision')
        .addColumn('text', 'text')
        .addColumn('author_role', 'varchar(16)', notNull)
        .addColumn('author_name', 'text', notNull)
        .addColumn('author_user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
        .addColumn('author_student_id', 'integer', (col) =>
          col.references('students.id').onDelete('set null'),
        )
        .addColumn('corrects', 'varchar(36)')
        .addColumn('received_at', 'varchar(32)', notNull)
        .execute();
      await db.schema
        .createIndex('deck_log_entries_trip_id')
        .on('deck_log_entries')
        .columns(['trip_id', 'id'])
        .unique()
        .execute();
      // The log in order: oldest first by the instant written, then as received.
      await db.schema
        .createIndex('deck_log_entries_order')
        .on('deck_log_entries')
        .columns(['trip_id', 'logged_at_utc', 'seq'])
        .execute();
      await db.schema
        .createIndex('deck_log_entries_student')
        .on('deck_log_entries')
        .column('author_student_id')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('deck_log_entries').execute();
      await db.schema.alterTable('trips').dropColumn('deck_log_crew_may_write').execute();
    },
  };
}
