// Stand-in for src/server/db/sqlite-statement-cache.ts: Kysely prepares every query anew on the database itself.
import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';
import { notingWrites } from '../../src/server/db/sqlite-statement-cache.ts';

export function withStatementCache(
  database: SQLite.Database,
  onWrite: () => void = () => undefined,
): SqliteDatabase {
  return {
    close: () => database.close(),
    prepare(sql: string) {
      const statement = database.prepare(sql);
      return statement.readonly ? statement : notingWrites(statement, onWrite);
    },
  };
}
