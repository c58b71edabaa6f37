import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from 'kysely';

/**
 * SQLite transactions that take the write lock when they begin. A deferred transaction that reads and then
 * writes fails at once with "database is locked" when another process (the admin command) wrote in between;
 * an immediate one waits for the lock under busy_timeout instead.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  /**
   * SQLite itself rolls the transaction back after some errors (SQLITE_FULL, SQLITE_IOERR...). The ROLLBACK
   * that follows then fails with "no transaction is active", and that error would hide the real one (a full
   * disk would answer 500 instead of 503).
   */
  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await connection.executeQuery(CompiledQuery.raw('rollback'));
    } catch (error) {
      if (error instanceof Error && /no transaction is active/.test(error.message)) return;
      throw error;
    }
  }
}

export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}
