import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../config.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const live = (t: TestApp) => t.app.inject({ method: 'GET', url: '/api/health/live' });
const ready = (t: TestApp) => t.app.inject({ method: 'GET', url: '/api/health/ready' });
const healthy = { status: 'ok', database: 'ok', redis: 'not_configured' };

describe('health probes', () => {
  let t: TestApp;
  const logged: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(
      { logLevel: 'info' },
      { logger: true, logStream: { write: (l) => logged.push(l) } },
    );
  });
  afterAll(async () => t.close());

  it('live answers ok, never cached', async () => {
    const response = await live(t);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('ready answers ok on a migrated database, without Redis configured', async () => {
    const response = await ready(t);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(healthy);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('ready answers 503 not_migrated while the newest migration is not recorded, and ok once it is again', async () => {
    const { db } = t.app.database;
    const newest = (
      await sql<{
        name: string;
        timestamp: string;
      }>`select name, timestamp from kysely_migration order by name desc limit 1`.execute(db)
    ).rows[0];
    if (!newest) throw new Error('no migration recorded');
    await sql`delete from kysely_migration where name = ${newest.name}`.execute(db);
    try {
      const response = await ready(t);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'unavailable',
        database: 'not_migrated',
        redis: 'not_configured',
      });
      expect(response.headers['cache-control']).toBe('no-store');
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${newest.name}, ${newest.timestamp})`.execute(
        db,
      );
    }
    const again = await ready(t);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(healthy);
  });

  it('documents both probes in the OpenAPI description, tagged health, with the 503 answer', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(spec.paths['/api/health/live'].get.tags).toEqual(['health']);
    expect(spec.paths['/api/health/ready'].get.tags).toEqual(['health']);
    expect(Object.keys(spec.paths['/api/health/ready'].get.responses)).toEqual(['200', '503']);
  });

  it('is never rate limited and never logged', async () => {
    const most = Math.max(
      ...Object.values(defaultRateLimits).filter((value) => value < defaultRateLimits.windowMs),
    );
    logged.length = 0;
    for (let i = 0; i < most + 20; i += 1) {
      expect((await live(t)).statusCode).toBe(200);
      expect((await ready(t)).statusCode).toBe(200);
    }
    expect(logged.join('')).not.toContain('/api/health');
    // The same logger writes other requests' lines: the stream is really captured.
    await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(logged.join('')).toContain('/api/config');
  });
});

describe('health probes when the database is gone', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('ready answers 503 unreachable once the database handle is closed; live still answers', async () => {
    await t.app.database.close();
    const response = await ready(t);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'unavailable',
      database: 'unreachable',
      redis: 'not_configured',
    });
    expect((await live(t)).statusCode).toBe(200);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe('health probes with Redis (REDIS_URL)', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it.runIf(redisUrl)('ready answers ok when Redis answers', async () => {
    t = await createTestApp({ redisUrl });
    const response = await ready(t);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok', redis: 'ok' });
    expect(response.statusCode).toBe(200);
  });

  it('ready answers 503 unreachable, within about two seconds, when nobody listens at REDIS_URL', async () => {
    t = await createTestApp({ redisUrl: 'redis://127.0.0.1:1' });
    const started = Date.now();
    const response = await ready(t);
    expect(Date.now() - started).toBeLessThan(2500);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', database: 'ok', redis: 'unreachable' });
    expect(response.body).not.toContain('127.0.0.1');
  });
});
