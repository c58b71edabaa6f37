// Many rows into one table for the benchmarks' seed (bench/seed-captain.ts), as fast as each database allows
// without a COPY package: on PostgreSQL one INSERT ... SELECT FROM unnest() per 20,000 rows, one array
// parameter per column (a multi-row VALUES list stops at 65,535 bound parameters, about 1,800 trips, and costs
// Kysely and the server a parse of every placeholder); on SQLite multi-row VALUES under its parameter limit.
import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../src/server/db/database.ts';
import type { Database } from '../src/server/db/schema.ts';

type Executor = Pick<Db, 'getExecutor' | 'insertInto'>;
type Row = Record<string, unknown>;

const postgresRowsPerStatement = 20_000;
const columnTypes = new WeakMap<object, Promise<Map<string, string>>>();

/** table.column -> PostgreSQL's element type name (varchar, int4, float8, text), read once per executor. */
function typesOf(db: Executor): Promise<Map<string, string>> {
  const key = db.getExecutor();
  let types = columnTypes.get(key);
  if (!types) {
    types = sql<{ table_name: string; column_name: string; udt_name: string }>`select table_name, column_name,
      udt_name from information_schema.columns where table_schema = current_schema()`
      .execute(db as Db)
      .then(({ rows }) => new Map(rows.map((row) => [`${row.table_name}.${row.column_name}`, row.udt_name])));
    columnTypes.set(key, types);
  }
  return types;
}

export function onPostgres(db: Executor): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Inserts every row (all with the same keys) into `table`, in as few statements as the database allows. */
export async function insertMany(db: Executor, table: keyof Database & string, rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] as Row);
  if (!onPostgres(db)) {
    const perBatch = Math.floor(30_000 / columns.length);
    for (let i = 0; i < rows.length; i += perBatch)
      await db
        .insertInto(table)
        .values(rows.slice(i, i + perBatch) as never)
        .execute();
    return;
  }
  const types = await typesOf(db);
  for (let i = 0; i < rows.length; i += postgresRowsPerStatement) {
    const batch = rows.slice(i, i + postgresRowsPerStatement);
    const arrays = columns.map((column) => {
      const type = types.get(`${table}.${column}`);
      if (!type) throw new Error(`${table}.${column} is not a column of the database`);
      return sql`${batch.map((row) => row[column] ?? null)}::${sql.raw(type)}[]`;
    });
    await sql`insert into ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column)))})
      select * from unnest(${sql.join(arrays)})`.execute(db as Db);
  }
}

/** `count` new ids from a PostgreSQL serial column's sequence, so rows can be inserted with their ids. */
export async function nextIds(db: Executor, table: string, count: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id
    from generate_series(1, ${count})`.execute(db as Db);
  return rows.map((row) => row.id);
}

const bulkTables = ['trips', 'trip_visited_ports', 'trip_crew_members'];

/**
 * PostgreSQL's bulk-load order for a fresh seed: the secondary indexes of trips, ports and crew are dropped and
 * `load` runs; then they are built again from their own definitions (one sorted build each, instead of a
 * million single-row updates of a trigram GIN and four B-trees) and the tables vacuumed and analysed.
 */
export async function withIndexesAfter(db: Db, load: () => Promise<void>): Promise<void> {
  const { rows: indexes } = await sql<{ name: string; definition: string }>`select indexname as name,
    indexdef as definition from pg_indexes where schemaname = current_schema()
    and tablename in (${sql.join(bulkTables)}) and indexname not like '%_pkey'`.execute(db);
  for (const { name } of indexes) await sql`drop index ${sql.id(name)}`.execute(db);
  await load();
  for (const { name, definition } of indexes) {
    const started = Date.now();
    await sql.raw(definition).execute(db);
    console.error(`index ${name}: ${(Date.now() - started) / 1000} s`);
  }
  // VACUUM sets the visibility map, so counts and keyset reads are index-only scans without heap fetches.
  for (const table of bulkTables) await sql`vacuum analyze ${sql.table(table)}`.execute(db);
}

/**
 * In a seed transaction on PostgreSQL: no wait for the WAL flush at commit, and no foreign-key triggers (the
 * seed makes every trip_id from the ids it inserted; superuser only). Check constraints still apply.
 */
export async function bulkSession(trx: Db): Promise<void> {
  await sql`set local synchronous_commit = off`.execute(trx);
  await sql`set local session_replication_role = replica`.execute(trx);
}
