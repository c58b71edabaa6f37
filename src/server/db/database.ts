import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, sql } from 'kysely';
import type { Pool, PoolClient } from 'pg';
import type { Dialect } from './dialect.ts';
import { migrationsFor } from './migrations/index.ts';
import { runNamedStatements } from './named-statements.ts';
import { OwnSchemaPostgresDialect } from './own-schema-postgres-dialect.ts';
import type { Database } from './schema.ts';
import { type DatabaseChanges, SqliteChanges } from './sqlite-changes.ts';
import { sqliteFile } from './sqlite-file.ts';
import { ImmediateSqliteDialect } from './sqlite-immediate-dialect.ts';
import { withSqliteMigrationLock } from './sqlite-migration-lock.ts';
import { withStatementCache } from './sqlite-statement-cache.ts';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  dialect: Dialect;
  /** SQLite: whether anything may have been written since a moment, for reads kept between requests. */
  changes?: DatabaseChanges;
  /** SQLite: the lock file processes migrating the same database take in turn (sqlite-migration-lock.ts). */
  migrationLockFile?: string;
  /** PostgreSQL: the pool's connections now, for the metrics (null until the first query opened the pool). */
  poolUse?: () => PoolUse | null;
  close(): Promise<void>;
}

export interface PoolUse {
  total: number;
  idle: number;
  /** Queries waiting for a connection because all are in use. */
  waiting: number;
}

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  /** Called for errors on PostgreSQL connections (idle or in use), which must never crash the process. */
  onPoolError?: (error: Error) => void;
}

/** pg's pool, pg loaded with it: Kysely asks for it on the first query, so a SQLite process never loads pg. */
async function openPool(options: DatabaseOptions & { databaseUrl: string }) {
  const { default: pg } = await import('pg');
  // pg returns int8 (count(*), sums) as strings; our counts always fit in a JS number.
  pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: 10,
    connectionTimeoutMillis: 5000,
  });
  pool.on('error', (error) => options.onPoolError?.(error));
  // A connection the database ends while a query holds it (pg_ctl stop, a restart, a failover) emits 'error'
  // on its client, and an 'error' without a listener would end the process; the query itself fails and
  // answers 503, and the pool drops the broken client when it comes back. Idle clients are the pool's.
  const inUse = new WeakSet<PoolClient>();
  pool.on('acquire', (client) => inUse.add(client));
  pool.on('release', (_error, client) => inUse.delete(client));
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      if (inUse.has(client as PoolClient)) options.onPoolError?.(error);
    });
    runNamedStatements(client);
  });
  return pool;
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  const { databaseUrl } = options;
  if (databaseUrl) {
    let pool: Pool | null = null;
    const db = new Kysely<Database>({
      dialect: new OwnSchemaPostgresDialect({
        pool: async () => {
          pool = await openPool({ ...options, databaseUrl });
          return pool;
        },
      }),
    });
    const poolUse = () =>
      pool && { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
    return { db, dialect: 'postgres', poolUse, close: () => db.destroy() };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const sqlite = new SQLite(sqliteFile(options.dataDir));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // SQLite's own lower() folds only ASCII; searches compare lower(x) like lower(term) and must fold Ł, Ś, Ż too.
  sqlite.function('lower', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? value.toLowerCase() : value,
  );
  const changes = new SqliteChanges(sqlite);
  const db = new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite, () => changes.noteWrite()) }),
  });
  return {
    db,
    dialect: 'sqlite',
    changes,
    migrationLockFile: `${sqliteFile(options.dataDir)}-migration-lock`,
    close: () => db.destroy(),
  };
}

export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  const { migrationLockFile } = handle;
  return migrationLockFile
    ? withSqliteMigrationLock(migrationLockFile, () => migrate(handle))
    : migrate(handle);
}

async function migrate(handle: DatabaseHandle): Promise<string[]> {
  const migrations = migrationsFor(handle.dialect);
  // Kysely looks for its migration tables in every schema unless told which one; name the connection's own
  // schema, or another schema's kysely_migration table (another app, another test) hides ours.
  const migrationTableSchema =
    handle.dialect === 'postgres'
      ? ((await sql<{ schema: string | null }>`select current_schema() as schema`.execute(handle.db)).rows[0]
          ?.schema ?? undefined)
      : undefined;
  const migrator = new Migrator({
    db: handle.db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
