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
 * A fresh database for one test file: a new SQLite file in a temporary DATA_DIR, or, when the project runs
 * with TEST_DB=postgres, a new schema in TEST_DATABASE_URL that the connection's search_path points at.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'logbook-test-'));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (process.env.TEST_DB !== 'postgres') {
    return { databaseUrl: undefined, dataDir, dialect: 'sqlite', drop: async () => removeDir() };
  }
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
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
