// Stand-in for src/server/db/sqlite-statement-cache.ts: statements kept by SQL text, rows made by better-sqlite3.
import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import { notingWrites } from '../../src/server/db/sqlite-statement-cache.ts';

export function withStatementCache(
  database: SQLite.Database,
  onWrite: () => void = () => undefined,
): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => database.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        const prepared = database.prepare(sql);
        statement = prepared.readonly ? prepared : notingWrites(prepared, onWrite);
        // The bench runs no schema change after the app started; kept unbounded for the same reason.
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
