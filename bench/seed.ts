// Fills a database with data at the premium limits: 200 premium captains, the first with 350 trips (3 visited
// ports and 6 crew members each) and 150 yachts, the others with 20-100 trips and 1-5 yachts. Rows go in with
// plain SQL in batches inside one transaction per captain; the schema comes from the app's own migrations.
// Usage: npx tsx bench/seed.ts --data-dir DIR            (SQLite file DIR/logbook.db)
//        DATABASE_URL=postgres://.../logbook_bench npx tsx bench/seed.ts --reset
// --reset empties the database first (only a database whose name contains "bench"). Prints JSON: the captains'
// e-mails, their common password and one trip id of the 350-trip captain.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { hashPassword } from '../src/server/auth/passwords.ts';
import { type Db, migrateToLatest, openDatabase } from '../src/server/db/database.ts';
import { captainName, crewMember, dayAfter, port, random, yachtName } from './seed-data.ts';

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

/** Inserts rows in batches small enough for either database's limit on bound parameters. */
async function insertBatched<T extends object>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  if (rows.length === 0) return;
  const perBatch = Math.floor(30_000 / Object.keys(rows[0] as T).length);
  for (let i = 0; i < rows.length; i += perBatch) await insert(rows.slice(i, i + perBatch));
}

async function seedCaptain(
  db: Db,
  index: number,
  passwordHash: string,
  tripCount: number,
  yachtCount: number,
) {
  const { first, last } = captainName(index);
  const email = `kapitan${index}@bench.example.com`;
  const stamp = new Date(Date.UTC(2024, 0, 1, 0, 0, index)).toISOString();
  return db.transaction().execute(async (trx) => {
    const { id: userId } = await trx
      .insertInto('users')
      .values({
        name: `${first} ${last}`,
        email,
        email_normalized: email,
        phone: `+48 600 ${String(100000 + index).slice(-6)}`,
        password_hash: passwordHash,
        created_at: stamp,
        updated_at: stamp,
        premium_until: '2099-12-31T00:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertBatched(
      Array.from({ length: yachtCount }, (_, y) => ({
        user_id: userId,
        name: yachtName(index * 1000 + y),
        registration_number: `POL-${index}-${y + 1}`,
        home_port: port(index + y).name,
        hull_length_cm: 800 + Math.floor(random() * 1500),
        engines_count: 1,
        engine_power_dkw: 100 + Math.floor(random() * 900),
        created_at: stamp,
        updated_at: stamp,
      })),
      (batch) => trx.insertInto('yachts').values(batch).execute(),
    );
    const trips = Array.from({ length: tripCount }, (_, n) => {
      const start = dayAfter('2012-04-01', n * 14 + Math.floor(random() * 7));
      const created = new Date(Date.parse(stamp) + n * 60_000).toISOString();
      return {
        user_id: userId,
        status: 'completed',
        captain_first_name: first,
        captain_last_name: last,
        captain_email: email,
        captain_phone: '+48 600 100 200',
        captain_license_type: 'pzz-kj',
        captain_license_number: `KJ-${1000 + index}`,
        captain_other_license: '',
        yacht_name: yachtName(index * 1000 + (n % Math.max(yachtCount, 1))),
        registration_number: `POL-${index}-${(n % Math.max(yachtCount, 1)) + 1}`,
        home_port: 'Gdynia',
        hull_length: 12.5,
        engines_count: 1,
        engine_power: 30,
        embarkation_port: port(n).name,
        is_embarkation_tidal_port: 0,
        disembarkation_port: port(n + 5).name,
        is_disembarkation_tidal_port: 0,
        distance: Math.round(random() * 5000) / 10,
        embarkation_date: start,
        disembarkation_date: dayAfter(start, 7),
        sailing_hours: 40 + Math.floor(random() * 80),
        engine_hours: Math.floor(random() * 20),
        mooring_hours: Math.floor(random() * 60),
        tidal_hours: 0,
        logbook_number: `LB/${start.slice(0, 4)}/${n + 1}`,
        captain_notes: 'Rejs szkoleniowy, wiatr 4-5°B, bez awarii.',
        created_at: created,
        updated_at: created,
        deleted_at: null,
      };
    });
    const ids: number[] = [];
    for (let i = 0; i < trips.length; i += 500) {
      const rows = await trx
        .insertInto('trips')
        .values(trips.slice(i, i + 500))
        .returning('id')
        .execute();
      ids.push(...rows.map((row) => row.id));
    }
    await insertBatched(
      ids.flatMap((tripId, n) =>
        [0, 1, 2].map((position) => {
          const visited = port(n * 3 + position + 1);
          return {
            trip_id: tripId,
            position,
            name: visited.name,
            is_tidal: Number(visited.tidal),
            arrival_date: null,
            departure_date: null,
          };
        }),
      ),
      (batch) => trx.insertInto('trip_visited_ports').values(batch).execute(),
    );
    await insertBatched(
      ids.flatMap((tripId, n) =>
        [0, 1, 2, 3, 4, 5].map((position) => ({
          trip_id: tripId,
          position,
          ...crewMember(n * 6 + position),
        })),
      ),
      (batch) => trx.insertInto('trip_crew_members').values(batch).execute(),
    );
    return { email, tripId: ids[ids.length - 1] };
  });
}

const started = Date.now();
if (process.argv.includes('--reset')) await reset();
const handle = openDatabase({ databaseUrl, dataDir });
try {
  await migrateToLatest(handle);
  const passwordHash = await hashPassword(password);
  const seeded = [];
  for (let index = 0; index < captains; index += 1) {
    const heavy = index === 0;
    const trips = heavy ? 350 : 20 + Math.floor(random() * 81);
    seeded.push(
      await seedCaptain(handle.db, index, passwordHash, trips, heavy ? 150 : 1 + Math.floor(random() * 5)),
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
