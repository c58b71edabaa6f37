import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generousRateLimits, validationErrors } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { type Captain, call, createTrip, newCaptain } from '../trips/test-support.ts';
import { entriesOf, entry, logUrl, postBatch, postEntry, readLog } from './test-support.ts';

describe('deck log: adding entries, replays, batches and corrections', () => {
  let t: TestApp;
  let captain: Captain;
  let tripId: number;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
    captain = await newCaptain(t, true);
    tripId = (await createTrip(t, captain.token)).id;
  });
  afterAll(async () => t.close());

  const storedCount = async (id: string) =>
    Number(
      (
        await t.app.database.db
          .selectFrom('deck_log_entries')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('trip_id', '=', tripId)
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).count,
    );

  it('stores an entry with its author and serves every field; the same id again is 200 and stored once', async () => {
    const sent = entry({ id: randomUUID().toUpperCase(), sails: 'Grot, genua', engine_hours: 1234.5 });
    const created = await postEntry(t, tripId, captain, sent);
    expect(created.statusCode, created.body).toBe(201);
    const { entry: stored } = created.json();
    expect(stored).toEqual({
      id: sent.id.toLowerCase(),
      logged_at: '2026-07-01T10:00+02:00',
      kind: 'position',
      position: { lat: 54.53, lon: 18.55 },
      course_deg: 45,
      heading_deg: null,
      sog_kn: 5.5,
      stw_kn: null,
      log_nm: 12.3,
      wind_dir_deg: 270,
      wind_bft: 4,
      sea_state: 3,
      pressure_hpa: 1013.2,
      visibility: 'good',
      sails: 'Grot, genua',
      engine_hours: 1234.5,
      text: 'Trawers Helu.',
      author: { role: 'captain', name: 'Łukasz Żółć' },
      corrects: null,
      received_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });

    // A replay with another body: the stored entry is answered, nothing is overwritten.
    const again = await postEntry(t, tripId, captain, { ...sent, text: 'Changed later', wind_bft: 9 });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ success: true, entry: stored });
    expect(await storedCount(stored.id)).toBe(1);
    expect(await entriesOf(t, tripId, captain)).toContainEqual(stored);
  });

  it('serves the log oldest first by the instant written, whatever the offsets, then as received', async () => {
    const own = await createTrip(t, captain.token);
    const late = entry({ logged_at: '2026-07-02T08:00+02:00', kind: 'note' }); // 06:00 UTC
    const early = entry({ logged_at: '2026-07-02T05:30Z', kind: 'note' }); // 05:30 UTC
    const sameInstantFirst = entry({ logged_at: '2026-07-02T07:00+01:00', kind: 'note' }); // 06:00 UTC
    for (const sent of [late, early, sameInstantFirst]) {
      expect((await postEntry(t, own.id, captain, sent)).statusCode).toBe(201);
    }
    const ids = (await entriesOf(t, own.id, captain)).map((served) => served.id);
    expect(ids).toEqual([early.id, late.id, sameInstantFirst.id]);
  });

  it('answers the trip, the summary and the permissions with the entries', async () => {
    const own = await createTrip(t, captain.token);
    await postBatch(t, own.id, captain, [
      entry({ kind: 'departure', logged_at: '2026-07-01T08:00+02:00', text: 'Gdynia', log_nm: 100 }),
      entry({ kind: 'arrival', logged_at: '2026-07-01T14:00+02:00', text: 'Hel', log_nm: 118.5 }),
    ]);
    const response = await readLog(t, own.id, captain);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      trip: {
        id: own.id,
        yacht_name: 'Zawisza Czarny',
        registration_number: 'POL-1234',
        captain_name: 'Łukasz Żółć',
        embarkation_port: 'Gdynia',
        disembarkation_port: 'Świnoujście',
        embarkation_date: '2026-07-01',
        disembarkation_date: '2026-07-08',
        status: 'completed',
      },
      summary: {
        hours_under_sail: 6,
        hours_under_engine: 0,
        miles: 18.5,
        ports: ['Gdynia', 'Hel'],
        first_entry_at: '2026-07-01T08:00+02:00',
        last_entry_at: '2026-07-01T14:00+02:00',
      },
      crew_may_write: false,
      can_write: true,
    });
    expect(body.entries).toHaveLength(2);
  });

  it('stores the valid entries of a batch beside an invalid one, and answers each in input order', async () => {
    const own = await createTrip(t, captain.token);
    const first = entry();
    const broken = entry({ wind_bft: 13, kind: 'squall' });
    const third = entry({ logged_at: '2026-07-01T11:00+02:00' });
    const response = await postBatch(t, own.id, captain, [first, broken, third, 'not an entry']);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      results: [
        { id: first.id, status: 'created' },
        {
          id: broken.id,
          status: 'invalid',
          errors: {
            kind: ['Choose one of the kinds of entry.'],
            wind_bft: ['The value must be at most 12.'],
          },
        },
        { id: third.id, status: 'created' },
        { id: null, status: 'invalid', errors: { body: ['This value has the wrong type.'] } },
      ],
    });
    expect((await entriesOf(t, own.id, captain)).map((served) => served.id)).toEqual([first.id, third.id]);
    // The same batch again: everything readable is there already.
    const replay = await postBatch(t, own.id, captain, [first, third]);
    expect(replay.json().results).toEqual([
      { id: first.id, status: 'exists' },
      { id: third.id, status: 'exists' },
    ]);
  });

  it('creates the first of two entries with one id in a batch; the later one exists', async () => {
    const own = await createTrip(t, captain.token);
    const twice = entry();
    const response = await postBatch(t, own.id, captain, [twice, { ...twice, text: 'Second copy' }]);
    expect(response.json().results).toEqual([
      { id: twice.id, status: 'created' },
      { id: twice.id, status: 'exists' },
    ]);
    const served = await entriesOf(t, own.id, captain);
    expect(served.map((e) => [e.id, e.text])).toEqual([[twice.id, 'Trawers Helu.']]);
  });

  it('takes a correction of an earlier entry, also one earlier in the same batch, and chains them', async () => {
    const own = await createTrip(t, captain.token);
    const wrong = entry({ log_nm: 1230 });
    expect((await postEntry(t, own.id, captain, wrong)).statusCode).toBe(201);
    const fix = entry({ corrects: wrong.id, log_nm: 123, logged_at: '2026-07-01T10:05+02:00' });
    const fixed = await postEntry(t, own.id, captain, fix);
    expect(fixed.statusCode, fixed.body).toBe(201);
    expect(fixed.json().entry.corrects).toBe(wrong.id);

    const inBatch = entry({ logged_at: '2026-07-01T12:00+02:00' });
    const itsFix = entry({ corrects: inBatch.id, logged_at: '2026-07-01T12:01+02:00' });
    const fixOfFix = entry({ corrects: fix.id, log_nm: 124, logged_at: '2026-07-01T12:02+02:00' });
    const batch = await postBatch(t, own.id, captain, [inBatch, itsFix, fixOfFix]);
    expect(batch.json().results.map((r: { status: string }) => r.status)).toEqual([
      'created',
      'created',
      'created',
    ]);
    const served = await entriesOf(t, own.id, captain);
    expect(served.map((e) => [e.id, e.corrects])).toEqual([
      [wrong.id, null],
      [fix.id, wrong.id],
      [inBatch.id, null],
      [itsFix.id, inBatch.id],
      [fixOfFix.id, fix.id],
    ]);
  });

  it('refuses a correction of an entry the log does not hold, or of the entry itself', async () => {
    const own = await createTrip(t, captain.token);
    const other = await createTrip(t, captain.token);
    const elsewhere = entry();
    expect((await postEntry(t, other.id, captain, elsewhere)).statusCode).toBe(201);
    const unknown = await postEntry(t, own.id, captain, entry({ corrects: randomUUID() }));
    expect(unknown.statusCode, unknown.body).toBe(422);
    expect(unknown.json()).toMatchObject({
      success: false,
      message: 'The entry to correct is not in this deck log.',
      errors: { corrects: ['The entry to correct is not in this deck log.'] },
    });
    // Another trip's entry is not this log's.
    const otherTrips = await postEntry(t, own.id, captain, entry({ corrects: elsewhere.id }));
    expect(otherTrips.json().errors).toEqual({ corrects: ['The entry to correct is not in this deck log.'] });
    const id = randomUUID();
    const itself = await postEntry(t, own.id, captain, entry({ id, corrects: id }));
    expect(itself.json().errors).toEqual({ corrects: ['An entry cannot correct itself.'] });
    // A correction later in the batch than what it corrects is no correction of an earlier entry.
    const later = entry();
    const batch = await postBatch(t, own.id, captain, [entry({ corrects: later.id }), later]);
    expect(batch.json().results.map((r: { status: string }) => r.status)).toEqual(['invalid', 'created']);
    expect(await entriesOf(t, own.id, captain)).toHaveLength(1);
  });

  it('refuses an out-of-range reading naming the field, in the language asked for', async () => {
    const response = await postEntry(t, tripId, { ...captain, language: 'pl' }, entry({ wind_bft: 13 }));
    expect(validationErrors(response, 'pl')).toEqual({ wind_bft: ['Wartość może wynosić co najwyżej 12.'] });
    const english = await postEntry(
      t,
      tripId,
      captain,
      entry({ course_deg: 360, pressure_hpa: 850, sea_state: 1.5, position: { lat: 91, lon: 0 } }),
    );
    expect(validationErrors(english)).toEqual({
      course_deg: ['The value must be at most 359.'],
      pressure_hpa: ['The value must be at least 900.'],
      sea_state: ['Enter a whole number.'],
      'position.lat': ['The value must be at most 90.'],
    });
    const bare = await postEntry(t, tripId, captain, { id: 'x', logged_at: '2026-07-01 10:00', kind: 'x' });
    expect(validationErrors(bare)).toEqual({
      id: ["The entry's id must be a UUID."],
      logged_at: ['Give the time as ISO 8601 with its offset, e.g. 2026-07-01T14:30+02:00.'],
      kind: ['Choose one of the kinds of entry.'],
    });
    const missing = await postEntry(t, tripId, captain, { id: randomUUID(), kind: 'note' });
    expect(validationErrors(missing)).toEqual({ logged_at: ['Give the time of the entry.'] });
  });

  it("takes only entries dated within the trip's dates ± 1 day in the ship's time, naming the dates", async () => {
    // validTrip sails 1-8 July 2026: 30 June to 9 July in the ship's time, whatever that is in UTC.
    const at = (logged_at: string) => postEntry(t, tripId, captain, entry({ logged_at }));
    expect((await at('2026-06-30T00:00+02:00')).statusCode).toBe(201); // 29 June 22:00 UTC
    expect((await at('2026-07-09T23:30-05:00')).statusCode).toBe(201); // 10 July 04:30 UTC
    const after = await at('2026-07-10T23:30-05:00');
    expect(after.statusCode).toBe(422);
    expect(after.json()).toMatchObject({
      message:
        "The entry's date must lie between 30/06/2026 and 09/07/2026 (the trip's dates, one day either side).",
      errors: {
        logged_at: [
          "The entry's date must lie between 30/06/2026 and 09/07/2026 (the trip's dates, one day either side).",
        ],
      },
    });
    const before = await postEntry(
      t,
      tripId,
      { ...captain, language: 'pl' },
      entry({ logged_at: '2026-06-29T23:59+14:00' }),
    );
    expect(before.statusCode).toBe(422);
    expect(before.json().errors).toEqual({
      logged_at: [
        'Data wpisu musi przypadać między 30.06.2026 a 09.07.2026 (daty rejsu z dniem zapasu z każdej strony).',
      ],
    });
  });

  it('documents every deck log route under the deck-log tag, with a summary and its schemas', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const log = document.paths['/api/sailing-trips/{id}/log-entries'];
    for (const path of [
      '/api/sailing-trips/{id}/log-entries',
      '/api/sailing-trips/{id}/log-entries/batch',
      '/api/sailing-trips/{id}/log-settings',
      '/api/sailing-trips/{id}/log-entries/{entryId}',
    ]) {
      for (const [method, operation] of Object.entries(document.paths[path] as Record<string, never>)) {
        const { tags, summary } = operation as { tags: string[]; summary: string };
        expect(tags, `${method} ${path}`).toEqual(['deck-log']);
        expect(summary, `${method} ${path}`).toMatch(/\w/);
      }
    }
    expect(
      Object.keys(log.get.responses['200'].content['application/json'].schema.properties).sort(),
    ).toEqual(['can_write', 'crew_may_write', 'entries', 'success', 'summary', 'trip']);
    expect(log.post.requestBody.content['application/json'].schema.required).toEqual([
      'id',
      'logged_at',
      'kind',
    ]);
    expect(Object.keys(log.post.responses).sort()).toEqual(['200', '201']);
  });

  it('refuses to edit or delete anything with 405 and an Allow header, in the language asked for', async () => {
    const stored = entry();
    expect((await postEntry(t, tripId, captain, stored)).statusCode).toBe(201);
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const one = await call(t, method, `${logUrl(tripId)}/${stored.id}`, {
        token: captain.token,
        payload: method === 'DELETE' ? undefined : { text: 'rewritten' },
      });
      expect(one.statusCode, `${method} entry`).toBe(405);
      expect(one.headers.allow).toBe('');
      expect(one.json()).toMatchObject({
        success: false,
        message:
          'A deck log is a record: entries are never edited or deleted. Correct a mistake with a new entry that corrects it.',
      });
      const all = await call(t, method, logUrl(tripId), { token: captain.token, language: 'pl' });
      expect(all.statusCode, `${method} log`).toBe(405);
      expect(all.headers.allow).toBe('GET, HEAD, POST');
      expect(all.json().message).toBe(
        'Dziennik jachtowy jest zapisem: wpisów nigdy się nie zmienia ani nie usuwa. Błąd popraw nowym wpisem, który go koryguje.',
      );
    }
    const served = (await entriesOf(t, tripId, captain)).find((e) => e.id === stored.id);
    expect(served?.text).toBe('Trawers Helu.');
  });
});
