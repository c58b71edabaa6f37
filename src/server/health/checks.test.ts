import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { healthChecks } from './checks.ts';

describe.runIf(process.env.TEST_DB === 'postgres')('health checks on a PostgreSQL that cannot answer', () => {
  let scratch: TestDatabase;
  let silent: net.Server;
  const accepted: net.Socket[] = [];

  beforeAll(async () => {
    scratch = await createTestDatabase();
    // Accepts connections and never says a word: a database that hangs.
    silent = net.createServer((socket) => accepted.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    for (const socket of accepted) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
    await scratch.drop();
  });

  async function readyAt(databaseUrl: string) {
    const database = openDatabase({ databaseUrl, dataDir: scratch.dataDir });
    const checks = healthChecks({ database, redisUrl: undefined });
    try {
      const started = Date.now();
      const answer = await checks.ready();
      return { answer, ms: Date.now() - started };
    } finally {
      await checks.close();
      void database.close().catch(() => {});
    }
  }

  it('names the database unreachable when nobody listens at DATABASE_URL', async () => {
    const { answer } = await readyAt('postgres://postgres:a-secret@127.0.0.1:1/logbook');
    expect(answer).toEqual({ status: 'unavailable', database: 'unreachable', redis: 'not_configured' });
  });

  it('names the database unreachable within about two seconds when it accepts connections and hangs', async () => {
    const { port } = silent.address() as net.AddressInfo;
    const { answer, ms } = await readyAt(`postgres://postgres@127.0.0.1:${port}/logbook`);
    expect(answer).toEqual({ status: 'unavailable', database: 'unreachable', redis: 'not_configured' });
    expect(ms).toBeLessThan(2500);
  });
});
