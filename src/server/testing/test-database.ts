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
 * The PostgreSQL database this test worker makes its schemas in: TEST_DATABASE_URL's own database plus the
 * worker's slot (VITEST_POOL_ID), created on first use. Kysely's migrator reads the catalog of every schema in
 * its database, and a schema another file drops meanwhile fails it ('schema "test_..." does not exist'); files
 * running side by side in other workers therefore never share a database. One file at a time per slot.
 */
let workerDatabase: Promise<string> | undefined;
function workerDatabaseUrl(baseUrl: string): Promise<string> {
  workerDatabase ??= (async () => {
    const url = new URL(baseUrl);
    const name = `${decodeURIComponent(url.pathname.slice(1)) || 'postgres'}_w${process.env.VITEST_POOL_ID ?? '1'}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    try {
      const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (exists.rowCount === 0) {
        await admin.query(`create database "${name}"`).catch((error: { code?: string }) => {
          // 42P04 duplicate_database: another run made it at the same moment.
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
