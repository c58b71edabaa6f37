// Fills a database with data at the premium limits: 200 premium captains, the first with 350 trips (3 visited
// ports and 6 crew members each) and 150 yachts, the others with 20-100 trips and 1-5 yachts. Each account,
// profile, yacht and trip is read with the API's own schema first (a value the app refuses stops the seed);
// rows go in with plain SQL in batches inside one transaction per captain, on the app's own migrations.
// Usage: npx tsx bench/seed.ts --data-dir DIR            (SQLite file DIR/logbook.db)
//        DATABASE_URL=postgres://.../logbook_bench npx tsx bench/seed.ts --reset
// The million trips (bench/README.md, "PostgreSQL at a million trips"):
//        DATABASE_URL=postgres://.../logbook_bench_million npx tsx bench/seed.ts --reset \
//          --captains 3000 --trips 333 --per-transaction 25 --check-every 100 --bulk
// --captains N: how many captains; --trips N: every captain has N trips and 1-5 yachts (without it the mix
// above); --ports N, --crew N: visited ports and crew members per trip (3 and 6); --per-transaction N: captains
// written in one transaction (1); --check-every N: read 1 trip in N with the API's schema (1: every trip);
// --bulk (PostgreSQL, a fresh database): indexes built after the load, no foreign-key triggers (seed-insert.ts).
// --reset empties the database first (only a database whose name contains "bench"). Prints JSON: the captains'
// e-mails, their common password and one trip id of the first captain.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { hashPassword } from '../src/server/auth/passwords.ts';
import { migrateToLatest, openDatabase } from '../src/server/db/database.ts';
import { type CaptainRows, captainRows, writeCaptains } from './seed-captain.ts';
import { random } from './seed-data.ts';
import { bulkSession, withIndexesAfter } from './seed-insert.ts';

const argument = (name: string) => {
  const at = process.argv.indexOf(name);
  return at < 0 ? undefined : process.argv[at + 1];
};
const count = (name: string, fallback: number) => {
  const value = Number(argument(name) ?? fallback);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} takes a whole number`);
  return value;
};
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = argument('--data-dir') ?? 'data-bench';
const captains = count('--captains', 200);
const tripsEach = argument('--trips') === undefined ? undefined : count('--trips', 0);
const shape = { ports: count('--ports', 3), crew: count('--crew', 6) };
const perTransaction = Math.max(count('--per-transaction', 1), 1);
const checkEvery = Math.max(count('--check-every', 1), 1);
const bulk = process.argv.includes('--bulk');
export const password = 'bench password 1';

async function reset() {
  if (databaseUrl) {
    if (!new URL(databaseUrl).pathname.includes('bench'))
      throw new Error('--reset only on a *bench* database');
    const handle = openDatabase({ databaseUrl, dataDir });
    await sql`drop schema public cascade`.execute(handle.db);
    await sql`create schema public`.execute(handle.db);
    await handle.close();
  } else {
    for (const suffix of ['', '-wal', '-shm'])
      fs.rmSync(path.join(dataDir, `logbook.db${suffix}`), { force: true });
  }
}

const started = Date.now();
if (process.argv.includes('--reset')) await reset();
const handle = openDatabase({ databaseUrl, dataDir });
try {
  await migrateToLatest(handle);
  const credentials = { password, passwordHash: await hashPassword(password) };
  // Each captain's first and last trip, and 1 in checkEvery between, are read with the API's schema.
  const check = (tripCount: number) => (n: number) => n % checkEvery === 0 || n === tripCount - 1;
  const seeded: Awaited<ReturnType<typeof writeCaptains>> = [];
  let pending: CaptainRows[] = [];
  let trips = 0;
  const seedAll = async () => {
    for (let index = 0; index < captains; index += 1) {
      const heavy = index === 0 && tripsEach === undefined;
      const tripCount = tripsEach ?? (heavy ? 350 : 20 + Math.floor(random() * 81));
      const yachtCount = heavy ? 150 : 1 + Math.floor(random() * 5);
      pending.push(captainRows(index, credentials, tripCount, yachtCount, shape, check(tripCount)));
      trips += tripCount;
      if (pending.length === perTransaction || index === captains - 1) {
        seeded.push(...(await writeCaptains(handle.db, pending, bulk ? { beforeWrites: bulkSession } : {})));
        pending = [];
        if (captains > 200 && (index + 1) % 250 === 0)
          console.error(`${index + 1} captains, ${trips} trips, ${(Date.now() - started) / 1000} s`);
      }
    }
  };
  if (bulk) {
    if (!databaseUrl) throw new Error('--bulk is for PostgreSQL');
    await withIndexesAfter(handle.db, seedAll);
  } else await seedAll();
  console.log(
    JSON.stringify({
      password,
      heavy: seeded[0],
      others: seeded.slice(1).map((captain) => captain.email),
      trips,
      seconds: (Date.now() - started) / 1000,
    }),
  );
} finally {
  await handle.close();
}
