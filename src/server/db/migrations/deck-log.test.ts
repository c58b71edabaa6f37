import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { type DatabaseHandle, openDatabase } from '../database.ts';
import { migratorBefore, runStep } from './migration-steps.ts';

const stamp = '2026-07-01T10:00:00.000Z';

/** Migration 024 over a trip recorded before it, on the test run's dialect. */
describe('migration 024-deck-log over existing trips', () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let db: Kysely<unknown>;

  /** A user with one trip, both with the given id. */
  async function insertCaptainWithTrip(id: number) {
    await sql`
      insert into users (id, name, email, email_normalized, phone, password_hash, created_at, updated_at)
      values (${id}, 'Anna', ${`anna${id}@example.com`}, ${`anna${id}@example.com`}, '+48 600 000 000', 'x', ${stamp},
        ${stamp})
    `.execute(db);
    await sql`
      insert into trips (id, user_id, status, captain_first_name, captain_last_name, captain_email, captain_phone,
        captain_license_type, captain_license_number, captain_other_license, yacht_name, registration_number,
        home_port, hull_length, engines_count, engine_power, embarkation_port, is_embarkation_tidal_port,
        disembarkation_port, is_disembarkation_tidal_port, distance, embarkation_date, disembarkation_date,
        sailing_hours, engine_hours, mooring_hours, tidal_hours, logbook_number, captain_notes, created_at,
        updated_at, search_text)
      values (${id}, ${id}, 'completed', 'Anna', 'Kowalska', '', '+48 600 000 000', 'pzz-kj', 'KJ-1', '', 'Mewa',
        'POL-1', 'Gdynia', 12.5, 1, 30, 'Gdynia', 0, 'Hel', 0, 40, '2026-07-01', '2026-07-02', 8, 2, null, 0,
        '', '', ${stamp}, ${stamp}, '')
    `.execute(db);
  }

  const insertEntry = (tripId: number, id: string, studentId: number | null = null) => sql`
    insert into deck_log_entries (trip_id, id, logged_at, logged_at_utc, kind, author_role, author_name,
      author_user_id, author_student_id, received_at)
    values (${tripId}, ${id}, '2026-07-01T12:00+02:00', ${stamp}, 'note', ${studentId ? 'crew' : 'captain'},
      'Anna Kowalska', ${studentId ? null : tripId}, ${studentId}, ${stamp})
  `;
  const entries = async () =>
    (await sql`select trip_id, id, author_student_id from deck_log_entries order by seq`.execute(db)).rows;

  beforeAll(async () => {
    database = await createTestDatabase();
    handle = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    db = handle.db as unknown as Kysely<unknown>;
    await runStep((await migratorBefore(handle, '024')).migrateToLatest());
    await insertCaptainWithTrip(1);
    await runStep((await migratorBefore(handle, '025')).migrateToLatest());
  });
  afterAll(async () => {
    await handle.close();
    await database.drop();
  });

  it('lets no crew write the log of a trip recorded before', async () => {
    const { rows } = await sql`select deck_log_crew_may_write from trips`.execute(db);
    expect(rows).toEqual([{ deck_log_crew_may_write: 0 }]);
  });

  it('keeps an id once per trip, and the same id in another trip apart', async () => {
    await insertEntry(1, 'a').execute(db);
    await expect(insertEntry(1, 'a').execute(db)).rejects.toThrow();
    await insertCaptainWithTrip(2);
    await insertEntry(2, 'a').execute(db);
    expect(await entries()).toEqual([
      { trip_id: 1, id: 'a', author_student_id: null },
      { trip_id: 2, id: 'a', author_student_id: null },
    ]);
  });

  it("keeps a student's entries when the student's account goes, without the link", async () => {
    await sql`
      insert into students (id, first_name, last_name, email, email_normalized, password_hash, created_at, updated_at)
      values (7, 'Jan', 'Nowak', 'jan@example.com', 'jan@example.com', 'x', ${stamp}, ${stamp})
    `.execute(db);
    await insertEntry(2, 'b', 7).execute(db);
    await sql`delete from students where id = 7`.execute(db);
    expect(await entries()).toContainEqual({ trip_id: 2, id: 'b', author_student_id: null });
  });

  it('deletes the log with its trip, and with the account', async () => {
    await sql`delete from trips where id = 2`.execute(db);
    expect(await entries()).toEqual([{ trip_id: 1, id: 'a', author_student_id: null }]);
    await sql`delete from users where id = 1`.execute(db);
    expect(await entries()).toEqual([]);
  });

  it('goes back down, leaving the trips as they were before', async () => {
    await insertCaptainWithTrip(3);
    await runStep((await migratorBefore(handle, '025')).migrateDown());
    await expect(sql`select seq from deck_log_entries`.execute(db)).rejects.toThrow();
    await expect(sql`select deck_log_crew_may_write from trips`.execute(db)).rejects.toThrow();
    expect((await sql`select id from trips`.execute(db)).rows).toEqual([{ id: 3 }]);
    await runStep((await migratorBefore(handle, '025')).migrateToLatest());
  });
});
