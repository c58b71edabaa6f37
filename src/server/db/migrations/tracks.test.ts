import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { type DatabaseHandle, openDatabase } from '../database.ts';
import { insertCaptainWithTrip, migratorBefore, runStep } from './migration-steps.ts';

const stamp = '2026-05-01T10:00:00.000Z';

/** Migration 020 over a trip with a visited port logged before it, on the test run's dialect. */
describe('migration 020-tracks over existing trips', () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let db: Kysely<unknown>;

  beforeAll(async () => {
    database = await createTestDatabase();
    handle = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    db = handle.db as unknown as Kysely<unknown>;
    await runStep((await migratorBefore(handle, '020')).migrateToLatest());
    await insertCaptainWithTrip(db, 1, stamp);
    await sql`insert into trip_visited_ports (trip_id, position, name, is_tidal) values (1, 0, 'Jastarnia', 0)`.execute(
      db,
    );
    await runStep((await migratorBefore(handle, '021')).migrateToLatest());
  });
  afterAll(async () => {
    await handle.close();
    await database.drop();
  });

  const insertTrack = (userId: number, tripId: number | null) => sql`
    insert into tracks (user_id, trip_id, summary, points, sketch, created_at, expires_at)
    values (${userId}, ${tripId}, '{}', '[]', '[]', ${stamp}, ${tripId === null ? stamp : null})
  `;
  const trackTrips = async () => (await sql`select trip_id from tracks order by id`.execute(db)).rows;

  it('leaves the visited ports of earlier trips without a position', async () => {
    const { rows } = await sql`select name, lat, lon from trip_visited_ports`.execute(db);
    expect(rows).toEqual([{ name: 'Jastarnia', lat: null, lon: null }]);
  });

  it('keeps a position exactly as given', async () => {
    await sql`update trip_visited_ports set lat = 54.69611, lon = -18.67889`.execute(db);
    const { rows } = await sql`select lat, lon from trip_visited_ports`.execute(db);
    expect(rows).toEqual([{ lat: 54.69611, lon: -18.67889 }]);
  });

  it('gives a trip one track at most, and deletes it with the trip', async () => {
    await insertCaptainWithTrip(db, 2, stamp);
    await insertTrack(2, 2).execute(db);
    await expect(insertTrack(2, 2).execute(db)).rejects.toThrow();
    await insertTrack(2, null).execute(db);
    await sql`delete from trips where id = 2`.execute(db);
    expect(await trackTrips()).toEqual([{ trip_id: null }]);
  });

  it("deletes a captain's tracks with the account", async () => {
    await sql`delete from users where id = 2`.execute(db);
    expect(await trackTrips()).toEqual([]);
  });

  it('goes back down, leaving the visited ports as they were before', async () => {
    await runStep((await migratorBefore(handle, '021')).migrateDown());
    const { rows } = await sql`select * from trip_visited_ports`.execute(db);
    expect(rows).toEqual([
      {
        id: expect.anything(),
        trip_id: 1,
        position: 0,
        name: 'Jastarnia',
        is_tidal: 0,
        arrival_date: null,
        departure_date: null,
      },
    ]);
    await expect(sql`select id from tracks`.execute(db)).rejects.toThrow();
    await runStep((await migratorBefore(handle, '021')).migrateToLatest());
  });
});
