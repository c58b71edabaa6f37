import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Answer,
  buildServerBundle,
  premiumCaptain,
  request,
  type ServerProcess,
  startServer,
  stopAllServers,
} from '../faults/support.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { validTrip } from '../trips/test-support.ts';

const rounds = 4;
const perProcess = 2;

/**
 * The key store is the database, not a process's memory: two app processes (the production bundle, as a load
 * balancer would run them) on one database answer the same key with one trip. On PostgreSQL in the
 * server-postgres project; on one SQLite file (two processes in WAL mode) in server-sqlite.
 */
describe('idempotent creates across two server processes on one database', () => {
  let database: TestDatabase;
  let env: Record<string, string>;
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    buildServerBundle();
    database = await createTestDatabase();
    env = {
      DATA_DIR: database.dataDir,
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    };
    // One after the other: the first one migrates the database.
    const first = await startServer(env);
    servers = [first, await startServer(env)];
  }, 120_000);
  afterAll(async () => {
    await stopAllServers();
    await database?.drop();
  });

  const firstAnswer = (answers: Answer[]) => {
    const firsts = answers.filter((answer) => answer.headers['idempotent-replayed'] === undefined);
    expect(firsts, answers.map((answer) => `${answer.status} ${answer.body}`).join('\n')).toHaveLength(1);
    return firsts[0] as Answer;
  };

  it(`records one trip per key when ${perProcess} repeats hit each process at once (${rounds} rounds)`, async () => {
    expect(database.dialect).toBe(process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite');
    const captain = await premiumCaptain(servers[0] as ServerProcess, env, 'two-processes@example.com');
    const created: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const key = randomUUID();
      const body = validTrip({ logbook_number: `LB/${round}` });
      const answers = await Promise.all(
        servers.flatMap((server) =>
          Array.from({ length: perProcess }, () =>
            request(server.url, '/api/sailing-trips', {
              body,
              token: captain.token,
              headers: { 'idempotency-key': key },
            }),
          ),
        ),
      );
      const first = firstAnswer(answers);
      expect(first.status, first.body).toBe(201);
      for (const answer of answers) {
        expect({ status: answer.status, type: answer.headers['content-type'], body: answer.body }).toEqual({
          status: first.status,
          type: first.headers['content-type'],
          body: first.body,
        });
      }
      created.push(first.json<{ sailing_trip: { id: number } }>().sailing_trip.id);
    }

    for (const server of servers) {
      const list = await request(server.url, '/api/sailing-trips', { token: captain.token });
      expect(list.status).toBe(200);
      const ids = list.json<{ sailing_trips: { id: number }[] }>().sailing_trips.map((trip) => trip.id);
      expect(ids.sort((a, b) => a - b)).toEqual([...created].sort((a, b) => a - b));
    }
  });
});
