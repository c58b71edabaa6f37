import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CommandRefused } from './arguments.ts';
import { contentsOf, type DatabaseContents, integrityProblems, syncFileAndFolder } from './sqlite-copy.ts';

export interface BackupOptions {
  /** Replace an existing file at the target. */
  force: boolean;
  /**
   * Pages copied per step. By default all of them in one step: one read transaction, so a copy of a database
   * the app keeps writing can never restart (SQLite restarts a backup when another connection writes between
   * steps) and WAL lets the app write meanwhile. Tests give a small number to write between steps.
   */
  pagesPerStep?: number;
  /** Called between steps (tests write to the live database here). */
  betweenSteps?: () => void;
}

/**
 * Copies the live database with SQLite's online backup into a temporary file beside the target, makes that
 * copy a standalone file (rollback journal, no -wal beside it), checks it and only then gives it the
 * target's name, so a half-written backup never looks like a finished one.
 */
export async function backupSqlite(
  source: string,
  target: string,
  options: BackupOptions,
): Promise<DatabaseContents> {
  if (!fs.existsSync(source)) throw new CommandRefused(`There is no database at ${source}.`);
  if (fs.existsSync(target) && fs.statSync(target).isDirectory()) {
    throw new CommandRefused(`${target} is a folder; give the name of the backup file.`);
  }
  if (fs.existsSync(target) && !options.force) {
    throw new CommandRefused(`${target} already exists; give --force to replace it.`);
  }
  if (!fs.existsSync(path.dirname(target))) {
    throw new CommandRefused(`The folder ${path.dirname(target)} does not exist.`);
  }
  const partial = path.join(path.dirname(target), `.${path.basename(target)}.partial-${process.pid}`);
  try {
    const live = new SQLite(source, { fileMustExist: true, timeout: 5000 });
    try {
      const pagesPerStep = options.pagesPerStep ?? 0x7fffffff;
      await live.backup(partial, {
        progress: () => {
          options.betweenSteps?.();
          return pagesPerStep;
        },
      });
    } finally {
      live.close();
    }
    const copy = new SQLite(partial, { fileMustExist: true });
    try {
      // The copy carries the live file's WAL flag; a backup must open alone, read-only, with no -wal beside it.
      copy.pragma('journal_mode = DELETE');
      const problems = integrityProblems(copy);
      if (problems.length > 0)
        throw new CommandRefused(`The copy failed its integrity check: ${problems.join('; ')}`);
    } finally {
      copy.close();
    }
    syncFileAndFolder(partial);
    fs.renameSync(partial, target);
    syncFileAndFolder(target);
  } finally {
    fs.rmSync(partial, { force: true });
  }
  return contentsOf(target);
}
