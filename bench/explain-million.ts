// EXPLAIN (ANALYZE, BUFFERS) of the queries the app runs on the million-trip PostgreSQL seed (bench/README.md,
// "PostgreSQL at a million trips"): the repositories' own queries, caught from Kysely's log as they run for one
// 333-trip captain, then explained (each twice, the second, warm run printed) in a transaction rolled back.
// Usage: DATABASE_URL=postgres://.../logbook_bench_million npx tsx bench/explain-million.ts [--captain N]
import { Kysely, type LogEvent } from 'kysely';
import pg from 'pg';
import { foldText } from '#domain/text-fold.ts';
import type { TripSummarySort } from '#domain/trip-summary.ts';
import { OwnSchemaPostgresDialect } from '../src/server/db/own-schema-postgres-dialect.ts';
import type { Database } from '../src/server/db/schema.ts';
import { tripsRepository } from '../src/server/trips/repository.ts';
import { tripSummaryRepository } from '../src/server/trips/summary-repository.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl?.includes('bench')) throw new Error('DATABASE_URL must name a *bench* database');
const at = process.argv.indexOf('--captain');
const captain = at < 0 ? 1500 : Number(process.argv[at + 1]);

const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
let caught: { sql: string; parameters: readonly unknown[] }[] = [];
const db = new Kysely<Database>({
  dialect: new OwnSchemaPostgresDialect({ pool }),
  log: (event: LogEvent) => {
    if (event.level === 'query') caught.push({ sql: event.query.sql, parameters: event.query.parameters });
  },
});

/** The queries `run` sends, in order. */
async function queriesOf(run: () => Promise<unknown>) {
  caught = [];
  await run();
  return caught;
}

async function explain(name: string, queries: { sql: string; parameters: readonly unknown[] }[]) {
  const client = await pool.connect();
  try {
    for (const [n, query] of queries.entries()) {
      if (/^(begin|commit|rollback|start transaction)/i.test(query.sql)) continue;
      let plan: string[] = [];
      for (let round = 0; round < 2; round += 1) {
        await client.query('begin');
        const result = await client.query(`explain (analyze, buffers) ${query.sql}`, [...query.parameters]);
        await client.query('rollback');
        plan = result.rows.map((row) => row['QUERY PLAN'] as string);
      }
      console.log(`\n### ${name}${queries.length > 1 ? ` (${n + 1})` : ''}\n`);
      console.log('```sql');
      console.log(query.sql);
      console.log(`-- parameters: ${JSON.stringify(query.parameters)}`);
      console.log('```\n```');
      console.log(plan.join('\n'));
      console.log('```');
    }
  } finally {
    client.release();
  }
}

try {
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', `kapitan${captain}@bench.example.com`)
    .executeTakeFirstOrThrow();
  const trips = tripsRepository(db);
  const summary = tripSummaryRepository(db);
  const sorts: TripSummarySort[] = ['embarkation_date:desc', 'embarkation_date:asc', 'created_at:desc'];
  for (const sort of sorts)
    await explain(
      `Summary first page, ${sort}`,
      await queriesOf(async () => {
        // As summary-service.ts asks: the captain's trip dates (overlaps), the page and count, its ports.
        await trips.datesOf(user.id);
        const rows = await summary.page(user.id, {}, sort, undefined, 51);
        await summary.count(user.id, {});
        await summary.portNamesOf(
          user.id,
          rows.slice(0, 50).map((row) => row.id),
        );
      }),
    );
  const first = await summary.page(user.id, {}, 'embarkation_date:desc', undefined, 51);
  const last = first[49];
  if (!last) throw new Error('the captain has fewer than 50 trips');
  await explain(
    'Summary next page by cursor, embarkation_date:desc',
    await queriesOf(() =>
      summary.page(user.id, {}, 'embarkation_date:desc', { key: last.embarkation_date, id: last.id }, 51),
    ),
  );
  for (const [what, q] of [
    ['common term (every trip)', 'pol-'],
    ['port term (about 1 trip in 14)', 'świnouj'],
    ['rare term (no trip)', 'żurawiec'],
  ] as const)
    await explain(
      `Search q=${q}, ${what}`,
      await queriesOf(async () => {
        await summary.page(user.id, { folded: foldText(q) }, 'embarkation_date:desc', undefined, 51);
        await summary.count(user.id, { folded: foldText(q) });
      }),
    );
  await explain(
    'Trip details (find, JSON aggregates)',
    await queriesOf(() => trips.find(user.id, first[0]?.id as number)),
  );
  await explain('Full list of a 333-trip captain (listOf)', await queriesOf(() => trips.listOf(user.id)));
  const stored = await trips.find(user.id, first[0]?.id as number);
  if (!stored) throw new Error('no trip');
  const { id: _id, user_id: _user, created_at: _c, updated_at: _u, deleted_at: _d, ...values } = stored.trip;
  const strip = <T extends { id: number; trip_id: number; position: number }>({
    id: _i,
    trip_id: _t,
    position: _p,
    ...rest
  }: T) => rest;
  let created: number | undefined;
  const createQueries = await queriesOf(async () => {
    const trip = await trips.insertWithin(
      user.id,
      values,
      stored.ports.map(strip),
      stored.crew.map(strip),
      350,
    );
    created = trip?.trip.id;
  });
  await explain('Trip create (insertWithin: revision bump, count, insert trip, ports, crew)', createQueries);
  // The trip just created goes again (after the explains, whose child rows refer to it), so the seed keeps
  // its 999,000 trips.
  if (created !== undefined) await db.deleteFrom('trips').where('id', '=', created).execute();
} finally {
  await db.destroy();
}
