import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generousRateLimits } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { type Captain, call, newCaptain, validTrip } from '../trips/test-support.ts';
import { createYacht } from '../yachts/test-support.ts';
import { accountExportService } from './service.ts';

/** The export's queries counted on the app's own database. */
async function queriesOfExport(t: TestApp, userId: number): Promise<number> {
  let queries = 0;
  const counter: KyselyPlugin = {
    transformQuery: (args) => {
      queries += 1;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  await accountExportService(t.app.database.db.withPlugin(counter)).captain(userId, 'en');
  return queries;
}

async function addTrips(t: TestApp, captain: Captain, count: number) {
  for (let n = 0; n < count; n++) {
    const response = await call(t, 'POST', '/api/sailing-trips', {
      token: captain.token,
      payload: validTrip(),
    });
    expect(response.statusCode, response.body).toBe(201);
  }
}

describe('the export of a big logbook', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
  });
  afterAll(async () => t.close());

  it('sends as many queries for 25 trips as for one: never one per trip, yacht or deleted trip', async () => {
    const captain = await newCaptain(t, true);
    await addTrips(t, captain, 1);
    await createYacht(t, captain.token);
    const few = await queriesOfExport(t, captain.id);

    await addTrips(t, captain, 24);
    for (let n = 0; n < 5; n++) await createYacht(t, captain.token, { name: `Yacht ${n}` });
    const list = await call(t, 'GET', '/api/sailing-trips', { token: captain.token });
    const [first, second] = list.json<{ sailing_trips: { id: number }[] }>().sailing_trips;
    for (const trip of [first!, second!]) {
      expect(
        (await call(t, 'DELETE', `/api/sailing-trips/${trip.id}`, { token: captain.token })).statusCode,
      ).toBe(200);
    }
    const many = await queriesOfExport(t, captain.id);

    expect(many).toBe(few);
    // The file holds all of them, the deleted two too.
    const file = await call(t, 'GET', '/api/auth/export', { token: captain.token });
    expect(file.json<{ trips: unknown[]; yachts: unknown[] }>()).toMatchObject({
      trips: expect.toSatisfy((trips: unknown[]) => trips.length === 25),
      yachts: expect.toSatisfy((yachts: unknown[]) => yachts.length === 6),
    });
  });
});
