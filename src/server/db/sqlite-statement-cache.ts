import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** A schema change: statements prepared before it may name other columns now. */
const schemaChange = /^\s*(create|alter|drop)\b/i;

/**
 * Rows as arrays (raw mode) made into objects here, with the column names read once per statement:
 * better-sqlite3 builds each row object property by property in native code, which cost about twice as much
 * as this for a list (150 yachts: the largest share of the route's CPU in the profile, see bench/README.md).
 * The objects are the same: the columns' names in order, a later column of the same name replacing an
 * earlier one, as better-sqlite3 does. The names are read again when a row's length no longer matches them,
 * and every statement is dropped after a schema change made through this connection (the migrations).
 */
function readerStatement(statement: SQLite.Statement): SqliteStatement {
  statement.raw(true);
  let names = statement.columns().map((column) => column.name);
  const toObject = (row: unknown[]) => {
    if (row.length !== names.length) names = statement.columns().map((column) => column.name);
    const object: Record<string, unknown> = {};
    for (let i = 0; i < names.length; i += 1) object[names[i] as string] = row[i];
    return object;
  };
  return {
    reader: true,
    all(parameters) {
      const rows = statement.all(parameters) as unknown[][];
      const objects = new Array<unknown>(rows.length);
      for (let i = 0; i < rows.length; i += 1) objects[i] = toObject(rows[i] as unknown[]);
      return objects;
    },
    run(parameters) {
      return statement.run(parameters);
    },
    *iterate(parameters) {
      for (const row of statement.iterate(parameters)) yield toObject(row as unknown[]);
    },
  };
}

/** The statement, telling `onWrite` each time it has run (a statement that writes, see sqlite-changes.ts). */
export function notingWrites(statement: SqliteStatement, onWrite: () => void): SqliteStatement {
  return {
    reader: statement.reader,
    all(parameters) {
      try {
        return statement.all(parameters);
      } finally {
        onWrite();
      }
    },
    run(parameters) {
      try {
        return statement.run(parameters);
      } finally {
        onWrite();
      }
    },
    *iterate(parameters) {
      try {
        yield* statement.iterate(parameters);
      } finally {
        onWrite();
      }
    },
  };
}

/**
 * Kysely prepares a new better-sqlite3 statement for every query, which was the largest cost of a simple
 * API read (see bench/README.md). Queries are built from a small set of shapes, so prepared statements are
 * kept by SQL text. Kysely runs one query at a time per connection, so a statement is never used twice at once.
 */
export function withStatementCache(
  database: SQLite.Database,
  onWrite: () => void = () => undefined,
  maxStatements = 500,
): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => {
      statements.clear();
      database.close();
    },
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        const prepared = database.prepare(sql);
        if (prepared.reader) statement = readerStatement(prepared);
        else if (schemaChange.test(sql)) {
          // Not kept, and every kept statement is forgotten once it has run.
          return notingWrites(
            {
              reader: false,
              all: (parameters) => prepared.all(parameters),
              run(parameters) {
                const result = prepared.run(parameters);
                statements.clear();
                return result;
              },
              iterate: (parameters) => prepared.iterate(parameters),
            },
            onWrite,
          );
        } else statement = prepared;
        if (!prepared.readonly) statement = notingWrites(statement, onWrite);
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
