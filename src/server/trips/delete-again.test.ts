import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generousRateLimits } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { type Captain, call, createTrip, newCaptain } from './test-support.ts';

const deleted = { success: true, message: 'The trip has been deleted.' };
const notFound = { success: false, message: 'Not found.', request_id: expect.any(String) };

/** A second click on "Delete" (or a retry after a lost answer) is not an error. */
describe('trips: deleting an already deleted trip', () => {
  let t: TestApp;
  let captain: Captain;
  let other: Captain;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
    captain = await newCaptain(t, true);
    other = await newCaptain(t, true);
  });
  afterAll(async () => t.close());

  const remove = (id: number, token: string) => call(t, 'DELETE', `/api/sailing-trips/${id}`, { token });
  const revision = async () =>
    (
      await t.app.database.db
        .selectFrom('users')
        .select('trips_revision')
        .where('id', '=', captain.id)
        .executeTakeFirstOrThrow()
    ).trips_revision;

  it("answers the captain's own deleted trip with the same 200 and changes nothing more", async () => {
    const trip = await createTrip(t, captain.token);
    const first = await remove(trip.id, captain.token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual(deleted);
    const stored = await t.app.database.db
      .selectFrom('trips')
      .select(['deleted_at'])
      .where('id', '=', trip.id)
      .executeTakeFirstOrThrow();
    const before = await revision();

    const again = await remove(trip.id, captain.token);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(deleted);
    // Still deleted at the first moment, and the cached list is not invalidated for nothing.
    expect(
      await t.app.database.db
        .selectFrom('trips')
        .select(['deleted_at'])
        .where('id', '=', trip.id)
        .executeTakeFirstOrThrow(),
    ).toEqual(stored);
    expect(await revision()).toBe(before);
    expect((await call(t, 'GET', `/api/sailing-trips/${trip.id}`, { token: captain.token })).statusCode).toBe(
      404,
    );
  });

  it('answers two deletes sent at once with 200 each', async () => {
    const trip = await createTrip(t, captain.token);
    const answers = await Promise.all([remove(trip.id, captain.token), remove(trip.id, captain.token)]);
    expect(answers.map((answer) => [answer.statusCode, answer.json()])).toEqual([
      [200, deleted],
      [200, deleted],
    ]);
  });

  it("still answers 404 for another captain's trip, deleted or not, and for an id that never existed", async () => {
    const live = await createTrip(t, captain.token);
    const gone = await createTrip(t, captain.token);
    expect((await remove(gone.id, captain.token)).statusCode).toBe(200);
    for (const id of [live.id, gone.id, 2_000_000_000]) {
      const answer = await remove(id, other.token);
      expect(answer.statusCode, answer.body).toBe(404);
      expect(answer.json()).toEqual(notFound);
    }
    expect((await call(t, 'GET', `/api/sailing-trips/${live.id}`, { token: captain.token })).statusCode).toBe(
      200,
    );
  });
});
