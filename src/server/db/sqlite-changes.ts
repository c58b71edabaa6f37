import type SQLite from 'better-sqlite3';

/** Whether anything may have been written to the database since a moment (see sqlite-changes.ts). */
export interface DatabaseChanges {
  /** A value that differs from every earlier one once anything may have been written since. */
  stamp(): string;
}

/**
 * The writes to a SQLite database, for reads kept in memory between requests (the session of a token): this
 * connection's writes are counted as its statements run (every statement that is not read-only, a transaction's
 * begin, commit and rollback included), and commits by any other connection, another process on the same file
 * among them, show in `PRAGMA data_version` (sqlite.org/pragma.html#pragma_data_version). A stamp taken before a
 * read is the stamp of what the read saw, or of something older: a read kept under it is dropped as soon as
 * anything is written.
 */
export class SqliteChanges implements DatabaseChanges {
  private writes = 0;
  private readonly dataVersion: SQLite.Statement<[], number>;

  constructor(database: SQLite.Database) {
    this.dataVersion = database.prepare<[], number>('pragma data_version').pluck();
  }

  noteWrite() {
    this.writes += 1;
  }

  stamp(): string {
    return `${this.writes}:${this.dataVersion.get()}`;
  }
}
