import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/**
 * Kysely prepares a new better-sqlite3 statement for every query, which was the largest cost of a simple
 * API read (see bench/README.md). Queries are built from a small set of shapes, so prepared statements are
 * kept by SQL text. Kysely runs one query at a time per connection, so a statement is never used twice at once.
 */
export function withStatementCache(database: SQLite.Database, maxStatements = 500): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      statements.clear();
      database.close();
    },
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = database.prepare(sql);
        if (statements.size >= maxStatements) {
          const oldest = statements.keys().next().value;
          if (oldest !== undefined) statements.delete(oldest);
        }
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
