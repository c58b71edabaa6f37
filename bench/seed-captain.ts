// One captain with their yachts and trips (3 visited ports and 6 crew members each), inserted with plain SQL in
// batches inside one transaction; bench/seed.ts and bench/account-export.ts seed with it.
import type { Db } from '../src/server/db/database.ts';
import { captainName, crewMember, dayAfter, port, random, yachtName } from './seed-data.ts';

/** Inserts rows in batches small enough for either database's limit on bound parameters. */
async function insertBatched<T extends object>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  if (rows.length === 0) return;
  const perBatch = Math.floor(30_000 / Object.keys(rows[0] as T).length);
  for (let i = 0; i < rows.length; i += perBatch) await insert(rows.slice(i, i + perBatch));
}

export async function seedCaptain(
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
