import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { ownerKindTables } from './repository.ts';
import { foreignKeysOf, tablesOf } from './test-support.ts';

/** The account tables: deleting one of their rows is deleting an account. */
const accountTables = ['users', 'students'];

/** Tables that hold nothing of a person once their account is gone, and why. */
const holdsNoAccount: Record<string, string> = {
  plans: 'the plans on sale',
  discount_codes: 'the codes the operator made (their redemptions refer to the account and go with it)',
  payment_notifications: "the provider's notifications; a deleted account's lose the buyer (retention.ts)",
  retained_payments: "deleted accounts' payment orders, without the person, for the accounting law",
  kysely_migration: 'the migrator',
  kysely_migration_lock: 'the migrator',
};

/**
 * References to an account that a deletion clears instead of deleting the row, and why: the row is another
 * account's record.
 */
const unlinkedOnDelete: Record<string, string> = {
  'trip_crew_members.student_id':
    "a captain's crew row: the captain's record stays as written, the student's link and confirmation go",
  'deck_log_entries.author_student_id':
    "a captain's deck log entry a student wrote: the record stays as written (the name too), the link goes",
};

/**
 * What a deletion would miss or trip over: a table nobody said how an account leaves it, or a foreign key that
 * would block the delete or keep a row of the account (only ON DELETE CASCADE takes a row along with it).
 */
async function deletionGaps(t: TestApp): Promise<string[]> {
  const keys = await foreignKeysOf(t);
  const erased = new Set(accountTables);
  for (let grew = true; grew; ) {
    grew = false;
    for (const key of keys) {
      if (key.onDelete === 'CASCADE' && erased.has(key.references) && !erased.has(key.table)) {
        erased.add(key.table);
        grew = true;
      }
    }
  }
  const gaps: string[] = [];
  for (const key of keys) {
    const toAccount = accountTables.includes(key.references);
    const unlinked = `${key.table}.${key.column}` in unlinkedOnDelete;
    const allowed = toAccount && !unlinked ? ['CASCADE'] : ['CASCADE', 'SET NULL'];
    if (erased.has(key.references) && !allowed.includes(key.onDelete)) {
      gaps.push(`${key.table}.${key.column} -> ${key.references} is ON DELETE ${key.onDelete}`);
    }
  }
  const known = new Set([...erased, ...Object.keys(ownerKindTables), ...Object.keys(holdsNoAccount)]);
  for (const table of await tablesOf(t)) {
    if (!known.has(table)) gaps.push(`${table}: neither cascades from an account nor is listed`);
  }
  return gaps;
}

describe('every table is covered by account deletion', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('cascades from users or students, names its owner for the deletion to remove, or holds no account', async () => {
    // A new table fails here until it refers to its account with ON DELETE CASCADE, or is added to
    // ownerKindTables (repository.ts) and deleted there, or to holdsNoAccount above with the reason.
    expect(await deletionGaps(t)).toEqual([]);
  });

  it('finds the owner-kind tables with the columns the deletion uses', async () => {
    for (const [table, kindColumn] of Object.entries(ownerKindTables)) {
      const { rows } = await sql`
        select * from ${sql.table(table)} where ${sql.ref(kindColumn)} = 'captain' and owner_id = ${-1}`.execute(
        t.app.database.db,
      );
      expect(rows).toEqual([]);
    }
  });

  it('fails for a future table that refers to an account without cascading, or not at all', async () => {
    const db = t.app.database.db;
    await sql`create table future_notes (id integer primary key, user_id integer references users(id))`.execute(
      db,
    );
    await sql`create table future_owned (id integer primary key, owner_id integer not null)`.execute(db);
    try {
      expect((await deletionGaps(t)).sort()).toEqual([
        'future_notes.user_id -> users is ON DELETE NO ACTION',
        'future_notes: neither cascades from an account nor is listed',
        'future_owned: neither cascades from an account nor is listed',
      ]);
    } finally {
      await sql`drop table future_notes`.execute(db);
      await sql`drop table future_owned`.execute(db);
    }
  });
});
