import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildServerBundle,
  password,
  request,
  runAdmin,
  type ServerProcess,
  startServer,
  stopAllServers,
} from '../faults/support.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { validTrip } from '../trips/test-support.ts';
import { validYacht } from '../yachts/test-support.ts';

const skipReason =
  process.env.TEST_DB === 'postgres' && process.env.TEST_REDIS_URL
    ? null
    : 'PostgreSQL and Redis only (the server-postgres project with TEST_REDIS_URL)';

/**
 * Two built servers on one PostgreSQL database and one Redis, as behind a load balancer (issue 22, "Several
 * servers, one logbook"). Both start at the same moment on the empty database.
 */
describe.skipIf(skipReason !== null)(
  `several servers, one logbook${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    let database: TestDatabase;
    let env: Record<string, string>;
    let a: ServerProcess;
    let b: ServerProcess;
    const run = randomBytes(4).toString('hex');
    const emailOf = (name: string) => `${name}-${run}@example.com`;

    beforeAll(async () => {
      buildServerBundle();
      database = await createTestDatabase();
      env = {
        DATABASE_URL: String(database.databaseUrl),
        REDIS_URL: String(process.env.TEST_REDIS_URL),
        DATA_DIR: database.dataDir,
        RATE_LIMIT_FACTOR: '1',
        WORKERS: '1',
      };
      [a, b] = await Promise.all([startServer(env), startServer(env)]);
    }, 90_000);
    afterAll(async () => {
      await stopAllServers();
      await database?.drop();
    });

    async function captain(name: string, premium = true) {
      const email = emailOf(name);
      const answer = await request(a.url, '/api/auth/register', {
        body: {
          name: 'Anna Nowak',
          email,
          phone_register: '+48 600 100 200',
          password,
          password_confirmation: password,
        },
      });
      expect(answer.status, answer.body).toBe(201);
      if (premium) await runAdmin(env, ['subscriptions:grant', '--email', email, '--days', '30']);
      return { email, token: answer.json<{ token: string }>().token };
    }
    const login = async (server: ServerProcess, email: string, pass = password) =>
      request(server.url, '/api/auth/login', { body: { email, password: pass } });

    it('migrated the empty database once, and both serve', async () => {
      const migrated = [a, b].filter((server) =>
        server.logLines().some((line) => Array.isArray(line.migrations) && line.migrations.length > 0),
      );
      expect(migrated).toHaveLength(1);
      for (const server of [a, b])
        expect((await request(server.url, '/api/subscriptions/plans')).status).toBe(200);
    });

    it('takes a login made on A on B, and a logout or a password change on A ends the sessions on B at once', async () => {
      const { email } = await captain('sessions', false);
      const token = (await login(a, email)).json<{ token: string }>().token;
      expect((await request(b.url, '/api/auth/user', { token })).status).toBe(200);
      expect((await request(a.url, '/api/auth/logout', { method: 'POST', token })).status).toBe(200);
      expect((await request(b.url, '/api/auth/user', { token })).status).toBe(401);

      const first = (await login(a, email)).json<{ token: string }>().token;
      const second = (await login(b, email)).json<{ token: string }>().token;
      expect((await request(b.url, '/api/auth/user', { token: first })).status).toBe(200);
      const newPassword = 'another horse battery staple';
      const changed = await request(a.url, '/api/captain-profile/change-password', {
        token: second,
        body: {
          current_password: password,
          new_password: newPassword,
          new_password_confirmation: newPassword,
        },
      });
      expect(changed.status, changed.body).toBe(200);
      expect((await request(b.url, '/api/auth/user', { token: first })).status).toBe(401);
      expect((await request(b.url, '/api/auth/user', { token: second })).status).toBe(200);
    });

    it('counts failed logins on A and B together against the one limit', async () => {
      const { email } = await captain('limits', false);
      const statuses: number[] = [];
      // The limit is 10 failed logins per e-mail in 15 minutes (config.ts), whichever server takes them.
      for (let i = 0; i < 11; i += 1)
        statuses.push((await login(i % 2 === 0 ? a : b, email, 'a wrong password')).status);
      expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
      expect(statuses[10]).toBe(429);
    });

    it('shows a trip written on A in the very next read on B', async () => {
      const { token } = await captain('trips');
      const warm = await request(b.url, '/api/sailing-trips?view=summary', { token });
      expect(warm.json<{ total: number }>().total).toBe(0);
      const created = await request(a.url, '/api/sailing-trips', {
        token,
        body: validTrip({ yacht_name: 'Na A' }),
      });
      expect(created.status, created.body).toBe(201);
      const id = created.json<{ sailing_trip: { id: number } }>().sailing_trip.id;
      const summary = await request(b.url, '/api/sailing-trips?view=summary', { token });
      expect(
        summary.json<{ sailing_trips: { id: number }[] }>().sailing_trips.map((trip) => trip.id),
      ).toEqual([id]);
      expect((await request(b.url, `/api/sailing-trips/${id}`, { token })).status).toBe(200);
      const edited = await request(a.url, `/api/sailing-trips/${id}`, {
        method: 'PUT',
        token,
        body: validTrip({ yacht_name: 'Zmieniony na A' }),
      });
      expect(edited.status, edited.body).toBe(200);
      const read = await request(b.url, `/api/sailing-trips/${id}`, { token });
      expect(read.json<{ sailing_trip: { yacht_name: string } }>().sailing_trip.yacht_name).toBe(
        'Zmieniony na A',
      );
    });

    it('holds the yacht limit (150) when creates arrive on A and B together', async () => {
      const { token } = await captain('yachts');
      for (let i = 0; i < 146; i += 1) {
        const answer = await request((i % 2 === 0 ? a : b).url, '/api/yachts', {
          token,
          body: { ...validYacht, registration_number: `POL-${1000 + i}` },
        });
        expect(answer.status, answer.body).toBe(201);
      }
      const together = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          request((i % 2 === 0 ? a : b).url, '/api/yachts', {
            token,
            body: { ...validYacht, registration_number: `POL-${2000 + i}` },
          }),
        ),
      );
      expect(together.filter((answer) => answer.status === 201)).toHaveLength(4);
      expect(together.filter((answer) => answer.status === 422)).toHaveLength(6);
      const listed = await request(b.url, '/api/yachts', { token });
      expect(listed.json<{ data: unknown[] }>().data).toHaveLength(150);
    }, 120_000);

    it('holds the trip limit (350) when creates arrive on A and B together', async () => {
      const { token } = await captain('trip-limit');
      for (let i = 0; i < 346; i += 1) {
        const answer = await request((i % 2 === 0 ? a : b).url, '/api/sailing-trips', {
          token,
          body: validTrip({ yacht_name: `Jacht ${i}` }),
        });
        expect(answer.status, answer.body).toBe(201);
      }
      const together = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          request((i % 2 === 0 ? a : b).url, '/api/sailing-trips', {
            token,
            body: validTrip({ yacht_name: `Razem ${i}` }),
          }),
        ),
      );
      expect(together.filter((answer) => answer.status === 201)).toHaveLength(4);
      expect(together.filter((answer) => answer.status === 422)).toHaveLength(6);
      const page = await request(a.url, '/api/sailing-trips?view=summary&limit=1', { token });
      expect(page.json<{ total: number }>().total).toBe(350);
    }, 180_000);
  },
);
