import { type Kysely, sql } from 'kysely';
import { type TripSearchFields, tripSearchFields, tripSearchText } from '#domain/trip-search.ts';
import type { Dialect } from '../dialect.ts';

// The trips table as this migration sees it (the schema types follow the latest migration, not this one).
interface Tables {
  trips: TripSearchFields & { id: number; search_text: string };
}

/** Rows filled per statement: one UPDATE per batch, not per trip (a million trips on PostgreSQL). */
const batchSize = 500;

/**
 * The summary list (docs/trips.md, "The summary list"): trips.search_text holds the six searched fields folded
 * (domain/trip-search.ts), written with every insert and edit and filled here for the trips already stored, in
 * batches read by id so both dialects run the same code. Two indexes serve the list's keyset pages; they replace
 * trips_user (user_id, created_at), which the created_at one covers. On PostgreSQL a trigram index serves
 * `search_text LIKE '%term%'` when pg_trgm is installed or can be (it is a trusted extension since PostgreSQL 13);
 * without it the search reads the captain's trips through the user_id indexes, at most 350 of them.
 */
export function tripSearchMigration(dialect: Dialect) {
  return {
    async up(unknownDb: Kysely<unknown>) {
      const db = unknownDb as unknown as Kysely<Tables>;
      await db.schema
        .alterTable('trips')
        .addColumn('search_text', 'text', (col) => col.notNull().defaultTo(''))
        .execute();
      await fillSearchText(db, dialect);
      await db.schema
        .createIndex('trips_user_embarkation')
        .on('trips')
        .columns(['user_id', 'deleted_at', 'embarkation_date', 'id'])
        .execute();
      await db.schema
        .createIndex('trips_user_created')
        .on('trips')
        .columns(['user_id', 'deleted_at', 'created_at', 'id'])
        .execute();
      await db.schema.dropIndex('trips_user').execute();
      if (dialect === 'postgres') {
        const schema = await trigramSchema(db);
        if (schema !== undefined)
          await sql`create index trips_search_text on trips using gin (search_text ${sql.id(schema)}.gin_trgm_ops)`.execute(
            db,
          );
      }
    },
    async down(unknownDb: Kysely<unknown>) {
      const db = unknownDb as unknown as Kysely<Tables>;
      if (dialect === 'postgres') await sql`drop index if exists trips_search_text`.execute(db);
      await db.schema.createIndex('trips_user').on('trips').columns(['user_id', 'created_at']).execute();
      await db.schema.dropIndex('trips_user_created').execute();
      await db.schema.dropIndex('trips_user_embarkation').execute();
      await db.schema.alterTable('trips').dropColumn('search_text').execute();
    },
  };
}

async function fillSearchText(db: Kysely<Tables>, dialect: Dialect) {
  const id = (value: number) => (dialect === 'postgres' ? sql`cast(${value} as integer)` : sql`${value}`);
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('trips')
      .select(['id', ...tripSearchFields])
      .where('id', '>', after)
      .orderBy('id')
      .limit(batchSize)
      .execute();
    if (rows.length === 0) return;
    const values = sql.join(rows.map((row) => sql`(${id(row.id)}, ${tripSearchText(row)})`));
    await sql`with folded (id, search_text) as (values ${values})
      update trips set search_text = folded.search_text from folded where trips.id = folded.id`.execute(db);
    after = rows[rows.length - 1]?.id ?? after;
  }
}

/**
 * The schema pg_trgm is installed in, installing it in public when it is missing and this role may; undefined
 * when it cannot be had. A refused CREATE EXTENSION is rolled back to a savepoint, so the migration goes on.
 */
async function trigramSchema(db: Kysely<Tables>): Promise<string | undefined> {
  const installed = async () =>
    (
      await sql<{ schema: string }>`select n.nspname as schema from pg_extension e
        join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db)
    ).rows[0]?.schema;
  const found = await installed();
  if (found !== undefined) return found;
  await sql`savepoint pg_trgm`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm schema public`.execute(db);
    await sql`release savepoint pg_trgm`.execute(db);
  } catch {
    // Not permitted, not available, or created meanwhile by another migration run (then found below).
    await sql`rollback to savepoint pg_trgm`.execute(db);
  }
  return installed();
}
