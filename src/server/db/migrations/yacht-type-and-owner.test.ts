import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { type DatabaseHandle, openDatabase } from '../database.ts';
import { migratorBefore, runStep } from './migration-steps.ts';

const stamp = '2026-05-01T10:00:00.000Z';

/** Migration 025 over a yacht and a trip stored before it, on the test run's dialect. */
describe('migration 025-yacht-type-and-owner over existing yachts and trips', () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let db: Kysely<unknown>;

  beforeAll(async () => {
    database = await createTestDatabase();
    handle = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    db = handle.db as unknown as Kysely<unknown>;
    await runStep((await migratorBefore(handle, '025')).migrateToLatest());
    await sql`
      insert into users (id, name, email, email_normalized, phone, password_hash, created_at, updated_at)
      values (1, 'Anna', 'anna@example.com', 'anna@example.com', '+48 600 000 000', 'x', ${stamp}, ${stamp})
    `.execute(db);
    await sql`
      insert into yachts (id, user_id, name, registration_number, home_port, hull_length_cm, engines_count,
        engine_power_dkw, created_at, updated_at)
      values (1, 1, 'Mewa', 'POL-1', 'Gdynia', 1250, 1, 300, ${stamp}, ${stamp})
    `.execute(db);
    await sql`
      insert into trips (id, user_id, status, captain_first_name, captain_last_name, captain_email, captain_phone,
        captain_license_type, captain_license_number, captain_other_license, yacht_name, registration_number,
        home_port, hull_length, engines_count, engine_power, embarkation_port, is_embarkation_tidal_port,
        disembarkation_port, is_disembarkation_tidal_port, distance, embarkation_date, disembarkation_date,
        sailing_hours, engine_hours, mooring_hours, tidal_hours, logbook_number, captain_notes, created_at,
        updated_at)
      values (1, 1, 'completed', 'Anna', 'Kowalska', '', '+48 600 000 000', 'pzz-kj', 'KJ-1', '', 'Mewa',
        'POL-1', 'Gdynia', 12.5, 1, 30, 'Gdynia', 0, 'Hel', 0, 40, '2026-05-01', '2026-05-02', 8, 2, null, 0,
        '', '', ${stamp}, ${stamp})
    `.execute(db);
    await runStep((await migratorBefore(handle, '026')).migrateToLatest());
  });
  afterAll(async () => {
    await handle.close();
    await database.drop();
  });

  it('reads a yacht and a trip stored before as having no type and no owner', async () => {
    const yachts = await sql`select type, owner_name, owner_address from yachts`.execute(db);
    expect(yachts.rows).toEqual([{ type: '', owner_name: '', owner_address: '' }]);
    const trips = await sql`select yacht_type, yacht_owner_name, yacht_owner_address from trips`.execute(db);
    expect(trips.rows).toEqual([{ yacht_type: '', yacht_owner_name: '', yacht_owner_address: '' }]);
  });

  it('refuses null and keeps a multi-line address as written', async () => {
    await expect(sql`update yachts set owner_name = null`.execute(db)).rejects.toThrow();
    await expect(sql`update trips set yacht_type = null`.execute(db)).rejects.toThrow();
    await sql`update trips set yacht_owner_address = ${'ul. Portowa 1\n81-350 Gdynia'}`.execute(db);
    const { rows } = await sql`select yacht_owner_address from trips`.execute(db);
    expect(rows).toEqual([{ yacht_owner_address: 'ul. Portowa 1\n81-350 Gdynia' }]);
  });

  it('goes back down, leaving the yacht and the trip as they were before', async () => {
    await runStep((await migratorBefore(handle, '026')).migrateDown());
    const trips = await sql`select * from trips`.execute(db);
    expect(Object.keys(trips.rows[0] as object)).not.toContain('yacht_type');
    expect(trips.rows).toHaveLength(1);
    const yachts = await sql`select * from yachts`.execute(db);
    expect(Object.keys(yachts.rows[0] as object)).not.toContain('owner_name');
    expect(yachts.rows).toHaveLength(1);
    await runStep((await migratorBefore(handle, '026')).migrateToLatest());
  });
});
