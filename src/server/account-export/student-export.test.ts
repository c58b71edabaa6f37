import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudentExport } from '#domain/account-export.ts';
import { todayIso } from '#domain/trip-days.ts';
import { generousRateLimits, unauthorized, wrongKind } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import {
  getExport,
  markers,
  secretKeysIn,
  seedWorld,
  served,
  storedSecrets,
  type World,
} from './test-support.ts';

const url = '/api/student/export';

describe('GET /api/student/export: a student downloads their data', () => {
  let t: TestApp;
  let world: World;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
    world = await seedWorld(t);
  });
  afterAll(async () => t.close());

  it('is one JSON file to save: attachment named with the date, never cached', async () => {
    const response = await getExport(t, url, { token: world.studentOne.token });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="logbook-export-${todayIso()}.json"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('holds the whole account in the shapes the API serves, with the enrolment left behind at a captain', async () => {
    const options = { token: world.studentOne.token };
    const response = await getExport(t, url, options);
    expect(response.statusCode, response.body).toBe(200);
    const file = response.json<StudentExport>();
    const connected = await served<{ enrolments: StudentExport['enrolments'] }>(
      t,
      '/api/student/enrolments',
      options,
    );
    const sessions = await t.app.database.db
      .selectFrom('auth_tokens')
      .select(['created_at', 'last_used_at', 'expires_at', 'remember'])
      .where('kind', '=', 'student')
      .where('owner_id', '=', world.studentOne.id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const leftBehind = await t.app.database.db
      .selectFrom('enrolments')
      .select(['planned_trip_id', 'created_at', 'updated_at'])
      .where('id', '=', world.enrolmentWithB.id)
      .executeTakeFirstOrThrow();
    const expected: StudentExport = {
      format_version: 1,
      exported_at: file.exported_at,
      account_kind: 'student',
      account: (await served<{ student: StudentExport['account'] }>(t, '/api/student/profile', options))
        .student,
      sessions: sessions.map((row) => ({ ...row, remember: Boolean(row.remember) })),
      captains: (await served<{ captains: StudentExport['captains'] }>(t, '/api/student/captains', options))
        .captains,
      invitations: [
        {
          invitation_id: expect.any(Number),
          captain: { id: world.captainA.id, name: 'Anna Nowak' },
          accepted_at: expect.any(String),
        },
        {
          invitation_id: expect.any(Number),
          captain: { id: world.captainB.id, name: 'Anna Nowak' },
          accepted_at: expect.any(String),
        },
      ],
      // Oldest first: the enrolment with A, then the one with B, which the API no longer shows.
      enrolments: [
        ...connected.enrolments,
        {
          ...world.enrolmentWithB,
          status: 'accepted',
          planned_trip_id: leftBehind.planned_trip_id,
          created_at: leftBehind.created_at,
          updated_at: leftBehind.updated_at,
          planned_trip: null,
        },
      ],
    };
    expect(file).toEqual(expected);
    expect(connected.enrolments).toHaveLength(1);
    expect(file.captains.map((captain) => captain.id)).toEqual([world.captainA.id]);
    expect(file.sessions.map((session) => session.remember)).toEqual([true, false]);
  });

  it("never holds another student's records or a disconnected captain's trips, though names and trips overlap", async () => {
    const one = (await getExport(t, url, { token: world.studentOne.token })).body;
    expect(one).toContain(markers.studentOne);
    expect(one).toContain(markers.captainA);
    expect(one).not.toContain(markers.studentTwo);
    expect(one).not.toContain(world.studentTwo.email);
    // Student one left captain B: the enrolment stays theirs, B's planned trip is no longer shown.
    expect(one).not.toContain(markers.captainB);
    const two = (await getExport(t, url, { token: world.studentTwo.token })).body;
    expect(two).toContain(markers.studentTwo);
    expect(two).toContain(markers.captainB);
    expect(two).not.toContain(markers.studentOne);
    expect(two).not.toContain(world.studentOne.email);
    const fileTwo = JSON.parse(two) as StudentExport;
    expect(fileTwo.enrolments.map((enrolment) => enrolment.planned_trip?.captain.id)).toEqual([
      world.captainA.id,
      world.captainB.id,
    ]);
  });

  it('holds no password, hash, token, idempotency key or order secret, by key or by value', async () => {
    const response = await getExport(t, url, { token: world.studentOne.token });
    expect(secretKeysIn(response.json())).toEqual([]);
    const secrets = [
      ...(await storedSecrets(t)),
      world.studentOne.token,
      world.studentTwo.token,
      'correct horse battery',
    ];
    for (const secret of secrets) expect(response.body).not.toContain(secret);
  });

  it('answers 401 without a login and 403 to a captain', async () => {
    const anonymous = await getExport(t, url);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(unauthorized);
    const captain = await getExport(t, url, { token: world.captainA.token });
    expect(captain.statusCode).toBe(403);
    expect(captain.json()).toEqual(wrongKind);
  });
});
