import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { tokenStore } from '../auth/tokens.ts';
import { createInvitation } from '../invitations/test-support.ts';
import { orderInput } from '../payments/testing/support.ts';
import { createPlannedTrip, validPlannedTrip } from '../planned-trips/test-support.ts';
import { generousRateLimits, post, registerStudent, strongPassword } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { newCaptain, validTrip } from '../trips/test-support.ts';
import { validYacht } from '../yachts/test-support.ts';
import { accountDeletionRepository } from './repository.ts';
import { rowsReferringTo } from './test-support.ts';

const holdHeader = 'x-test-hold';

/**
 * Requests marked with the hold header stop right before their handler (after the session, premium and body
 * checks), until the test lets them go: what a request does when the account is deleted between its checks
 * and its write, made to happen every time.
 */
function holdingHook(t: TestApp) {
  const waiting = new Map<string, { arrived: () => void; release: Promise<void> }>();
  t.app.addHook('preHandler', async (request) => {
    const name = request.headers[holdHeader];
    if (typeof name !== 'string') return;
    const hold = waiting.get(name);
    if (!hold) return;
    hold.arrived();
    await hold.release;
  });
  return {
    /** Starts the request and resolves once it waits before its handler; `go` lets it finish. */
    async hold(name: string, send: () => Promise<LightMyRequestResponse>) {
      let arrived = () => {};
      let release = () => {};
      const arrival = new Promise<void>((resolve) => {
        arrived = resolve;
      });
      waiting.set(name, {
        arrived,
        release: new Promise<void>((resolve) => {
          release = resolve;
        }),
      });
      const answer = send();
      await Promise.race([
        arrival,
        answer.then((early) => {
          throw new Error(`${name} answered ${early.statusCode} before its handler: ${early.body}`);
        }),
      ]);
      return {
        go: () => {
          release();
          return answer;
        },
      };
    },
  };
}

describe('deleting an account while its own requests are under way', () => {
  let t: TestApp;
  let holds: ReturnType<typeof holdingHook>;
  const request = (method: 'POST' | 'GET', url: string, token: string, name: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, [holdHeader]: name, 'idempotency-key': `key-${name}` },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
    holds = holdingHook(t);
  });
  afterAll(async () => t.close());

  it("answers a captain's writes that passed their checks before the deletion with 401, and leaves nothing", async () => {
    const captain = await newCaptain(t, true);
    const writes: [string, string, unknown][] = [
      ['trip', '/api/sailing-trips', validTrip()],
      ['yacht', '/api/yachts', { ...validYacht }],
      ['planned', '/api/planned-sailing-trips', validPlannedTrip()],
      ['invitation', '/api/invitations', { description: 'W trakcie usuwania' }],
      ['order', '/api/subscriptions', orderInput()],
      [
        'profile',
        '/api/captain-profile',
        {
          first_name: 'Zły',
          last_name: 'Czas',
          phone: '+48 600 000 000',
          license_type: 'pzz-kj',
          license_number: 'KJ-1',
        },
      ],
    ];
    const held = [];
    for (const [name, url, payload] of writes) {
      held.push(await holds.hold(name, () => request('POST', url, captain.token, name, payload)));
    }
    const deleted = await post(
      t,
      '/api/auth/delete-account',
      { password: strongPassword },
      { token: captain.token },
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
    const answers = await Promise.all(held.map((h) => h.go()));
    expect(answers.map((answer, i) => [writes[i]?.[0], answer.statusCode, answer.json().message])).toEqual(
      writes.map(([name]) => [name, 401, 'Please log in to continue.']),
    );
    expect(await rowsReferringTo(t, 'captain', captain.id)).toEqual([]);
  });

  it("answers a student's writes that passed their checks before the deletion with 401 or 404, and leaves nothing", async () => {
    const captain = await newCaptain(t, true);
    const invitation = await createInvitation(t, captain.token);
    const other = await createInvitation(t, captain.token);
    const planned = await createPlannedTrip(t, captain.token);
    const registered = await registerStudent(t, { email: 'racing.student@example.com' });
    const token = registered.token;
    const accepted = await post(t, '/api/student/invitations/accept', { code: invitation.code }, { token });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const joining = await holds.hold('join', () =>
      request('POST', `/api/student/planned-sailing-trips/${planned.id}/enrolment`, token, 'join', {}),
    );
    const accepting = await holds.hold('accept', () =>
      request('POST', '/api/student/invitations/accept', token, 'accept', { code: other.code }),
    );
    const deleted = await post(t, '/api/student/delete-account', { password: strongPassword }, { token });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const join = await joining.go();
    const accept = await accepting.go();
    expect([join.statusCode, accept.statusCode]).toEqual([404, 401]);
    expect(await rowsReferringTo(t, 'student', registered.student.id)).toEqual([]);
  });

  it('refuses a session for an account deleted after its password was checked, like a wrong password', async () => {
    const captain = await newCaptain(t, false);
    await accountDeletionRepository(t.app.database.db).deleteCaptain(captain.id);
    await expect(tokenStore(t.app.database.db).issue('captain', captain.id, false)).rejects.toMatchObject({
      statusCode: 401,
      messageKey: 'auth.invalid_credentials',
    });
    expect(await rowsReferringTo(t, 'captain', captain.id)).toEqual([]);
  });

  it('survives a crowd of the account’s own requests racing the deletion: no 5xx, nothing left', async () => {
    const running = new Map<string, Promise<unknown>>();
    let rounds = 0;
    onTestFailed(async () => {
      console.error(
        `in round ${rounds}, requests still running:`,
        [...running.keys()],
        'pool:',
        t.app.database.poolUse?.(),
      );
      if (t.database.dialect === 'postgres') console.error(await postgresWaits());
    });
    for (let round = 0; round < 4; round++) {
      rounds = round;
      const captain = await newCaptain(t, true);
      const email = (
        await t.app.database.db
          .selectFrom('users')
          .select('email')
          .where('id', '=', captain.id)
          .executeTakeFirstOrThrow()
      ).email;
      const student = await registerStudent(t, { email: `crowd${round}@example.com` });
      const invitation = await createInvitation(t, captain.token);
      const planned = await createPlannedTrip(t, captain.token);
      await post(t, '/api/student/invitations/accept', { code: invitation.code }, { token: student.token });
      const send = (url: string, token: string, payload: unknown, key?: string) =>
        t.app.inject({
          method: 'POST',
          url,
          headers: { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
          payload: payload as Record<string, unknown>,
        });
      const crowd = [
        send('/api/sailing-trips', captain.token, validTrip(), `trip-${round}`),
        send('/api/sailing-trips', captain.token, validTrip({ captain_notes: 'drugi' })),
        send('/api/yachts', captain.token, { ...validYacht }),
        send('/api/planned-sailing-trips', captain.token, validPlannedTrip()),
        send('/api/invitations', captain.token, { description: 'tłum' }),
        send('/api/auth/login', captain.token, { email, password: strongPassword }),
        send(`/api/student/planned-sailing-trips/${planned.id}/enrolment`, student.token, {}),
      ];
      const deletions = [
        post(t, '/api/auth/delete-account', { password: strongPassword }, { token: captain.token }),
        post(t, '/api/student/delete-account', { password: strongPassword }, { token: student.token }),
      ];
      // The deletions start in the middle of the crowd, while its first requests are still running.
      const all = [...crowd.slice(0, 3), ...deletions, ...crowd.slice(3)];
      const names = [
        'trip',
        'trip 2',
        'yacht',
        'captain deletion',
        'student deletion',
        'planned',
        'invitation',
        'login',
        'enrolment',
      ];
      all.forEach((answer, i) => {
        const name = `round ${round}: ${names[i]}`;
        running.set(name, answer);
        void answer.finally(() => running.delete(name));
      });
      const answers = await Promise.all(all);
      const statuses = answers.map((answer) => answer.statusCode);
      expect(
        statuses.filter((status) => status >= 500),
        JSON.stringify(statuses),
      ).toEqual([]);
      expect([statuses[3], statuses[4]]).toEqual([200, 200]);
      expect(await rowsReferringTo(t, 'captain', captain.id)).toEqual([]);
      expect(await rowsReferringTo(t, 'student', student.student.id)).toEqual([]);
    }
  }, 60_000);
});

/** What PostgreSQL's sessions wait for (printed when the crowd stalls: a lock, a client, nothing). */
async function postgresWaits() {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    const sessions = await admin.query(
      `select pid, state, wait_event_type, wait_event, now() - xact_start as in_transaction, left(query, 160) as query
       from pg_stat_activity where backend_type = 'client backend' and state <> 'idle' and pid <> pg_backend_pid()`,
    );
    const waits = await admin.query(
      `select pid, locktype, mode, relation::regclass::text as relation, pg_blocking_pids(pid) as blocked_by
       from pg_locks where not granted`,
    );
    return JSON.stringify({ sessions: sessions.rows, waits: waits.rows }, null, 1);
  } finally {
    await admin.end();
  }
}
