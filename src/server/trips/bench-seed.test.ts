import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCaptain } from '../../../bench/seed-captain.ts';
import { hashPassword } from '../auth/passwords.ts';
import { generousRateLimits, loginCaptain } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { call, type ServedTrip } from './test-support.ts';

/** A served trip as a request body: without what only the server sets. */
function asRequest(trip: ServedTrip) {
  const { id, status, tidal_ports_count, created_at, updated_at, crew_members, ...fields } = trip;
  return {
    ...fields,
    crew_members: (crew_members as { id: number }[]).map(({ id: _id, ...member }) => member),
  };
}

describe('the benchmarks’ seed (bench/seed-captain.ts)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
  });
  afterAll(async () => t.close());

  it('writes a captain whose profile, yachts and trips the app serves, and takes back unchanged', async () => {
    const password = 'bench password 1';
    const credentials = { password, passwordHash: await hashPassword(password) };
    const { email } = await seedCaptain(t.app.database.db, 3, credentials, 352, 2);
    const { token } = await loginCaptain(t, email, password);

    const profile = await call(t, 'GET', '/api/captain-profile', { token });
    expect(profile.json().captain_profile).toMatchObject({
      license_type: 'pzz-kj',
      license_number: 'KJ-1003',
    });
    expect((await call(t, 'GET', '/api/yachts', { token })).json().data).toHaveLength(2);
    // A captain keeps at most 350 trips: the two oldest of the 352 are deleted.
    const trips: ServedTrip[] = (await call(t, 'GET', '/api/sailing-trips', { token })).json().sailing_trips;
    expect(trips).toHaveLength(350);

    for (const trip of [trips[0], trips[trips.length - 1]] as ServedTrip[]) {
      const saved = await call(t, 'PUT', `/api/sailing-trips/${trip.id}`, {
        token,
        payload: asRequest(trip),
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(asRequest(saved.json().sailing_trip)).toEqual(asRequest(trip));
    }
  });
});
