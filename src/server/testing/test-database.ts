import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface TestDatabase {
  databaseUrl: string | undefined;
  dataDir: string;
  dialect: 'sqlite' | 'postgres';
  drop(): Promise<void>;
}

/**
 * The PostgreSQL database this test worker makes its schemas in: TEST_DATABASE_URL's database name, the test
 * run's process id and the worker's slot (VITEST_POOL_ID), created on first use. Kysely's migrator reads the
 * catalog of every schema in its database, and a schema another file drops meanwhile fails it ('schema
 * "test_..." does not exist'); files running side by side (other workers, other runs) never share a database.
 * Databases of earlier runs whose process is gone are dropped here, so they do not pile up.
 */
let workerDatabase: Promise<string> | undefined;
function workerDatabaseUrl(baseUrl: string): Promise<string> {
  workerDatabase ??= (async () => {
    const url = new URL(baseUrl);
    const base = decodeURIComponent(url.pathname.slice(1)) || 'postgres';
    const name = `${base}_run${process.pid}_w${process.env.VITEST_POOL_ID ?? '1'}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    try {
      const existing = await admin.query<{ datname: string }>(
        'select datname from pg_database where starts_with(datname, $1)',
        [`${base}_run`],
      );
      for (const { datname } of existing.rows) {
        const pid = Number(/_run(\d+)_w\d+$/.exec(datname)?.[1]);
        if (!pid || datname === name || processAlive(pid)) continue;
        await admin.query(`drop database if exists "${datname}"`).catch(() => {});
      }
      if (!existing.rows.some((row) => row.datname === name)) {
        await admin.query(`create database "${name}"`).catch((error: { code?: string }) => {
          // 42P04 duplicate_database: made at the same moment by another file of this worker slot.
          if (error.code !== '42P04') throw error;
        });
      }
    } finally {
      await admin.end();
    }
    url.pathname = `/${encodeURIComponent(name)}`;
    return url.toString();
  })();
  return workerDatabase;
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A fresh database for one test file: a new SQLite file in a temporary DATA_DIR, or, when the project runs
 * with TEST_DB=postgres, a new schema (in this worker's database, see above) that the connection's
 * search_path points at.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'logbook-test-'));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (process.env.TEST_DB !== 'postgres') {
    return { databaseUrl: undefined, dataDir, dialect: 'sqlite', drop: async () => removeDir() };
  }
  const testDatabaseUrl = process.env.TEST_DATABASE_URL;
  if (!testDatabaseUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const baseUrl = await workerDatabaseUrl(testDatabaseUrl);
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    databaseUrl: url.toString(),
    dataDir,
    dialect: 'postgres',
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
      removeDir();
    },
  };
}
