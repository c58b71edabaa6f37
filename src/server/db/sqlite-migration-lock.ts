import SQLite from 'better-sqlite3';

/** How long a process waits for another that is migrating the same database. */
const waitMs = 120_000;

/**
 * Runs `work` (the migrations) while holding an exclusive lock on a small SQLite file beside the database, so
 * that processes started together (WORKERS, or two servers on one data directory) migrate one at a time: the
 * later ones wait, then find nothing left to do. Kysely's migrator takes no lock on SQLite (it assumes one
 * connection), and two processes applying the same migration at once fail ("duplicate column").
 */
export async function withSqliteMigrationLock<T>(lockFile: string, work: () => Promise<T>): Promise<T> {
  const lock = new SQLite(lockFile);
  try {
    lock.pragma(`busy_timeout = ${waitMs}`);
    // Waits (blocking this process, which is only starting) while another holds the lock.
    lock.exec('begin exclusive');
    try {
      return await work();
    } finally {
      lock.exec('rollback');
    }
  } finally {
    lock.close();
  }
}
