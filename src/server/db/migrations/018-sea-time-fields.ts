import type { Kysely } from 'kysely';
import { rolesOnBoard, tripWaters } from '#domain/trip-enums.ts';
import type { Dialect } from '../dialect.ts';
import { addListCheck, dropListCheck, type ListedColumn } from '../list-checks.ts';

/** The two new listed columns, checked as 017-listed-values checks the others. */
export const seaTimeListedColumns: readonly ListedColumn[] = [
  { table: 'trips', column: 'role_on_board', values: rolesOnBoard },
  { table: 'trips', column: 'waters', values: tripWaters },
];

/**
 * What sea time is counted from (docs/sea-time.md): the account holder's role on the trip, sea or inland waters,
 * night hours, and the notable passages as a JSON array ({from, to, distance, overnight}; read and written whole
 * with the trip, never queried). Every trip logged before was sailed in command, at sea, with no night hours
 * recorded: the defaults say exactly that.
 */
export function seaTimeFieldsMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('trips')
        .addColumn('role_on_board', 'varchar(20)', (col) => col.notNull().defaultTo('skipper'))
        .execute();
      await db.schema
        .alterTable('trips')
        .addColumn('waters', 'varchar(10)', (col) => col.notNull().defaultTo('sea'))
        .execute();
      await db.schema
        .alterTable('trips')
        .addColumn('night_hours', 'double precision', (col) => col.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('trips')
        .addColumn('passages', 'text', (col) => col.notNull().defaultTo('[]'))
        .execute();
      for (const listed of seaTimeListedColumns) await addListCheck(db, dialect, listed);
    },
    async down(db: Kysely<unknown>) {
      for (const listed of seaTimeListedColumns) await dropListCheck(db, dialect, listed);
      for (const column of ['passages', 'night_hours', 'waters', 'role_on_board'])
        await db.schema.alterTable('trips').dropColumn(column).execute();
    },
  };
}
