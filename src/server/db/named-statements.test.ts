import { CompiledQuery, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
import { prepareOnPostgres } from './named-statements.ts';

const dialect = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

describe.runIf(dialect === 'postgres')('named prepared statements (PostgreSQL)', () => {
  it('keeps the plan of a registered query on the connection, and of no other', async () => {
    const handle = openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, dataDir: '' });
    const registered = 'select $1::int + 1 as next';
    prepareOnPostgres(registered);
    try {
      const prepared = await handle.db.connection().execute(async (connection) => {
        const run = await connection.executeQuery<{ next: number }>(CompiledQuery.raw(registered, [41]));
        expect(run.rows).toEqual([{ next: 42 }]);
        // Run twice: the second run uses the kept plan.
        expect((await connection.executeQuery(CompiledQuery.raw(registered, [1]))).rows).toEqual([
          { next: 2 },
        ]);
        await connection.executeQuery(CompiledQuery.raw('select $1::int as other', [1]));
        return (
          await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(connection)
        ).rows.map((row) => row.statement);
      });
      expect(prepared).toEqual([registered]);
    } finally {
      await handle.close();
    }
  });
});
