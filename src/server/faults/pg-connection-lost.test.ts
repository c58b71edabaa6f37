import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/database.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';

const skipReason =
  process.env.TEST_DB === 'postgres' ? null : 'PostgreSQL only (the server-postgres project)';

describe.skipIf(skipReason !== null)(
  `a PostgreSQL connection ended while a request holds it${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    let database: TestDatabase | undefined;
    let handle: DatabaseHandle | undefined;
    afterAll(async () => {
      await handle?.close();
      await database?.drop();
    });

    it('is reported to onPoolError instead of ending the process, and the next query gets a new connection', async () => {
      database = await createTestDatabase();
      const reported: Error[] = [];
      handle = openDatabase({
        databaseUrl: database.databaseUrl,
        dataDir: database.dataDir,
        onPoolError: (error) => reported.push(error),
      });
      const db = handle.db;

      // The connection is checked out (no query running) when the server ends it: pg emits 'error' on the
      // client, which had no listener before and took the whole process down (seen with pg_ctl stop).
      await db.connection().execute(async (connection) => {
        const pid = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(connection)).rows[0]
          ?.pid;
        const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await admin.connect();
        try {
          await admin.query('select pg_terminate_backend($1)', [pid]);
        } finally {
          await admin.end();
        }
        for (let i = 0; i < 200 && reported.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
      });

      expect((reported[0] as { code?: string } | undefined)?.code).toBe('57P01');
      const again = await sql<{ one: number }>`select 1 as one`.execute(db);
      expect(again.rows).toEqual([{ one: 1 }]);
    });
  },
);
