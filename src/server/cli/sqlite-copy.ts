import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CommandRefused } from './arguments.ts';

/** What a copy of the database holds, to print after a backup or a restore. */
export interface DatabaseContents {
  bytes: number;
  trips: number;
  captains: number;
  students: number;
}

/** Counts in a database file, opened read-only so that looking never changes it. */
export function contentsOf(file: string): DatabaseContents {
  const database = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const exists = database.prepare("select 1 from sqlite_master where type = 'table' and name = ?");
    // A backup from an older build may lack a later table; it has none of those rows.
    const count = (table: string) =>
      exists.get(table)
        ? (database.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n
        : 0;
    return {
      bytes: fs.statSync(file).size,
      trips: count('trips'),
      captains: count('users'),
      students: count('students'),
    };
  } finally {
    database.close();
  }
}

export function describeContents(contents: DatabaseContents): string {
  return `${contents.bytes} bytes, ${contents.trips} trips, ${contents.captains} captain and ${contents.students} student accounts`;
}

/** Rows of `PRAGMA integrity_check` other than "ok": empty when the file is sound. */
export function integrityProblems(database: SQLite.Database): string[] {
  const rows = database.pragma('integrity_check') as { integrity_check: string }[];
  return rows.map((row) => row.integrity_check).filter((line) => line !== 'ok');
}

/** Makes a written file and its new name survive a power cut before anyone relies on them. */
export function syncFileAndFolder(file: string) {
  const handle = fs.openSync(file, 'r');
  try {
    fs.fsyncSync(handle);
  } finally {
    fs.closeSync(handle);
  }
  const folder = fs.openSync(path.dirname(file), 'r');
  try {
    fs.fsyncSync(folder);
  } finally {
    fs.closeSync(folder);
  }
}

export function refuseOnPostgres(databaseUrl: string | undefined, command: string) {
  if (databaseUrl) {
    throw new CommandRefused(
      `${command} copies the SQLite database only; DATABASE_URL points at PostgreSQL. Use pg_dump and PostgreSQL's point-in-time recovery instead (docs/backups.md).`,
    );
  }
}
