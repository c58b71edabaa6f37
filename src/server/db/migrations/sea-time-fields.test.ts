import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { type DatabaseHandle, openDatabase } from '../database.ts';
import { insertCaptainWithTrip, migratorBefore, runStep } from './migration-steps.ts';

const stamp = '2026-05-01T10:00:00.000Z';

/** Migration 018 over a trip logged before it, on the test run's dialect. */
describe('migration 018-sea-time-fields over existing trips', () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let db: Kysely<unknown>;

  beforeAll(async () => {
    database = await createTestDatabase();
    handle = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    db = handle.db as unknown as Kysely<unknown>;
    await runStep((await migratorBefore(handle, '018')).migrateToLatest());
    await insertCaptainWithTrip(db, 1, stamp);
    await runStep((await migratorBefore(handle, '019')).migrateToLatest());
  });
  afterAll(async () => {
    await handle.close();
    await database.drop();
  });

  it('reads a trip logged before as sailed in command, at sea, with no night hours and no passages', async () => {
    const { rows } = await sql`select role_on_board, waters, night_hours, passages from trips`.execute(db);
    expect(rows).toEqual([{ role_on_board: 'skipper', waters: 'sea', night_hours: 0, passages: '[]' }]);
  });

  it('refuses a role or waters off the list', async () => {
    await expect(sql`update trips set role_on_board = 'captain'`.execute(db)).rejects.toThrow(
      'trips_role_on_board_listed',
    );
    await expect(sql`update trips set waters = 'ocean'`.execute(db)).rejects.toThrow('trips_waters_listed');
    await sql`update trips set role_on_board = 'first_officer', waters = 'inland'`.execute(db);
  });

  it('goes back down, leaving the trip as it was before', async () => {
    await runStep((await migratorBefore(handle, '019')).migrateDown());
    const { rows } = await sql`select * from trips`.execute(db);
    expect(Object.keys(rows[0] as object)).not.toContain('role_on_board');
    expect(rows).toHaveLength(1);
    await runStep((await migratorBefore(handle, '019')).migrateToLatest());
  });
});
