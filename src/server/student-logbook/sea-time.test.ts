import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SeaTime, seaTimeResponseSchema } from '#domain/sea-time/schema.ts';
import { newStudent, type Student } from '../planned-trips/test-support.ts';
import { generousRateLimits, wrongKind } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { type Captain, call, createTrip, newCaptain } from '../trips/test-support.ts';
import { confirmationUrl, linkCrew } from './test-support.ts';

/** A trip with nothing logged but what the test says (no tidal ports, no hours in port). */
const sailed = (overrides: Record<string, unknown>) => ({
  hull_length: '12',
  mooring_hours: '0',
  tidal_hours: '0',
  is_embarkation_tidal_port: false,
  is_disembarkation_tidal_port: false,
  visited_ports: [],
  ...overrides,
});

describe('GET /api/student/sea-time', () => {
  let t: TestApp;
  let captain: Captain;
  let student: Student;
  let other: Student;
  const ids: Record<string, number> = {};

  const answer = async (who: Student, payload: Record<string, string>, tripId: number) => {
    const response = await call(t, 'POST', confirmationUrl(tripId), { token: who.token, payload });
    expect(response.statusCode, response.body).toBe(200);
  };
  const seaTimeOf = async (who: Student): Promise<SeaTime> => {
    const response = await call(t, 'GET', '/api/student/sea-time', { token: who.token });
    expect(response.statusCode, response.body).toBe(200);
    return seaTimeResponseSchema.parse(response.json()).sea_time;
  };
  const jsm = (seaTime: SeaTime) => seaTime.schemes.find((scheme) => scheme.id === 'pzz-jsm');

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
    captain = await newCaptain(t, true);
    [student, other] = [await newStudent(t), await newStudent(t)];
    const trip = async (name: string, overrides: Record<string, unknown>) => {
      ids[name] = (await createTrip(t, captain.token, sailed(overrides))).id;
    };
    // The student sails as first officer (the first crew member of every trip) on all of them.
    await trip('confirmed', {
      embarkation_date: '2025-06-01',
      disembarkation_date: '2025-06-03',
      distance: '300',
      sailing_hours: '100',
      engine_hours: '20',
    });
    await trip('pending', {
      embarkation_date: '2025-08-01',
      disembarkation_date: '2025-08-05',
      distance: '250',
      sailing_hours: '90',
      engine_hours: '10',
    });
    await trip('disputed', {
      embarkation_date: '2025-09-01',
      disembarkation_date: '2025-09-10',
      distance: '900',
      sailing_hours: '200',
      engine_hours: '0',
    });
    await trip('inland', {
      embarkation_date: '2024-05-01',
      disembarkation_date: '2024-05-02',
      distance: '20',
      sailing_hours: '10',
      engine_hours: '0',
      waters: 'inland',
    });
    await trip('planned', { embarkation_date: '2027-06-01', disembarkation_date: '2027-06-05' });
    await trip('cancelled', { embarkation_date: '2027-07-01', disembarkation_date: '2027-07-05' });
    await trip('others', {
      embarkation_date: '2025-10-01',
      disembarkation_date: '2025-10-20',
      distance: '2000',
      sailing_hours: '400',
      engine_hours: '0',
    });
    const cancel = await call(t, 'PATCH', `/api/sailing-trips/${ids.cancelled}/status`, {
      token: captain.token,
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    for (const name of ['confirmed', 'pending', 'disputed', 'inland', 'planned', 'cancelled']) {
      await linkCrew(t, ids[name] ?? 0, 0, student.id);
    }
    await linkCrew(t, ids.others ?? 0, 0, other.id);
    await answer(other, { status: 'confirmed' }, ids.others ?? 0);
    for (const name of ['confirmed', 'inland', 'planned'])
      await answer(student, { status: 'confirmed' }, ids[name] ?? 0);
    await answer(student, { status: 'disputed', note: 'Nie było mnie na tym rejsie.' }, ids.disputed ?? 0);
  });
  afterAll(async () => t.close());

  it('counts the confirmed trips with the student as crew; pending and planned ones apart, disputed never', async () => {
    const seaTime = await seaTimeOf(student);
    expect(seaTime.totals).toEqual({
      trips: 2,
      days: 5,
      distance: 320,
      hours_sail: 110,
      hours_engine: 20,
      hours_total: 130,
      hours_tidal: 0,
      hours_night: 0,
      tidal_ports: 0,
      skipper_days: 0,
      skipper_hours: 0,
    });
    expect(seaTime.by_year).toEqual([
      { year: 2024, trips: 1, days: 2, distance: 20, hours_total: 10 },
      { year: 2025, trips: 1, days: 3, distance: 300, hours_total: 120 },
    ]);
    // The pending trip and the confirmed planned one; not the cancelled (pending) or the disputed one.
    expect(seaTime.not_counted).toEqual({ trips: 2 });
    expect(jsm(seaTime)).toMatchObject({
      met: false,
      requirements: [
        { id: 'sea-cruises', achieved: 1, met: false, trip_ids: [ids.confirmed] },
        { id: 'hours-under-way', achieved: 120, met: false, trip_ids: [ids.confirmed] },
      ],
    });
    // The captain's own sea time reads the same trips in command.
    const captains = await call(t, 'GET', '/api/sea-time', { token: captain.token });
    expect(captains.json().sea_time.totals.skipper_hours).toBeGreaterThan(0);
  });

  it('counts a pending trip once the student confirms it, oldest first', async () => {
    await answer(student, { status: 'confirmed' }, ids.pending ?? 0);
    const seaTime = await seaTimeOf(student);
    expect(seaTime.totals).toMatchObject({ trips: 3, days: 10, hours_total: 230, skipper_hours: 0 });
    expect(seaTime.not_counted).toEqual({ trips: 1 });
    expect(jsm(seaTime)).toMatchObject({
      met: true,
      requirements: [
        { id: 'sea-cruises', achieved: 2, met: true, trip_ids: [ids.confirmed, ids.pending] },
        { id: 'hours-under-way', achieved: 220, met: true, trip_ids: [ids.confirmed, ids.pending] },
      ],
    });
  });

  it("knows nothing of another student's trips, and refuses a captain", async () => {
    const others = await seaTimeOf(other);
    expect(others.totals).toMatchObject({ trips: 1, distance: 2000, hours_total: 400 });
    const fresh = await seaTimeOf(await newStudent(t));
    expect(fresh.totals.trips).toBe(0);
    expect(fresh.not_counted).toEqual({ trips: 0 });
    const byCaptain = await call(t, 'GET', '/api/student/sea-time', { token: captain.token });
    expect(byCaptain.statusCode).toBe(403);
    expect(byCaptain.json()).toEqual(wrongKind);
  });
});
