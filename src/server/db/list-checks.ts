import { type Kysely, sql } from 'kysely';
import type { Dialect } from './dialect.ts';

/** A column that takes only the values of a list; null passes wherever the column itself allows null. */
export interface ListedColumn {
  table: string;
  column: string;
  values: readonly string[];
}

/** The check's name, and in SQLite's error the same words its own CHECK constraints use. */
export const listCheckName = ({ table, column }: ListedColumn) => `${table}_${column}_listed`;

const valueList = (listed: ListedColumn) => sql.join(listed.values.map((value) => sql.lit(value)));

/** The values off the list in each column, with how many rows hold each (none: an empty array). */
export async function offListValues(db: Kysely<unknown>, columns: readonly ListedColumn[]) {
  const found: { table: string; column: string; value: string; rows: number }[] = [];
  for (const listed of columns) {
    const { rows } = await sql<{ value: string; rows: number | string }>`
      select ${sql.ref(listed.column)} as value, count(*) as rows from ${sql.table(listed.table)}
      where ${sql.ref(listed.column)} not in (${valueList(listed)})
      group by ${sql.ref(listed.column)} order by ${sql.ref(listed.column)}`.execute(db);
    for (const row of rows)
      found.push({ table: listed.table, column: listed.column, value: row.value, rows: Number(row.rows) });
  }
  return found;
}

/**
 * PostgreSQL: a CHECK constraint. SQLite cannot add a constraint to a table without rebuilding it (and a
 * rebuild drops and renames tables that other tables' foreign keys name), so there two triggers refuse an
 * insert, or an update of the column, with a value off the list: the tables, their foreign keys and indexes
 * stay as they are.
 */
export async function addListCheck(db: Kysely<unknown>, dialect: Dialect, listed: ListedColumn) {
  const name = listCheckName(listed);
  const column = sql.ref(listed.column);
  if (dialect === 'postgres') {
    await sql`alter table ${sql.table(listed.table)} add constraint ${sql.id(name)}
      check (${column} in (${valueList(listed)}))`.execute(db);
    return;
  }
  const refusal = sql.lit(`CHECK constraint failed: ${name}`);
  for (const [suffix, event] of [
    ['insert', sql`insert`],
    ['update', sql`update of ${column}`],
  ] as const) {
    await sql`create trigger ${sql.id(`${name}_${suffix}`)} before ${event} on ${sql.table(listed.table)}
      when new.${column} not in (${valueList(listed)})
      begin select raise(abort, ${refusal}); end`.execute(db);
  }
}

export async function dropListCheck(db: Kysely<unknown>, dialect: Dialect, listed: ListedColumn) {
  const name = listCheckName(listed);
  if (dialect === 'postgres') {
    await sql`alter table ${sql.table(listed.table)} drop constraint ${sql.id(name)}`.execute(db);
    return;
  }
  for (const suffix of ['insert', 'update'])
    await sql`drop trigger ${sql.id(`${name}_${suffix}`)}`.execute(db);
}
