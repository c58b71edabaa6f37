import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { type DatabaseHandle, openDatabase } from '../database.ts';
import { insertCaptainWithTrip, migratorBefore, runStep } from './migration-steps.ts';

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
    await insertCaptainWithTrip(db, 1, stamp);
    await sql`
      insert into yachts (id, user_id, name, registration_number, home_port, hull_length_cm, engines_count,
        engine_power_dkw, created_at, updated_at)
      values (1, 1, 'Mewa', 'POL-1', 'Gdynia', 1250, 1, 300, ${stamp}, ${stamp})
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
