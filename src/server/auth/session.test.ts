import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import {
  type CaptainSession,
  generousRateLimits,
  get,
  loginCaptain,
  post,
  registerCaptain,
  registerStudent,
  type StudentSession,
  unauthorized,
  wrongKind,
} from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { hashSecret, sessionLifetime, tokenStore } from './tokens.ts';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

describe('captain sessions', () => {
  let t: TestApp;
  let captain: CaptainSession;
  let student: StudentSession;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
    captain = await registerCaptain(t, { email: 'session@example.com' });
    student = await registerStudent(t, { email: 'session-student@example.com' });
  });
  afterAll(async () => t.close());

  /** A token issued by the app's own store code, against the same database, at a chosen moment. */
  const issuedAt = (at: Date, remember = false, kind: 'captain' | 'student' = 'captain') =>
    tokenStore(t.app.database.db, () => at).issue(
      kind,
      kind === 'captain' ? captain.user.id : student.student.id,
      remember,
    );
  const rowOf = (token: string) =>
    t.app.database.db
      .selectFrom('auth_tokens')
      .selectAll()
      .where('token_hash', '=', hashSecret(token))
      .executeTakeFirst();
  const me = (token: string) => get(t, '/api/auth/user', { token });

  it('GET /api/auth/user answers the logged-in captain', async () => {
    const response = await me(captain.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, user: { ...captain.user, email_verified_at: null } });
  });

  it('ends a session at the next request once another process deleted it', async () => {
    const token = (await loginCaptain(t, 'session@example.com')).token;
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(200);
    // Another server process (or the admin command line) on the same database: its own connection.
    const other = openDatabase({ databaseUrl: t.config.databaseUrl, dataDir: t.config.dataDir });
    try {
      await other.db.deleteFrom('auth_tokens').where('token_hash', '=', hashSecret(token)).execute();
    } finally {
      await other.close();
    }
    expect((await me(token)).statusCode).toBe(401);
  });

  it('GET /api/auth/user without a token is 401, in both languages', async () => {
    const response = await get(t, '/api/auth/user');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(unauthorized);
    const polish = await get(t, '/api/auth/user', { language: 'pl' });
    expect(polish.json()).toEqual({
      success: false,
      message: 'Zaloguj się, aby kontynuować.',
      request_id: expect.any(String),
    });
  });

  it('logout revokes only the token it was called with', async () => {
    const first = await loginCaptain(t, 'session@example.com');
    const second = await loginCaptain(t, 'session@example.com');
    const response = await post(t, '/api/auth/logout', undefined, { token: first.token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'You have been logged out.' });
    expect(await rowOf(first.token)).toBeUndefined();

    expect((await me(first.token)).statusCode).toBe(401);
    expect((await me(first.token)).json()).toEqual(unauthorized);
    const again = await post(t, '/api/auth/logout', undefined, { token: first.token });
    expect(again.statusCode).toBe(401);
    expect((await me(second.token)).statusCode).toBe(200);
  });

  it('logout answers in Polish and needs a token', async () => {
    const session = await loginCaptain(t, 'session@example.com');
    const response = await post(t, '/api/auth/logout', undefined, { token: session.token, language: 'pl' });
    expect(response.json()).toEqual({ success: true, message: 'Wylogowano.' });
    const anonymous = await post(t, '/api/auth/logout', undefined);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(unauthorized);
  });

  it('refuses a token whose expiry has passed in the database', async () => {
    const session = await loginCaptain(t, 'session@example.com');
    expect((await me(session.token)).statusCode).toBe(200);
    await t.app.database.db
      .updateTable('auth_tokens')
      .set({ expires_at: new Date(Date.now() - minute).toISOString() })
      .where('token_hash', '=', hashSecret(session.token))
      .execute();
    const response = await me(session.token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(unauthorized);
  });

  it('ends a sliding session 12 hours after its last use', async () => {
    const stale = await issuedAt(new Date(Date.now() - 12 * hour - minute));
    expect((await me(stale)).statusCode).toBe(401);
    const fresh = await issuedAt(new Date(Date.now() - 11 * hour));
    expect((await me(fresh)).statusCode).toBe(200);
  });

  it('ends a remembered session after 30 days', async () => {
    const stale = await issuedAt(new Date(Date.now() - 30 * day - minute), true);
    expect((await me(stale)).statusCode).toBe(401);
    const fresh = await issuedAt(new Date(Date.now() - 29 * day), true);
    expect((await me(fresh)).statusCode).toBe(200);
  });

  it('moves a sliding expiry forward when the token is used', async () => {
    const token = await issuedAt(new Date(Date.now() - 2 * hour));
    const before = await rowOf(token);
    expect((await me(token)).statusCode).toBe(200);
    const after = await rowOf(token);
    expect(Date.parse(after?.expires_at ?? '')).toBeGreaterThan(Date.parse(before?.expires_at ?? ''));
    expect(Date.parse(after?.last_used_at ?? '')).toBeGreaterThan(Date.parse(before?.last_used_at ?? ''));
    expect(Date.parse(after?.expires_at ?? '') - Date.parse(after?.last_used_at ?? '')).toBe(
      sessionLifetime.slidingMs,
    );
  });

  it('does not move a remembered expiry', async () => {
    const token = await issuedAt(new Date(Date.now() - 2 * hour), true);
    const before = await rowOf(token);
    expect((await me(token)).statusCode).toBe(200);
    expect(await rowOf(token)).toEqual(before);
  });

  it('slides at most once a minute, by the clock of the store', async () => {
    const start = new Date('2030-01-01T10:00:00.000Z');
    const token = await tokenStore(t.app.database.db, () => start).issue('captain', captain.user.id, false);
    const at = (ms: number) => tokenStore(t.app.database.db, () => new Date(start.getTime() + ms));

    expect(await at(30_000).resolve(token)).toMatchObject({ kind: 'captain', ownerId: captain.user.id });
    expect((await rowOf(token))?.expires_at).toBe('2030-01-01T22:00:00.000Z');

    await at(2 * minute).resolve(token);
    expect((await rowOf(token))?.expires_at).toBe('2030-01-01T22:02:00.000Z');

    // Used again 11 h 59 min later: still valid, and pushed 12 h from then.
    await at(2 * minute + 11 * hour + 59 * minute).resolve(token);
    expect((await rowOf(token))?.expires_at).toBe('2030-01-02T10:01:00.000Z');
    expect(await at(2 * minute + 24 * hour).resolve(token)).toBeNull();
  });

  it('refuses a captain token on student routes with 403, and keeps it valid', async () => {
    for (const [method, url] of [
      ['GET', '/api/student/profile'],
      ['POST', '/api/student/logout'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${captain.token}` },
      });
      expect(response.statusCode, url).toBe(403);
      expect(response.json(), url).toEqual(wrongKind);
    }
    const polish = await get(t, '/api/student/profile', { token: captain.token, language: 'pl' });
    expect(polish.json()).toEqual({
      success: false,
      message: 'Ta strona jest dla innego rodzaju konta. Zaloguj się właściwym kontem.',
      request_id: expect.any(String),
    });
    expect((await me(captain.token)).statusCode).toBe(200);
  });

  it('refuses a student token on captain routes with 403, and keeps it valid', async () => {
    for (const [method, url] of [
      ['GET', '/api/auth/user'],
      ['POST', '/api/auth/logout'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${student.token}` },
      });
      expect(response.statusCode, url).toBe(403);
      expect(response.json(), url).toEqual(wrongKind);
    }
    expect((await get(t, '/api/student/profile', { token: student.token })).statusCode).toBe(200);
  });

  it('treats an expired token of the other kind as no login (401, not 403)', async () => {
    const stale = await issuedAt(new Date(Date.now() - 13 * hour), false, 'student');
    expect((await me(stale)).statusCode).toBe(401);
  });

  it('answers 401 for malformed Authorization headers', async () => {
    const token = captain.token;
    const headers = [
      '',
      'Bearer',
      'Bearer ',
      'Bearer  ',
      token,
      `Basic ${token}`,
      `Token ${token}`,
      `Bearer ${token} extra`,
      `Bearer ${token}x`,
      `Bearer ${token.slice(0, -1)}`,
      `Bearer ${hashSecret(token)}`,
      `Bearer "${token}"`,
      `Bearer ${'a'.repeat(5000)}`,
      `Bearer:${token}`,
      `${token} Bearer`,
    ];
    for (const authorization of headers) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/auth/user',
        headers: { authorization },
      });
      expect(response.statusCode, JSON.stringify(authorization.slice(0, 60))).toBe(401);
      expect(response.json()).toEqual(unauthorized);
    }
  });

  it('accepts the scheme in any case, as HTTP allows', async () => {
    for (const scheme of ['bearer', 'BEARER', 'Bearer']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/auth/user',
        headers: { authorization: `${scheme} ${captain.token}` },
      });
      expect(response.statusCode, scheme).toBe(200);
    }
  });
});
