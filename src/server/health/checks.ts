import { sql } from 'kysely';
import type { HealthReadyResponse } from '#domain/health.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { migrationsFor } from '../db/migrations/index.ts';
import { onFirstUse } from '../on-first-use.ts';

type Part = HealthReadyResponse['database'];

export interface HealthChecksOptions {
  database: DatabaseHandle;
  redisUrl: string | undefined;
  /** How long one check may take before its part counts as unreachable (a hung database must not hang the probe). */
  timeoutMs?: number;
}

export interface HealthChecks {
  ready(): Promise<HealthReadyResponse>;
  close(): Promise<void>;
}

class CheckTimedOut extends Error {}

/** The check's answer, or a rejection once `ms` have passed; the timer never keeps the process alive. */
function within<T>(ms: number, check: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CheckTimedOut()), ms);
    timer.unref();
  });
  return Promise.race([check, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Whether the database answers, and has recorded every migration of this build in Kysely's kysely_migration
 * table (an older database behind a newer build is not ready, whatever else it answers).
 */
async function databasePart(database: DatabaseHandle, timeoutMs: number): Promise<Part> {
  const expected = Object.keys(migrationsFor(database.dialect));
  try {
    await within(timeoutMs, sql`select 1`.execute(database.db));
  } catch {
    return 'unreachable';
  }
  try {
    const { rows } = await within(
      timeoutMs,
      sql<{ name: string }>`select name from kysely_migration`.execute(database.db),
    );
    const recorded = new Set(rows.map((row) => row.name));
    return expected.every((name) => recorded.has(name)) ? 'ok' : 'not_migrated';
  } catch (error) {
    // A database that answered a moment ago but has no migration table was never migrated.
    return error instanceof CheckTimedOut ? 'unreachable' : 'not_migrated';
  }
}

/** The checks GET /api/health/ready runs: the database, and Redis when REDIS_URL is set. */
export function healthChecks({ database, redisUrl, timeoutMs = 1500 }: HealthChecksOptions): HealthChecks {
  // A connection of its own, so the probe reports Redis itself; ioredis is loaded only when Redis is configured.
  const redis = onFirstUse(async () => {
    const { Redis } = await import('ioredis');
    const client = new Redis(redisUrl ?? '', {
      lazyConnect: true,
      connectTimeout: timeoutMs,
      // A ping fails as soon as a connection attempt fails, rather than waiting through reconnections.
      maxRetriesPerRequest: 0,
    });
    // The rate-limit store's client already logs Redis outages; the probe answers `unreachable` instead.
    client.on('error', () => {});
    return client;
  });
  let redisStarted = false;

  async function redisPart(): Promise<Part> {
    if (!redisUrl) return 'not_configured';
    try {
      redisStarted = true;
      const client = await redis();
      return (await within(timeoutMs, client.ping())) === 'PONG' ? 'ok' : 'unreachable';
    } catch {
      return 'unreachable';
    }
  }

  return {
    async ready() {
      const [databaseState, redisState] = await Promise.all([databasePart(database, timeoutMs), redisPart()]);
      const ok = databaseState === 'ok' && (redisState === 'ok' || redisState === 'not_configured');
      return { status: ok ? 'ok' : 'unavailable', database: databaseState, redis: redisState };
    },
    async close() {
      if (redisStarted) (await redis()).disconnect();
    },
  };
}
