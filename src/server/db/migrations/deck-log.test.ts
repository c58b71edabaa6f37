import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { type DatabaseHandle, openDatabase } from '../database.ts';
import { insertCaptainWithTrip, migratorBefore, runStep } from './migration-steps.ts';

const stamp = '2026-07-01T10:00:00.000Z';

/** Migration 024 over a trip recorded before it, on the test run's dialect. */
describe('migration 024-deck-log over existing trips', () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let db: Kysely<unknown>;

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
    await insertCaptainWithTrip(db, 1, stamp);
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
    await insertCaptainWithTrip(db, 2, stamp);
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
    await insertCaptainWithTrip(db, 3, stamp);
    await runStep((await migratorBefore(handle, '025')).migrateDown());
    await expect(sql`select seq from deck_log_entries`.execute(db)).rejects.toThrow();
    await expect(sql`select deck_log_crew_may_write from trips`.execute(db)).rejects.toThrow();
    expect((await sql`select id from trips`.execute(db)).rows).toEqual([{ id: 3 }]);
    await runStep((await migratorBefore(handle, '025')).migrateToLatest());
  });
});
