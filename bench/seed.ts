// Fills a database with data at the premium limits: 200 premium captains, the first with 350 trips (3 visited
// ports and 6 crew members each) and 150 yachts, the others with 20-100 trips and 1-5 yachts. Each account,
// profile, yacht and trip is read with the API's own schema first (a value the app refuses stops the seed);
// rows go in with plain SQL in batches inside one transaction per captain, on the app's own migrations.
// Usage: npx tsx bench/seed.ts --data-dir DIR            (SQLite file DIR/logbook.db)
//        DATABASE_URL=postgres://.../logbook_bench npx tsx bench/seed.ts --reset
// --reset empties the database first (only a database whose name contains "bench"). Prints JSON: the captains'
// e-mails, their common password and one trip id of the 350-trip captain.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { hashPassword } from '../src/server/auth/passwords.ts';
import { migrateToLatest, openDatabase } from '../src/server/db/database.ts';
import { seedCaptain } from './seed-captain.ts';
import { random } from './seed-data.ts';

const argument = (name: string) => {
  const at = process.argv.indexOf(name);
  return at < 0 ? undefined : process.argv[at + 1];
};
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = argument('--data-dir') ?? 'data-bench';
const captains = Number(argument('--captains') ?? 200);
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
  const seeded = [];
  for (let index = 0; index < captains; index += 1) {
    const heavy = index === 0;
    const trips = heavy ? 350 : 20 + Math.floor(random() * 81);
    seeded.push(
      await seedCaptain(handle.db, index, credentials, trips, heavy ? 150 : 1 + Math.floor(random() * 5)),
    );
  }
  console.log(
    JSON.stringify({
      password,
      heavy: seeded[0],
      others: seeded.slice(1).map((captain) => captain.email),
      seconds: (Date.now() - started) / 1000,
    }),
  );
} finally {
  await handle.close();
}
