import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';

export interface TestDatabase {
  databaseUrl: string | undefined;
  dataDir: string;
  dialect: 'sqlite' | 'postgres';
  drop(): Promise<void>;
}

/** This worker's own database, made for the run by postgres-global-setup.ts, in TEST_DATABASE_URL's server. */
function workerDatabaseUrl(testDatabaseUrl: string): string {
  const databases = inject('postgresWorkerDatabases');
  const slot = Number(process.env.VITEST_POOL_ID ?? '1');
  const name = databases[slot - 1];
  if (!name) {
    throw new Error(
      `No database for worker ${slot} of ${databases.length}: server-postgres runs with postgres-global-setup.ts and at most a worker per core`,
    );
  }
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${encodeURIComponent(name)}`;
  return url.toString();
}

/**
 * A fresh database for one test file: a new SQLite file in a temporary DATA_DIR, or, when the project runs
 * with TEST_DB=postgres, a new schema in this worker's database that the connection's search_path points at.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'logbook-test-'));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (process.env.TEST_DB !== 'postgres') {
    return { databaseUrl: undefined, dataDir, dialect: 'sqlite', drop: async () => removeDir() };
  }
  const testDatabaseUrl = process.env.TEST_DATABASE_URL;
  if (!testDatabaseUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const baseUrl = workerDatabaseUrl(testDatabaseUrl);
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
