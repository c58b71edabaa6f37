import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmationUrl, linkCrew } from '../student-logbook/test-support.ts';
import { registerStudent, unauthorized, wrongKind } from '../testing/accounts.ts';
import type { TestApp } from '../testing/test-app.ts';
import { validTrip } from '../trips/test-support.ts';
import {
  type Captain,
  call,
  captainWithProfile,
  createCvTestApp,
  newCaptain,
  polishProfile,
  tripOn,
  tripsUrl,
} from './test-support.ts';

const [crewMember] = validTrip().crew_members;

describe('GET /api/captain/cv/trips', () => {
  let t: TestApp;
  let captain: Captain;

  beforeAll(async () => {
    t = await createCvTestApp();
    captain = await captainWithProfile(t);
  });
  afterAll(async () => t.close());

  it("lists the captain's own trips, newest embarkation first, without deleted ones", async () => {
    const older = await tripOn(t, captain, {
      embarkation_date: '2025-05-01',
      disembarkation_date: '2025-05-03',
      visited_ports: [],
    });
    const newer = await tripOn(t, captain, { embarkation_date: '2026-07-01' });
    const middle = await tripOn(t, captain, {
      embarkation_date: '2025-09-10',
      disembarkation_date: '2025-09-12',
    });
    const deleted = await tripOn(t, captain, {
      embarkation_date: '2027-01-01',
      disembarkation_date: '2027-01-02',
    });
    expect(
      (await call(t, 'DELETE', `/api/sailing-trips/${deleted}`, { token: captain.token })).statusCode,
    ).toBe(200);
    const other = await newCaptain(t, true);
    await tripOn(t, other);

    const response = await call(t, 'GET', tripsUrl, { token: captain.token });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.message).toBe('Trips for your CV loaded.');
    expect(body.trips.map((trip: { id: number }) => trip.id)).toEqual([newer, middle, older]);
    expect(body.trips[0]).toEqual({
      id: newer,
      yacht_name: 'Zawisza Czarny',
      registration_number: 'POL-1234',
      yacht_type: '',
      hull_length: 42.7,
      embarkation_port: 'Gdynia',
      disembarkation_port: 'Świnoujście',
      embarkation_date: '2026-07-01',
      disembarkation_date: '2026-07-08',
      visited_ports: ['Bornholm', 'Dover'],
      distance: 412.5,
      role_on_board: 'skipper',
      waters: 'sea',
      // Dover is tidal.
      tidal: true,
      sailing_hours: 96,
      engine_hours: 12.5,
      night_hours: 0,
      tidal_hours: 6,
      confirmed_by: 0,
    });
    expect(body.trips[2].visited_ports).toEqual([]);
  });

  it('gives the sea-time columns as the trip records them: role, waters, tidal, hours, the yacht type', async () => {
    const id = await tripOn(t, captain, {
      embarkation_date: '2024-03-01',
      disembarkation_date: '2024-03-02',
      yacht_type: 'Delphia 40',
      hull_length: '12.2',
      role_on_board: 'second_officer',
      waters: 'inland',
      visited_ports: [],
      tidal_hours: '0',
      night_hours: '7.5',
      sailing_hours: '10.25',
      engine_hours: '3',
    });
    const { trips } = (await call(t, 'GET', tripsUrl, { token: captain.token })).json();
    expect(trips.find((trip: { id: number }) => trip.id === id)).toMatchObject({
      yacht_type: 'Delphia 40',
      hull_length: 12.2,
      role_on_board: 'second_officer',
      waters: 'inland',
      tidal: false,
      sailing_hours: 10.25,
      engine_hours: 3,
      night_hours: 7.5,
      tidal_hours: 0,
      confirmed_by: 0,
    });
  });

  it('counts the crew members who confirmed the trip, not the pending or disputed ones', async () => {
    const own = await captainWithProfile(t);
    const id = await tripOn(t, own, {
      crew_members: [0, 1, 2].map((n) => ({ ...crewMember, full_name: `Crew ${n}` })),
    });
    const answers = ['confirmed', 'confirmed', 'disputed'] as const;
    for (const [position, status] of answers.entries()) {
      const { student, token } = await registerStudent(t, { email: `cv-crew-${position}@example.com` });
      await linkCrew(t, id, position, student.id);
      const answer = await call(t, 'POST', confirmationUrl(id), {
        token,
        payload: { status, note: status === 'disputed' ? 'I was not on board.' : '' },
      });
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const { trips } = (await call(t, 'GET', tripsUrl, { token: own.token })).json();
    expect(trips).toMatchObject([{ id, confirmed_by: 2 }]);
  });

  it('describes the captain from the profile, with the default nationality and languages', async () => {
    const response = await call(t, 'GET', tripsUrl, { token: captain.token, language: 'pl' });
    const { captainInfo, message } = response.json();
    expect(message).toBe('Wczytano rejsy do CV.');
    expect(captainInfo).toEqual({
      ...polishProfile,
      email: expect.stringMatching(/@example\.com$/),
      other_license: '',
      logo_url: null,
      nationality: 'POLAND',
      languages: 'POL / ENG / GER',
    });
  });

  it('gives the other licence, the profile nationality and languages when set', async () => {
    const other = await captainWithProfile(t, {
      ...polishProfile,
      license_type: '_other',
      other_license: 'Yachtmaster Ocean (RYA)',
      nationality: 'GERMANY',
      languages: 'GER / ENG',
    });
    const { captainInfo, trips } = (await call(t, 'GET', tripsUrl, { token: other.token })).json();
    expect(trips).toEqual([]);
    expect(captainInfo).toMatchObject({
      license_type: '_other',
      other_license: 'Yachtmaster Ocean (RYA)',
      nationality: 'GERMANY',
      languages: 'GER / ENG',
    });
  });

  it('needs a captain login: none 401, a student 403', async () => {
    const none = await call(t, 'GET', tripsUrl);
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual(unauthorized);
    const expired = await call(t, 'GET', tripsUrl, { token: 'not-a-real-token' });
    expect(expired.statusCode).toBe(401);
    const { token } = await registerStudent(t, { email: 'cv-student@example.com' });
    const student = await call(t, 'GET', tripsUrl, { token });
    expect(student.statusCode).toBe(403);
    expect(student.json()).toEqual(wrongKind);
  });
});
