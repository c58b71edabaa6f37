import { randomBytes } from 'node:crypto';
import pg from 'pg';
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
import { signatureHeader } from '../payments/signature.ts';
import { type PayuDouble, startPayuDouble } from '../payments/testing/payu-double.ts';
import { notificationBody, orderInput } from '../payments/testing/support.ts';
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

    let payu: PayuDouble;
    beforeAll(async () => {
      buildServerBundle();
      database = await createTestDatabase();
      payu = await startPayuDouble();
      env = {
        DATABASE_URL: String(database.databaseUrl),
        REDIS_URL: String(process.env.TEST_REDIS_URL),
        DATA_DIR: database.dataDir,
        // Generous limits for the many accounts these tests open; the limit test starts its own pair.
        RATE_LIMIT_FACTOR: '1000',
        WORKERS: '1',
        PAYU_POS_ID: payu.config.posId,
        PAYU_CLIENT_ID: payu.config.clientId,
        PAYU_CLIENT_SECRET: payu.config.clientSecret,
        PAYU_SECOND_KEY: payu.config.secondKey,
        PAYU_BASE_URL: payu.config.baseUrl,
      };
      [a, b] = await Promise.all([startServer(env), startServer(env)]);
    }, 90_000);
    afterAll(async () => {
      await stopAllServers();
      await payu?.close();
      await database?.drop();
    });

    /** One row of the database, read beside the servers. */
    async function row<T>(query: string, values: unknown[]): Promise<T> {
      const client = new pg.Client({ connectionString: database.databaseUrl });
      await client.connect();
      try {
        return (await client.query(query, values)).rows[0] as T;
      } finally {
        await client.end();
      }
    }

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

    it('counts failed logins on two servers together against the one limit', async () => {
      // Two more servers with the real limits, behind a "proxy" that names a client address of this run only:
      // Redis outlives the test run, and other tests log in from 127.0.0.1 too.
      const limited = { ...env, RATE_LIMIT_FACTOR: '1', TRUST_PROXY: 'true' };
      const [c, d] = await Promise.all([startServer(limited), startServer(limited)]);
      const { email } = await captain('limits', false);
      const client = `10.${randomBytes(3).join('.')}`;
      const statuses: number[] = [];
      // The limit is 10 failed logins per e-mail in 15 minutes (config.ts), whichever server takes them.
      for (let i = 0; i < 11; i += 1)
        statuses.push(
          (
            await request((i % 2 === 0 ? c : d).url, '/api/auth/login', {
              body: { email, password: 'a wrong password' },
              headers: { 'x-forwarded-for': client },
            })
          ).status,
        );
      expect(statuses).toEqual([...Array(10).fill(401), 429]);
    }, 60_000);

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

    it('extends premium once when the same PayU notification reaches A and B at the same moment', async () => {
      const { email, token } = await captain('payu', false);
      const ordered = await request(a.url, '/api/subscriptions', { token, body: orderInput() });
      expect(ordered.status, ordered.body).toBe(200);
      const id = ordered.json<{ subscription_id: number }>().subscription_id;
      const order = await row<{ provider_order_id: string; ext_order_id: string }>(
        'select provider_order_id, ext_order_id from subscriptions where id = $1',
        [id],
      );
      const body = notificationBody({
        orderId: order.provider_order_id,
        extOrderId: order.ext_order_id,
        totalAmount: '4900',
        currencyCode: 'PLN',
        status: 'COMPLETED',
      });
      const headers = {
        'content-type': 'application/json;charset=UTF-8',
        'openpayu-signature': signatureHeader(body, payu.config.secondKey, 'MD5'),
      };
      const answers = await Promise.all(
        [a, b, a, b].map((server) =>
          request(server.url, '/api/payments/payu/notify', { method: 'POST', headers, rawBody: body }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      const { premium_until } = await row<{ premium_until: string }>(
        'select premium_until from users where email = $1',
        [email],
      );
      // One year from now, not two.
      expect(Math.abs(Date.parse(premium_until) - (Date.now() + 365 * 86_400_000))).toBeLessThan(120_000);
    });

    it('lets a discount code with one use be redeemed once when A and B take it at the same moment', async () => {
      const code = `ONCE-${run}`.toUpperCase();
      await runAdmin(env, ['discount-codes:create', '--code', code, '--days', '30', '--max-uses', '1']);
      const [first, second] = [await captain('code-1', false), await captain('code-2', false)];
      const answers = await Promise.all([
        request(a.url, '/api/discount-codes/redeem', { token: first.token, body: { code } }),
        request(b.url, '/api/discount-codes/redeem', { token: second.token, body: { code } }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
      const { uses } = await row<{ uses: string }>(
        "select count(*) as uses from subscriptions where source = 'discount_code'",
        [],
      );
      expect(Number(uses)).toBe(1);
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
