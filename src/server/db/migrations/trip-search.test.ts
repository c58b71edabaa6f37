import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { type DatabaseHandle, openDatabase } from '../database.ts';
import { migratorBefore, runStep } from './migration-steps.ts';

const stamp = '2026-05-01T10:00:00.000Z';

/** A trip row as stored before 022, with the six searched fields given. */
function tripRow(id: number, fields: Record<string, string>) {
  return {
    id,
    user_id: 1,
    status: 'completed',
    captain_first_name: 'Anna',
    captain_last_name: 'Kowalska',
    captain_email: '',
    captain_phone: '',
    captain_license_type: 'pzz-kj',
    captain_license_number: '',
    captain_other_license: '',
    yacht_name: 'Mewa',
    registration_number: 'POL-1',
    home_port: 'Gdynia',
    hull_length: 12,
    engines_count: 1,
    engine_power: 30,
    embarkation_port: 'Gdynia',
    is_embarkation_tidal_port: 0,
    disembarkation_port: 'Hel',
    is_disembarkation_tidal_port: 0,
    distance: 40,
    embarkation_date: '2026-05-01',
    disembarkation_date: '2026-05-02',
    sailing_hours: 8,
    engine_hours: 2,
    mooring_hours: null,
    tidal_hours: 0,
    logbook_number: '',
    captain_notes: '',
    created_at: stamp,
    updated_at: stamp,
    ...fields,
  };
}

/** Migration 022 over trips stored before it, on the test run's dialect: more than one batch of them. */
describe('migration 022-trip-search over existing trips', () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let db: Kysely<unknown>;
  const searchTexts = async () =>
    (
      await sql<{ id: number; search_text: string }>`select id, search_text from trips order by id`.execute(
        db,
      )
    ).rows;

  beforeAll(async () => {
    database = await createTestDatabase();
    handle = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    db = handle.db as unknown as Kysely<unknown>;
    await runStep((await migratorBefore(handle, '022')).migrateToLatest());
    await sql`
      insert into users (id, name, email, email_normalized, phone, password_hash, created_at, updated_at)
      values (1, 'Anna', 'anna@example.com', 'anna@example.com', '+48 600 000 000', 'x', ${stamp}, ${stamp})
    `.execute(db);
    const rows = [
      tripRow(1, {
        yacht_name: 'Zawisza  Czarny',
        captain_first_name: 'Łukasz',
        captain_last_name: 'Żółć',
        embarkation_port: 'ŁEBA',
        disembarkation_port: 'Świnoujście',
      }),
      ...Array.from({ length: 520 }, (_, n) => tripRow(n + 2, { yacht_name: `Jacht ${n + 2}` })),
    ];
    const typed = db as unknown as Kysely<{ trips: ReturnType<typeof tripRow> }>;
    for (let i = 0; i < rows.length; i += 100)
      await typed
        .insertInto('trips')
        .values(rows.slice(i, i + 100))
        .execute();
    await runStep((await migratorBefore(handle, '023')).migrateToLatest());
  });
  afterAll(async () => {
    await handle.close();
    await database.drop();
  });

  it('fills search_text of every trip stored before, folded, one field per line', async () => {
    const rows = await searchTexts();
    expect(rows).toHaveLength(521);
    expect(rows[0]).toEqual({ id: 1, search_text: 'zawisza czarny\npol-1\nlukasz\nzolc\nleba\nswinoujscie' });
    expect(rows[520]).toEqual({ id: 521, search_text: 'jacht 521\npol-1\nanna\nkowalska\ngdynia\nhel' });
    expect(rows.filter((row) => row.search_text === '')).toEqual([]);
  });

  it('indexes the keyset sorts, and on PostgreSQL the search with trigrams', async () => {
    const names =
      handle.dialect === 'postgres'
        ? (
            await sql<{ name: string }>`select indexname as name from pg_indexes
              where tablename = 'trips' and schemaname = current_schema()`.execute(db)
          ).rows
        : (await sql<{ name: string }>`select name from pragma_index_list('trips')`.execute(db)).rows;
    const expected = ['trips_user_created', 'trips_user_embarkation'];
    if (handle.dialect === 'postgres') expected.push('trips_search_text');
    expect(
      names
        .map((row) => row.name)
        .filter((name) => name.startsWith('trips_') && name !== 'trips_pkey')
        .sort(),
    ).toEqual(expected.sort());
  });

  it('goes back down, leaving the trips as they were before', async () => {
    await runStep((await migratorBefore(handle, '023')).migrateDown());
    const { rows } = await sql`select * from trips where id = 1`.execute(db);
    expect(Object.keys(rows[0] as object)).not.toContain('search_text');
    await runStep((await migratorBefore(handle, '023')).migrateToLatest());
    expect((await searchTexts())[0]?.search_text).toBe(
      'zawisza czarny\npol-1\nlukasz\nzolc\nleba\nswinoujscie',
    );
  });
});
