import { describe, expect, it } from 'vitest';
import type { StudentExport } from '#domain/account-export.ts';
import { entry, postEntry, setCrewMayWrite } from '../deck-log/test-support.ts';
import { linkCrew } from '../student-logbook/test-support.ts';
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
      deck_log_entries: [],
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

  // Last: it links student one to a trip of captain A, which the tests above do not expect.
  it('holds the deck log entries the student wrote as crew, and only theirs', async () => {
    const { t, world } = seeded;
    const trips = await served<{ sailing_trips: { id: number }[] }>(t, '/api/sailing-trips', {
      token: world.captainA.token,
    });
    const tripId = trips.sailing_trips.at(-1)?.id ?? 0;
    await linkCrew(t, tripId, 0, world.studentOne.id);
    await setCrewMayWrite(t, tripId, world.captainA.token, true);
    const written = entry({ logged_at: '2026-07-01T11:00+02:00', text: `Crew log ${markers.studentOne}` });
    const stored = await postEntry(t, tripId, world.studentOne, written);
    expect(stored.statusCode, stored.body).toBe(201);
    expect((await postEntry(t, tripId, world.captainA, entry())).statusCode).toBe(201);

    const one = (await getExport(t, url, { token: world.studentOne.token })).json<StudentExport>();
    expect(one.deck_log_entries).toEqual([{ ...stored.json().entry, trip_id: tripId }]);
    const two = (await getExport(t, url, { token: world.studentTwo.token })).json<StudentExport>();
    expect(two.deck_log_entries).toEqual([]);
  });
});
