import { describe, expect, it } from 'vitest';
import type { StudentExport } from '#domain/account-export.ts';
import { useSeededApp } from './seeded-app.ts';
import { storedSessions } from './stored-sessions.ts';
import { getExport, markers, served } from './test-support.ts';

const url = '/api/student/export';

describe('GET /api/student/export: a student downloads their data', () => {
  const seeded = useSeededApp();

  it('holds the whole account in the shapes the API serves, with the enrolment left behind at a captain', async () => {
    const { t, world } = seeded;
    const options = { token: world.studentOne.token };
    const response = await getExport(t, url, options);
    expect(response.statusCode, response.body).toBe(200);
    const file = response.json<StudentExport>();
    const connected = await served<{ enrolments: StudentExport['enrolments'] }>(
      t,
      '/api/student/enrolments',
      options,
    );
    const sessions = await storedSessions(t, 'student', world.studentOne.id);
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
      sessions,
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
      logbook_links: [],
    };
    expect(file).toEqual(expected);
    expect(connected.enrolments).toHaveLength(1);
    expect(file.captains.map((captain) => captain.id)).toEqual([world.captainA.id]);
    expect(file.sessions.map((session) => session.remember)).toEqual([true, false]);
  });

  it("never holds another student's records or a disconnected captain's trips, though names and trips overlap", async () => {
    const { t, world } = seeded;
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
});
