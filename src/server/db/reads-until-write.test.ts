import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, migrateToLatest, openDatabase } from './database.ts';
import { readsUntilWrite } from './reads-until-write.ts';

describe('reads kept until a write (SQLite)', () => {
  let dir: string;
  let app: DatabaseHandle;
  let otherProcess: DatabaseHandle;
  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'logbook-reads-'));
    app = openDatabase({ databaseUrl: undefined, dataDir: dir });
    await migrateToLatest(app);
    otherProcess = openDatabase({ databaseUrl: undefined, dataDir: dir });
  });
  afterEach(async () => {
    await app.close();
    await otherProcess.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** The number of plans, read through the memo, and how many times the database was asked. */
  function plansCount() {
    const memo = readsUntilWrite<number>(app.changes);
    let reads = 0;
    const read = () =>
      memo.get('plans', async () => {
        reads += 1;
        const row = await app.db
          .selectFrom('plans')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirst();
        return Number(row?.n);
      });
    return { read, reads: () => reads };
  }
  const addPlan = (db: DatabaseHandle['db'], name: string) =>
    db
      .insertInto('plans')
      .values({
        name_en: name,
        name_pl: name,
        amount_minor: 100,
        currency: 'PLN',
        duration_days: 30,
        is_active: 1,
        created_at: new Date().toISOString(),
      })
      .execute();

  it('keeps a row until this process writes', async () => {
    const { read, reads } = plansCount();
    const before = await read();
    expect(await read()).toBe(before);
    expect(reads()).toBe(1);
    await addPlan(app.db, 'Lokalny');
    expect(await read()).toBe(Number(before) + 1);
    expect(reads()).toBe(2);
  });

  it('reads again once another connection (another process) has committed', async () => {
    const { read, reads } = plansCount();
    const before = await read();
    await addPlan(otherProcess.db, 'Z innego procesu');
    expect(await read()).toBe(Number(before) + 1);
    expect(reads()).toBe(2);
  });

  it('does not keep a row read while a write landed', async () => {
    const memo = readsUntilWrite<string>(app.changes);
    expect(
      await memo.get('key', async () => {
        await addPlan(app.db, 'W trakcie');
        return 'stale';
      }),
    ).toBe('stale');
    expect(await memo.get('key', async () => 'fresh')).toBe('fresh');
  });

  it('keeps nothing without a change counter (PostgreSQL)', async () => {
    const memo = readsUntilWrite<string>(undefined);
    let reads = 0;
    const read = async () => {
      reads += 1;
      return String(reads);
    };
    await memo.get('key', read);
    expect(await memo.get('key', read)).toBe('2');
  });
});
