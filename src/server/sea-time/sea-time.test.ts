import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seaTimeResponseSchema, seaTimeSchemeIds } from '#domain/sea-time/schema.ts';
import { todayIso } from '#domain/trip-days.ts';
import { generousRateLimits } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { type Captain, call, createTrip, newCaptain } from '../trips/test-support.ts';
import { seaTimeRepository } from './repository.ts';
import { seaTimeService } from './service.ts';

/** A date `days` from today (negative: in the past), as YYYY-MM-DD. */
function fromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return todayIso(date);
}

/** A completed trip of 3 days, 50 days ago, with nothing logged but what the test says. */
const sailed = (overrides: Record<string, unknown>) => ({
  embarkation_date: fromToday(-52),
  disembarkation_date: fromToday(-50),
  hull_length: '12',
  distance: '0',
  sailing_hours: '0',
  engine_hours: '0',
  mooring_hours: '0',
  tidal_hours: '0',
  is_embarkation_tidal_port: false,
  is_disembarkation_tidal_port: false,
  visited_ports: [],
  ...overrides,
});

const seaTimeOf = (t: TestApp, captain?: Captain) =>
  call(t, 'GET', '/api/sea-time', captain ? { token: captain.token } : {});

describe('GET /api/sea-time', () => {
  let t: TestApp;
  let captain: Captain;
  let other: Captain;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
    [captain, other] = [await newCaptain(t, true), await newCaptain(t, true)];
    // Two sea cruises of 120 and 80.5 hours: the JSM's 2 cruises and 200 hours, 0.5 over.
    ids.first = (
      await createTrip(
        t,
        captain.token,
        sailed({
          distance: '312.5',
          sailing_hours: '100',
          engine_hours: '20',
          tidal_hours: '12',
          night_hours: '10',
          embarkation_port: 'Cuxhaven',
          is_embarkation_tidal_port: true,
          visited_ports: [{ name: 'Helgoland', is_tidal: true }],
          passages: [{ from: 'Cuxhaven', to: 'Helgoland', distance: 65.5, overnight: true }],
        }),
      )
    ).id;
    ids.second = (
      await createTrip(
        t,
        captain.token,
        sailed({ role_on_board: 'crew', distance: '100', sailing_hours: '80.5', night_hours: '2' }),
      )
    ).id;
    ids.inland = (
      await createTrip(t, captain.token, sailed({ waters: 'inland', distance: '20', sailing_hours: '6' }))
    ).id;
    const big = { distance: '3000', sailing_hours: '1000' };
    ids.planned = (
      await createTrip(
        t,
        captain.token,
        sailed({ ...big, embarkation_date: fromToday(30), disembarkation_date: fromToday(40) }),
      )
    ).id;
    ids.underWay = (
      await createTrip(
        t,
        captain.token,
        sailed({ ...big, embarkation_date: fromToday(-1), disembarkation_date: fromToday(1) }),
      )
    ).id;
    ids.cancelled = (
      await createTrip(
        t,
        captain.token,
        sailed({ ...big, embarkation_date: fromToday(60), disembarkation_date: fromToday(70) }),
      )
    ).id;
    const cancel = await call(t, 'PATCH', `/api/sailing-trips/${ids.cancelled}/status`, {
      token: captain.token,
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    ids.deleted = (
      await createTrip(
        t,
        captain.token,
        sailed({ ...big, embarkation_date: fromToday(-200), disembarkation_date: fromToday(-190) }),
      )
    ).id;
    const deleted = await call(t, 'DELETE', `/api/sailing-trips/${ids.deleted}`, { token: captain.token });
    expect(deleted.statusCode, deleted.body).toBe(200);
    // Another captain's long sea trip must never show in this captain's sea time.
    ids.foreign = (await createTrip(t, other.token, sailed(big))).id;
  });
  afterAll(async () => t.close());

  it('answers 401 without a login', async () => {
    const response = await seaTimeOf(t);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, request_id: expect.any(String) });
  });

  it("totals the captain's completed trips, inland too, and counts the planned and under-way ones apart", async () => {
    const response = await seaTimeOf(t, captain);
    expect(response.statusCode, response.body).toBe(200);
    const body = seaTimeResponseSchema.parse(response.json());
    const year = Number(fromToday(-52).slice(0, 4));
    expect(body.sea_time.totals).toEqual({
      trips: 3,
      days: 9,
      distance: 432.5,
      hours_sail: 186.5,
      hours_engine: 20,
      hours_total: 206.5,
      hours_tidal: 12,
      hours_night: 12,
      tidal_ports: 2,
      skipper_days: 6,
      skipper_hours: 126,
    });
    expect(body.sea_time.by_year).toEqual([{ year, trips: 3, days: 9, distance: 432.5, hours_total: 206.5 }]);
    expect(body.sea_time.not_counted).toEqual({ trips: 2 });
    expect(body.sea_time.schemes.map((scheme) => scheme.id)).toEqual([...seaTimeSchemeIds]);
  });

  it('meets the JSM with the two sea cruises; the inland trip counts toward no scheme', async () => {
    const { sea_time } = (await seaTimeOf(t, captain)).json();
    const sea = [ids.first, ids.second];
    expect(sea_time.schemes[0]).toEqual({
      id: 'pzz-jsm',
      met: true,
      requirements: [
        { id: 'sea-cruises', required: 2, achieved: 2, unit: 'cruises', met: true, trip_ids: sea },
        { id: 'hours-under-way', required: 200, achieved: 200.5, unit: 'hours', met: true, trip_ids: sea },
      ],
      notes: ['age-18', 'exam'],
    });
    const kj = sea_time.schemes.find((scheme: { id: string }) => scheme.id === 'pzz-kj');
    expect(kj.met).toBe(false);
    expect(kj.requirements.find((item: { id: string }) => item.id === 'command-hours')).toMatchObject({
      achieved: 120,
      trip_ids: [ids.first],
    });
    const offshore = sea_time.schemes.find(
      (scheme: { id: string }) => scheme.id === 'rya-yachtmaster-offshore',
    );
    expect(
      offshore.requirements.find((item: { id: string }) => item.id === 'overnight-passages'),
    ).toMatchObject({
      achieved: 1,
      trip_ids: [ids.first],
    });
  });

  it("never counts another captain's, a deleted, a cancelled, a planned or an under-way trip", async () => {
    const { sea_time } = (await seaTimeOf(t, captain)).json();
    const listed = new Set<number>(
      sea_time.schemes.flatMap((scheme: { requirements: { trip_ids: number[] }[] }) =>
        scheme.requirements.flatMap((item) => item.trip_ids),
      ),
    );
    expect([...listed].sort((a, b) => a - b)).toEqual([ids.first, ids.second]);
  });

  it('gives the other captain only their own trip', async () => {
    const { sea_time } = (await seaTimeOf(t, other)).json();
    expect(sea_time.totals).toMatchObject({ trips: 1, distance: 3000, hours_total: 1000 });
    expect(sea_time.schemes[0].requirements[0]).toMatchObject({ achieved: 1, trip_ids: [ids.foreign] });
  });

  it('answers a captain without Premium too, with an empty logbook', async () => {
    const free = await newCaptain(t, false);
    const response = await seaTimeOf(t, free);
    expect(response.statusCode, response.body).toBe(200);
    const { sea_time } = seaTimeResponseSchema.parse(response.json());
    expect(sea_time.totals.trips).toBe(0);
    expect(sea_time.by_year).toEqual([]);
    expect(sea_time.not_counted).toEqual({ trips: 0 });
    expect(sea_time.schemes.every((scheme) => !scheme.met)).toBe(true);
  });

  it('gives the statement the counting trips, oldest first, as the rules read them', async () => {
    const service = seaTimeService(seaTimeRepository(t.app.database.db));
    const { seaTime, trips } = await service.seaTimeOf(captain.id);
    expect(seaTime.totals.trips).toBe(3);
    expect(trips.map((trip) => trip.id)).toEqual([ids.first, ids.second]);
    expect(trips[0]).toEqual({
      id: ids.first,
      status: 'completed',
      embarkation_date: fromToday(-52),
      disembarkation_date: fromToday(-50),
      yacht_name: 'Zawisza Czarny',
      registration_number: 'POL-1234',
      hull_length: 12,
      embarkation_port: 'Cuxhaven',
      is_embarkation_tidal_port: true,
      disembarkation_port: 'Świnoujście',
      is_disembarkation_tidal_port: false,
      visited_ports: [{ name: 'Helgoland', is_tidal: true }],
      distance: 312.5,
      sailing_hours: 100,
      engine_hours: 20,
      tidal_hours: 12,
      night_hours: 10,
      role_on_board: 'skipper',
      waters: 'sea',
      passages: [{ from: 'Cuxhaven', to: 'Helgoland', distance: 65.5, overnight: true }],
    });
  });
});
