import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { type DatabaseHandle, migrateToLatest, openDatabase } from './database.ts';
import { migrationsFor } from './migrations/index.ts';

const execFileAsync = promisify(execFile);

const dialect = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

/** Handles and databases opened by one test, closed and dropped after it. */
const opened: DatabaseHandle[] = [];
const created: TestDatabase[] = [];
afterEach(async () => {
  for (const handle of opened.splice(0)) await handle.close();
  for (const database of created.splice(0)) await database.drop();
});

async function freshDatabase(): Promise<TestDatabase> {
  const database = await createTestDatabase();
  created.push(database);
  return database;
}

function open(database: TestDatabase, onPoolError?: (error: Error) => void): DatabaseHandle {
  const handle = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir, onPoolError });
  opened.push(handle);
  return handle;
}

describe(`migrations (${dialect})`, () => {
  it('opens the database of the configured dialect', async () => {
    const handle = open(await freshDatabase());
    expect(handle.dialect).toBe(dialect);
  });

  it('apply the first time and apply nothing the second time', async () => {
    const database = await freshDatabase();
    const handle = open(database);
    expect(await migrateToLatest(handle)).toEqual(Object.keys(migrationsFor(handle.dialect)));
    expect(await migrateToLatest(handle)).toEqual([]);

    // A second process (or a restart) on the same database finds nothing to do either.
    const again = open(database);
    expect(await migrateToLatest(again)).toEqual([]);
    const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
      again.db,
    );
    expect(applied.rows.map((row) => row.name)).toEqual(Object.keys(migrationsFor(again.dialect)));
  });

  it('create the plans table seeded with the yearly and monthly plans, once', async () => {
    const database = await freshDatabase();
    const handle = open(database);
    await migrateToLatest(handle);
    await migrateToLatest(open(database));
    const plans = await handle.db
      .selectFrom('plans')
      .select(['name_en', 'name_pl', 'amount_minor', 'currency', 'duration_days', 'is_active', 'created_at'])
      .orderBy('id')
      .execute();
    expect(plans).toEqual([
      {
        name_en: 'Yearly premium',
        name_pl: 'Premium roczny',
        amount_minor: 4900,
        currency: 'PLN',
        duration_days: 365,
        is_active: 1,
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      },
      {
        name_en: 'Monthly premium',
        name_pl: 'Premium miesięczny',
        amount_minor: 999,
        currency: 'PLN',
        duration_days: 30,
        is_active: 1,
        created_at: expect.any(String),
      },
    ]);
  });

  it('give new plans their own ids and enforce the table’s checks', async () => {
    const handle = open(await freshDatabase());
    await migrateToLatest(handle);
    const plan = {
      name_en: 'Weekend',
      name_pl: 'Weekend',
      currency: 'EUR',
      is_active: 1,
      created_at: new Date().toISOString(),
    };
    const inserted = await handle.db
      .insertInto('plans')
      .values({ ...plan, amount_minor: 500, duration_days: 3 })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(inserted.id).toBe(3);
    await expect(
      handle.db
        .insertInto('plans')
        .values({ ...plan, amount_minor: -1, duration_days: 3 })
        .execute(),
    ).rejects.toThrow(/check/i);
    await expect(
      handle.db
        .insertInto('plans')
        .values({ ...plan, amount_minor: 100, duration_days: 0 })
        .execute(),
    ).rejects.toThrow(/check/i);
  });
});

describe.runIf(dialect === 'sqlite')('SQLite connection', () => {
  it('creates the data directory and the database file in it', async () => {
    const database = await freshDatabase();
    const dataDir = path.join(database.dataDir, 'nested', 'data');
    const handle = openDatabase({ databaseUrl: undefined, dataDir });
    opened.push(handle);
    await migrateToLatest(handle);
    expect(fs.existsSync(path.join(dataDir, 'logbook.db'))).toBe(true);
  });

  it('runs with WAL, synchronous NORMAL, foreign keys and a busy timeout', async () => {
    const handle = open(await freshDatabase());
    const pragma = async (name: string) =>
      Object.values(
        (await sql.raw<Record<string, unknown>>(`pragma ${name}`).execute(handle.db)).rows[0] ?? {},
      )[0];
    expect(await pragma('journal_mode')).toBe('wal');
    expect(await pragma('synchronous')).toBe(1);
    expect(await pragma('foreign_keys')).toBe(1);
    expect(await pragma('busy_timeout')).toBe(5000);
  });

  it('lets a transaction that reads and then writes finish while another process writes the same file', async () => {
    const database = await freshDatabase();
    const handle = open(database);
    await migrateToLatest(handle);
    const file = path.join(database.dataDir, 'logbook.db');
    // The other process: the admin command granting Premium while the app is busy.
    const otherWrite = `const db = new (require('better-sqlite3'))(process.argv[1]); db.pragma('busy_timeout = 5000');
      db.prepare("update plans set name_en = 'changed elsewhere' where id = 1").run(); db.close();`;

    const { other } = await handle.db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('plans')
        .select('name_en')
        .where('id', '=', 2)
        .executeTakeFirstOrThrow();
      const other = execFileAsync(process.execPath, ['-e', otherWrite, file], { cwd: process.cwd() });
      // Long enough for the other process to commit, had this transaction not taken the write lock.
      await new Promise((resolve) => setTimeout(resolve, 400));
      await trx
        .updateTable('plans')
        .set({ name_en: `${before.name_en} (read first)` })
        .where('id', '=', 2)
        .execute();
      return { other };
    });
    await other;

    const names = await handle.db.selectFrom('plans').select('name_en').orderBy('id').execute();
    expect(names.map((row) => row.name_en)).toEqual(['changed elsewhere', 'Monthly premium (read first)']);
  });
});

describe.runIf(dialect === 'postgres')('PostgreSQL connection', () => {
  const baseUrl = process.env.TEST_DATABASE_URL ?? '';

  /** Ends one server connection from the outside, as a restart or a network failure would. */
  async function terminateBackend(pid: number) {
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    try {
      const result = await admin.query<{ ok: boolean }>('select pg_terminate_backend($1) as ok', [pid]);
      expect(result.rows[0]?.ok).toBe(true);
    } finally {
      await admin.end();
    }
  }

  async function backendPid(handle: DatabaseHandle): Promise<number> {
    const result = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db);
    const pid = result.rows[0]?.pid;
    if (typeof pid !== 'number') throw new Error('no backend pid');
    return pid;
  }

  it('keeps its tables in the schema of its own connection', async () => {
    const handle = open(await freshDatabase());
    await migrateToLatest(handle);
    const result = await sql<{ table_name: string }>`
      select table_name from information_schema.tables where table_schema = current_schema() order by table_name
    `.execute(handle.db);
    const tables = result.rows.map((row) => row.table_name);
    expect(tables).toEqual(
      expect.arrayContaining(['kysely_migration', 'kysely_migration_lock', 'plans', 'users']),
    );
    expect(tables).toEqual([...tables].sort());
  });

  it('migrates a schema even when another schema of the database already has migration tables', async () => {
    const first = open(await freshDatabase());
    expect(await migrateToLatest(first)).toEqual(Object.keys(migrationsFor('postgres')));
    const second = open(await freshDatabase());
    expect(await migrateToLatest(second)).toEqual(Object.keys(migrationsFor('postgres')));
    const count = await second.db
      .selectFrom('plans')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(count.n).toBe(2);
  });

  it('migrates while other schemas of the database come and go (test files, other apps)', async () => {
    const churn = new pg.Client({ connectionString: baseUrl });
    await churn.connect();
    let churning = true;
    const churner = (async () => {
      for (let round = 0; churning; round++) {
        const schema = `churn_${process.pid}_${round}`;
        await churn.query(`create schema ${schema}`);
        await churn.query(`create table ${schema}.t (id serial primary key, name text)`);
        await churn.query(`drop schema ${schema} cascade`);
      }
    })();
    try {
      for (let run = 0; run < 3; run++) {
        const handle = open(await freshDatabase());
        expect(await migrateToLatest(handle)).toEqual(Object.keys(migrationsFor('postgres')));
      }
    } finally {
      churning = false;
      await churner;
      await churn.end();
    }
  });

  it('sees only the tables of its own schema when it looks for its migration tables', async () => {
    const other = open(await freshDatabase());
    await migrateToLatest(other);
    const own = open(await freshDatabase());
    expect(await own.db.introspection.getTables()).toEqual([]);
    await migrateToLatest(own);
    const names = (await own.db.introspection.getTables()).map((table) => table.name);
    expect(names).toEqual(expect.arrayContaining(['kysely_migration', 'plans', 'users']));
    expect(new Set(names).size).toBe(names.length);
  });

  it('passes an error on an idle connection to onPoolError and keeps working', async () => {
    let reportError: (error: Error) => void = () => {};
    const reported = new Promise<Error>((resolve) => {
      reportError = resolve;
    });
    const onPoolError = vi.fn((error: Error) => reportError(error));
    const handle = open(await freshDatabase(), onPoolError);
    await migrateToLatest(handle);

    // The pool now holds one idle connection; end it on the server side.
    await terminateBackend(await backendPid(handle));
    const error = await reported;
    expect(error.message).toMatch(/terminat/i);
    expect(onPoolError).toHaveBeenCalledTimes(1);

    // The next query gets a new connection.
    const plans = await handle.db.selectFrom('plans').select('id').execute();
    expect(plans).toHaveLength(2);
  });

  describe('inside the app', () => {
    let database: TestDatabase;
    let app: Awaited<ReturnType<typeof buildApp>>;
    const logLines: string[] = [];
    beforeAll(async () => {
      database = await createTestDatabase();
      const config = {
        ...loadConfig({}),
        dataDir: database.dataDir,
        databaseUrl: database.databaseUrl,
        webDir: path.join(database.dataDir, 'no-web-build'),
        logLevel: 'error' as const,
      };
      app = await buildApp(config, { logStream: { write: (line) => logLines.push(line) } });
    });
    afterAll(async () => {
      await app.close();
      await database.drop();
    });

    it('logs a failed idle connection and goes on answering requests', async () => {
      expect((await app.inject({ method: 'GET', url: '/api/subscriptions/plans' })).statusCode).toBe(200);
      await terminateBackend(await backendPid(app.database));
      await vi.waitFor(() => expect(logLines.join('')).toContain('idle PostgreSQL connection failed'));
      const response = await app.inject({ method: 'GET', url: '/api/subscriptions/plans' });
      expect(response.statusCode).toBe(200);
      expect(response.json().plans).toHaveLength(2);
    });
  });
});
