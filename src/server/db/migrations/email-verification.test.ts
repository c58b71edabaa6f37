import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { type DatabaseHandle, openDatabase } from '../database.ts';
import { migratorBefore as migratorBeforeOf, runStep } from './migration-steps.ts';

/** Migration 015 over accounts made before it, on the test run's dialect. */
describe('migration 015-email-verification over existing accounts', () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let db: Kysely<unknown>;

  const migratorBefore = (upTo: string) => migratorBeforeOf(handle, upTo);
  const run = runStep;
  const created = '2026-05-01T10:00:00.000Z';

  beforeAll(async () => {
    database = await createTestDatabase();
    handle = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    db = handle.db as unknown as Kysely<unknown>;
    await run((await migratorBefore('015')).migrateToLatest());
    await sql`
      insert into users (name, email, email_normalized, phone, password_hash, created_at, updated_at)
      values ('Anna', 'anna@example.com', 'anna@example.com', '+48 600 000 000', 'x', ${created}, ${created})
    `.execute(db);
    await sql`
      insert into students (first_name, last_name, email, email_normalized, password_hash, created_at, updated_at)
      values ('Jan', 'Nowak', 'jan@example.com', 'jan@example.com', 'x', ${created}, ${created})
    `.execute(db);
    await run((await migratorBefore('016')).migrateToLatest());
  });
  afterAll(async () => {
    await handle.close();
    await database.drop();
  });

  it('leaves every existing captain and student unverified', async () => {
    expect((await sql`select email_verified_at from users`.execute(db)).rows).toEqual([
      { email_verified_at: null },
    ]);
    expect((await sql`select email_verified_at from students`.execute(db)).rows).toEqual([
      { email_verified_at: null },
    ]);
  });

  it('keeps a link for exactly one owner', async () => {
    const link = (owner: string, hash: string) =>
      sql`
        insert into email_verifications (${sql.raw(owner)}, email_normalized, token_hash, expires_at, created_at)
        values (1, 'x@example.com', ${hash}, ${created}, ${created})
      `.execute(db);
    await link('user_id', 'a');
    await link('student_id', 'b');
    await expect(
      sql`
        insert into email_verifications (email_normalized, token_hash, expires_at, created_at)
        values ('x@example.com', 'c', ${created}, ${created})
      `.execute(db),
    ).rejects.toThrow();
    await expect(
      sql`
        insert into email_verifications (user_id, student_id, email_normalized, token_hash, expires_at, created_at)
        values (1, 1, 'x@example.com', 'd', ${created}, ${created})
      `.execute(db),
    ).rejects.toThrow();
  });

  it('removes the links with their account', async () => {
    await sql`delete from users`.execute(db);
    expect((await sql`select token_hash from email_verifications`.execute(db)).rows).toEqual([
      { token_hash: 'b' },
    ]);
    await sql`delete from students`.execute(db);
    expect((await sql`select token_hash from email_verifications`.execute(db)).rows).toEqual([]);
  });

  it('goes back down', async () => {
    await run((await migratorBefore('016')).migrateDown());
    await expect(sql`select email_verified_at from users`.execute(db)).rejects.toThrow();
    await expect(sql`select id from email_verifications`.execute(db)).rejects.toThrow();
  });
});
