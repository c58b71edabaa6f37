// Stand-in for src/server/db/sqlite-statement-cache.ts: Kysely prepares every query anew on the database itself.
import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

export function withStatementCache(database: SQLite.Database): SqliteDatabase {
  return database as unknown as SqliteDatabase;
}
