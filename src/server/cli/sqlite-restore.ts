import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { migrationsFor } from '../db/migrations/index.ts';
import { CommandRefused } from './arguments.ts';
import { contentsOf, type DatabaseContents, integrityProblems, syncFileAndFolder } from './sqlite-copy.ts';

export interface RestoreResult {
  contents: DatabaseContents;
  /** Where the database that was in place now is; undefined when there was none. */
  keptAs: string | undefined;
  /** Migrations this build has and the backup lacks; the app applies them when it starts. */
  pendingMigrations: string[];
}

const sidecars = ['-wal', '-shm', '-journal'];

/** Refuses a file that is not a sound database of this app at a migration this build knows. */
function checkBackup(file: string): string[] {
  if (!fs.existsSync(file)) throw new CommandRefused(`There is no file at ${file}.`);
  if (fs.existsSync(`${file}-wal`) && fs.statSync(`${file}-wal`).size > 0) {
    throw new CommandRefused(
      `${file} has a -wal file beside it: it is a live database, not a backup. Make one with the backup command.`,
    );
  }
  let database: SQLite.Database;
  try {
    database = new SQLite(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new CommandRefused(`${file} cannot be opened as a SQLite database: ${(error as Error).message}`);
  }
  try {
    let hasMigrations: boolean;
    try {
      hasMigrations = !!database
        .prepare("select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'")
        .get();
    } catch (error) {
      throw new CommandRefused(`${file} is not a SQLite database: ${(error as Error).message}`);
    }
    if (!hasMigrations)
      throw new CommandRefused(`${file} is not a Logbook database (it has no migrations table).`);
    const applied = (
      database.prepare('select name from kysely_migration order by name').all() as { name: string }[]
    ).map((row) => row.name);
    const known = Object.keys(migrationsFor('sqlite'));
    const unknown = applied.filter((name) => !known.includes(name));
    if (applied.length === 0 || unknown.length === applied.length) {
      throw new CommandRefused(
        `${file} is not a Logbook database (none of its migrations is one of this app's).`,
      );
    }
    if (unknown.length > 0) {
      throw new CommandRefused(
        `${file} comes from a newer build of Logbook (migrations this build does not know: ${unknown.join(', ')}). Restore it with that build or a later one.`,
      );
    }
    const problems = integrityProblems(database);
    if (problems.length > 0)
      throw new CommandRefused(`${file} fails the integrity check: ${problems.join('; ')}`);
    return known.filter((name) => !applied.includes(name));
  } finally {
    database.close();
  }
}

/**
 * Refuses while any other connection has the live database open. The app keeps it open in WAL mode for its
 * whole life, and SQLite changes a database out of WAL mode only for a connection that is alone with it;
 * the switch also folds the WAL into the file, so the database kept aside is complete without its -wal.
 */
function checkNobodyHasOpen(live: string) {
  if (!fs.existsSync(live)) return;
  const probe = new SQLite(live, { fileMustExist: true, timeout: 1000 });
  try {
    let mode: unknown;
    try {
      mode = probe.pragma('journal_mode = DELETE', { simple: true });
    } catch (error) {
      if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error;
    }
    if (mode !== 'delete') {
      throw new CommandRefused(
        `${live} is open in another process (the app, or an admin command). Stop the app first, then restore.`,
      );
    }
  } finally {
    probe.close();
  }
}

/** Puts a backup in place of the live database, keeping the live one aside under a dated name. */
export function restoreSqlite(backup: string, live: string, now: Date): RestoreResult {
  if (path.resolve(backup) === path.resolve(live)) {
    throw new CommandRefused(
      `${backup} is the live database itself; give a backup made with the backup command.`,
    );
  }
  const pendingMigrations = checkBackup(backup);
  checkNobodyHasOpen(live);
  fs.mkdirSync(path.dirname(live), { recursive: true });
  let keptAs: string | undefined;
  if (fs.existsSync(live)) {
    keptAs = `${live}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
    fs.renameSync(live, keptAs);
    for (const suffix of sidecars) {
      if (fs.existsSync(live + suffix)) fs.renameSync(live + suffix, keptAs + suffix);
    }
  }
  const partial = `${live}.restoring-${process.pid}`;
  try {
    fs.copyFileSync(backup, partial);
    syncFileAndFolder(partial);
    fs.renameSync(partial, live);
    syncFileAndFolder(live);
  } catch (error) {
    // A copy that failed (a full disk) must not leave DATA_DIR without its database.
    if (keptAs && !fs.existsSync(live)) fs.renameSync(keptAs, live);
    throw error;
  } finally {
    fs.rmSync(partial, { force: true });
  }
  return { contents: contentsOf(live), keptAs, pendingMigrations };
}
