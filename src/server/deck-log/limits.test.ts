import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deckLogLimits } from '#domain/deck-log.ts';
import { generousRateLimits } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { type Captain, createTrip, newCaptain } from '../trips/test-support.ts';
import { deckLogRepository, type NewDeckLogRow } from './repository.ts';
import { entry, postBatch, postEntry } from './test-support.ts';

/** `count` stored entries a minute apart from 1 July 2026 08:00 UTC, as the captain's. */
function rows(count: number): NewDeckLogRow[] {
  return Array.from({ length: count }, (_, index) => {
    const at = new Date(Date.UTC(2026, 6, 1, 8, index)).toISOString();
    return {
      id: randomUUID(),
      logged_at: at,
      logged_at_utc: at,
      kind: 'note',
      lat: null,
      lon: null,
      course_deg: null,
      heading_deg: null,
      sog_kn: null,
      stw_kn: null,
      log_nm: null,
      wind_dir_deg: null,
      wind_bft: null,
      sea_state: null,
      pressure_hpa: null,
      visibility: null,
      sails: null,
      engine_hours: null,
      text: `Entry ${index}`,
      author_role: 'captain',
      author_name: 'Łukasz Żółć',
      author_user_id: null,
      author_student_id: null,
      corrects: null,
      received_at: at,
    };
  });
}

describe(`deck log: at most ${deckLogLimits.entriesPerTrip} entries per trip`, () => {
  let t: TestApp;
  let captain: Captain;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
    captain = await newCaptain(t, true);
  });
  afterAll(async () => t.close());

  /** A trip of the captain whose log already holds `count` entries. */
  async function tripWith(count: number) {
    const tripId = (await createTrip(t, captain.token)).id;
    await deckLogRepository(t.app.database.db).store(tripId, [], () => ({ rows: rows(count), answer: null }));
    return tripId;
  }
  const storedIn = async (tripId: number) =>
    Number(
      (
        await t.app.database.db
          .selectFrom('deck_log_entries')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('trip_id', '=', tripId)
          .executeTakeFirstOrThrow()
      ).count,
    );

  it('takes the last entry that fits, refuses the next with a clear message, and still answers a replay', async () => {
    const tripId = await tripWith(deckLogLimits.entriesPerTrip - 1);
    const last = entry();
    expect((await postEntry(t, tripId, captain, last)).statusCode).toBe(201);
    const over = await postEntry(t, tripId, captain, entry());
    expect(over.statusCode, over.body).toBe(422);
    expect(over.json()).toMatchObject({
      message: 'A deck log holds at most 5000 entries.',
      errors: { entry: ['A deck log holds at most 5000 entries.'] },
    });
    // A replay of a stored entry is no new entry: still 200.
    expect((await postEntry(t, tripId, captain, last)).statusCode).toBe(200);
    expect(await storedIn(tripId)).toBe(deckLogLimits.entriesPerTrip);
  });

  it('stores the entries of a batch that fit, and refuses the rest one by one', async () => {
    const tripId = await tripWith(deckLogLimits.entriesPerTrip - 2);
    const sent = [entry(), entry({ wind_bft: 20 }), entry(), entry()];
    const response = await postBatch(t, tripId, { ...captain, language: 'pl' }, sent);
    expect(response.json().results).toEqual([
      { id: sent[0]?.id, status: 'created' },
      { id: sent[1]?.id, status: 'invalid', errors: { wind_bft: ['Wartość może wynosić co najwyżej 12.'] } },
      { id: sent[2]?.id, status: 'created' },
      {
        id: sent[3]?.id,
        status: 'invalid',
        errors: { entry: ['Dziennik jachtowy mieści najwyżej 5000 wpisów.'] },
      },
    ]);
    expect(await storedIn(tripId)).toBe(deckLogLimits.entriesPerTrip);
  });

  it('holds the limit when two phones send at once', async () => {
    const tripId = await tripWith(deckLogLimits.entriesPerTrip - 3);
    const answers = await Promise.all([0, 1, 2].map(() => postBatch(t, tripId, captain, [entry(), entry()])));
    const statuses = answers.flatMap((answer) =>
      answer.json<{ results: { status: string }[] }>().results.map((result) => result.status),
    );
    expect(statuses.filter((status) => status === 'created')).toHaveLength(3);
    expect(await storedIn(tripId)).toBe(deckLogLimits.entriesPerTrip);
  });

  it(`refuses a batch of more than ${deckLogLimits.batch} entries, and none at all`, async () => {
    const tripId = await tripWith(0);
    const tooMany = await postBatch(
      t,
      tripId,
      captain,
      Array.from({ length: deckLogLimits.batch + 1 }, () => entry()),
    );
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors).toEqual({ entries: ['Add at most 500.'] });
    expect((await postBatch(t, tripId, captain, [])).json().errors).toEqual({ entries: ['Add at least 1.'] });
    expect(await storedIn(tripId)).toBe(0);
  });

  it(`takes a batch of ${deckLogLimits.batch} entries with their longest texts, past the app's 1 MB body limit`, async () => {
    const tripId = await tripWith(0);
    const sent = Array.from({ length: deckLogLimits.batch }, () =>
      entry({ text: 'ż'.repeat(deckLogLimits.text), sails: 'ą'.repeat(deckLogLimits.sails) }),
    );
    expect(Buffer.byteLength(JSON.stringify({ entries: sent }))).toBeGreaterThan(2 * 2 ** 20);
    const response = await postBatch(t, tripId, captain, sent);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(await storedIn(tripId)).toBe(deckLogLimits.batch);
  });

  it(`stores a whole batch of ${deckLogLimits.batch} in one request`, async () => {
    const tripId = await tripWith(0);
    const sent = Array.from({ length: deckLogLimits.batch }, (_, index) =>
      entry({ logged_at: new Date(Date.UTC(2026, 6, 2, 0, index)).toISOString() }),
    );
    const response = await postBatch(t, tripId, captain, sent);
    expect(response.statusCode).toBe(200);
    expect(response.json().results.every((r: { status: string }) => r.status === 'created')).toBe(true);
    expect(await storedIn(tripId)).toBe(deckLogLimits.batch);
  });
});
