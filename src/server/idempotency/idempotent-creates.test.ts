import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { premiumLedger } from '../subscriptions/premium.ts';
import { subscriptionsRepository } from '../subscriptions/repository.ts';
import { generousRateLimits, registerStudent } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { type Captain, newCaptain, validTrip } from '../trips/test-support.ts';
import { idempotencyStore } from './store.ts';
import { backdate, expectOneAnswerReplayed, hourMs, newKey, seen, send, storedKeys } from './test-support.ts';

const keyInvalid = {
  success: false,
  message:
    'The Idempotency-Key header must be 1 to 255 visible ASCII characters without spaces (a UUID, for example).',
  errors: {
    'Idempotency-Key': [
      'The Idempotency-Key header must be 1 to 255 visible ASCII characters without spaces (a UUID, for example).',
    ],
  },
  request_id: expect.any(String),
};
const keyReused = (language: 'en' | 'pl') => {
  const message =
    language === 'en'
      ? 'This form was already sent with other data under the same Idempotency-Key, so this request saved nothing. Check what was saved before you send the form again.'
      : 'Ten formularz został już wysłany z innymi danymi pod tym samym kluczem Idempotency-Key, więc to żądanie niczego nie zapisało. Sprawdź, co zostało zapisane, zanim wyślesz formularz ponownie.';
  return {
    success: false,
    message,
    errors: { 'Idempotency-Key': [message] },
    request_id: expect.any(String),
  };
};

describe('idempotent creates: POST /api/sailing-trips with Idempotency-Key', () => {
  let t: TestApp;
  let captain: Captain;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
    captain = await newCaptain(t, true);
  });
  afterAll(async () => t.close());

  const createTrip = (key: string | undefined, payload: unknown = validTrip(), token = captain.token) =>
    send(t, 'POST', '/api/sailing-trips', { token, key, payload });
  const tripCount = async (userId = captain.id) =>
    Number(
      (
        await t.app.database.db
          .selectFrom('trips')
          .select((eb) => eb.fn.countAll().as('count'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).count,
    );

  it('answers a repeat with the first answer, marked as replayed, and records the trip once', async () => {
    const before = await tripCount();
    const key = newKey();
    const first = await createTrip(key);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(first.json()).toMatchObject({ success: true, message: 'The trip has been saved!' });

    const repeat = await createTrip(key);
    expect(seen(repeat)).toEqual(seen(first));
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(await tripCount()).toBe(before + 1);

    // The stored answer is the first one as sent, even to a repeat asking in another language.
    const polish = await send(t, 'POST', '/api/sailing-trips', {
      token: captain.token,
      key,
      payload: validTrip(),
      language: 'pl',
    });
    expect(seen(polish)).toEqual(seen(first));
    expect(await tripCount()).toBe(before + 1);
  });

  it('reads the same body in another key order as the same request', async () => {
    const key = newKey();
    const payload = validTrip();
    const first = await createTrip(key, payload);
    expect(first.statusCode, first.body).toBe(201);
    const reversed = Object.fromEntries(Object.entries(payload).reverse());
    const repeat = await createTrip(key, reversed);
    expect(seen(repeat)).toEqual(seen(first));
    expect(repeat.headers['idempotent-replayed']).toBe('true');
  });

  for (const parallel of [2, 5]) {
    it(`records one trip for ${parallel} repeats sent at the same moment, every answer the first one`, async () => {
      const before = await tripCount();
      const key = newKey();
      const answers = await Promise.all(Array.from({ length: parallel }, () => createTrip(key)));
      const first = expectOneAnswerReplayed(answers);
      expect(first.statusCode).toBe(201);
      expect(await tripCount()).toBe(before + 1);
      const id = first.json<{ sailing_trip: { id: number } }>().sailing_trip.id;
      const keys = await storedKeys(t, captain.id);
      expect(keys.filter((row) => row.idempotency_key === key)).toEqual([
        expect.objectContaining({ owner_kind: 'captain', status_code: 201, response_body: first.body }),
      ]);
      expect(JSON.parse(first.body).sailing_trip.id).toBe(id);
    });
  }

  it('refuses the same key with another body or on another route (422 naming the header), in en and pl', async () => {
    const key = newKey();
    const first = await createTrip(key);
    expect(first.statusCode, first.body).toBe(201);
    const before = await tripCount();

    const otherBody = await createTrip(key, validTrip({ yacht_name: 'Dar Młodzieży' }));
    expect(otherBody.statusCode).toBe(422);
    expect(otherBody.json()).toEqual(keyReused('en'));
    const polish = await send(t, 'POST', '/api/sailing-trips', {
      token: captain.token,
      key,
      payload: validTrip({ distance: '1' }),
      language: 'pl',
    });
    expect(polish.statusCode).toBe(422);
    expect(polish.json()).toEqual(keyReused('pl'));
    const otherRoute = await send(t, 'POST', '/api/yachts', {
      token: captain.token,
      key,
      payload: { name: 'Zawisza' },
    });
    expect(otherRoute.statusCode).toBe(422);
    expect(otherRoute.json()).toEqual(keyReused('en'));
    expect(await tripCount()).toBe(before);

    // The first request's repeat still gets its answer.
    expect(seen(await createTrip(key))).toEqual(seen(first));
  });

  it("keeps each captain's keys apart: another captain's request with the same key creates their own trip", async () => {
    const other = await newCaptain(t, true);
    const key = newKey();
    const mine = await createTrip(key);
    const theirs = await createTrip(key, validTrip(), other.token);
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    const ids = [mine, theirs].map(
      (answer) => answer.json<{ sailing_trip: { id: number } }>().sailing_trip.id,
    );
    expect(ids[0]).not.toBe(ids[1]);
    expect(await tripCount(other.id)).toBe(1);
    // And a different body under that key is the other captain's own business.
    const theirsAgain = await createTrip(key, validTrip(), other.token);
    expect(seen(theirsAgain)).toEqual(seen(theirs));
  });

  it('keeps only successful answers: the same key, corrected after a 422, creates', async () => {
    const before = await tripCount();
    const key = newKey();
    const invalid = await createTrip(key, validTrip({ yacht_name: '' }));
    expect(invalid.statusCode, invalid.body).toBe(422);
    expect(invalid.json().errors).toHaveProperty('yacht_name');
    expect((await storedKeys(t, captain.id)).map((row) => row.idempotency_key)).not.toContain(key);

    const corrected = await createTrip(key);
    expect(corrected.statusCode, corrected.body).toBe(201);
    expect(corrected.headers['idempotent-replayed']).toBeUndefined();
    const repeat = await createTrip(key);
    expect(seen(repeat)).toEqual(seen(corrected));
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(await tripCount()).toBe(before + 1);
  });

  it('keeps nothing for a captain refused for want of premium: the same key creates once premium is bought', async () => {
    const late = await newCaptain(t, false);
    const key = newKey();
    const refused = await createTrip(key, validTrip(), late.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'premium_required' });
    await premiumLedger(subscriptionsRepository(t.app.database.db)).grant(late.id, 30, 'grant');
    const created = await createTrip(key, validTrip(), late.token);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.headers['idempotent-replayed']).toBeUndefined();
    expect(await tripCount(late.id)).toBe(1);
  });

  it('works as before without the header: two creates make two trips and keep no key', async () => {
    const before = await tripCount();
    const keysBefore = (await storedKeys(t, captain.id)).length;
    const answers = [await createTrip(undefined), await createTrip(undefined)];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(201);
      expect(answer.headers['idempotent-replayed']).toBeUndefined();
    }
    expect(await tripCount()).toBe(before + 2);
    expect(await storedKeys(t, captain.id)).toHaveLength(keysBefore);
  });

  it('refuses a malformed key with 422 naming the header, and creates nothing', async () => {
    const before = await tripCount();
    for (const key of ['', ' ', 'a b', 'x'.repeat(256), 'klucz-żaglówki', 'tab\there']) {
      const answer = await createTrip(key);
      expect(answer.statusCode, `${JSON.stringify(key)}: ${answer.body}`).toBe(422);
      expect(answer.json()).toEqual(keyInvalid);
    }
    const longest = await createTrip('~'.repeat(255));
    expect(longest.statusCode, longest.body).toBe(201);
    expect(await tripCount()).toBe(before + 1);
  });

  it('checks the session and premium before the key: 401, 403 and premium_required come first', async () => {
    const key = newKey();
    expect((await createTrip(key)).statusCode).toBe(201);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/sailing-trips',
      headers: { 'idempotency-key': key },
      payload: validTrip(),
    });
    expect(anonymous.statusCode).toBe(401);
    const student = await registerStudent(t, { email: 'student-with-key@example.com' });
    const wrongKind = await createTrip(key, validTrip(), student.token);
    expect(wrongKind.statusCode).toBe(403);
    const free = await newCaptain(t, false);
    const noPremium = await createTrip('not a valid key', validTrip(), free.token);
    expect(noPremium.statusCode).toBe(403);
    expect(noPremium.json()).toMatchObject({ error: 'premium_required' });
    for (const answer of [anonymous, wrongKind, noPremium]) {
      expect(answer.headers['idempotent-replayed']).toBeUndefined();
      expect(answer.body).not.toContain('sailing_trip');
    }
  });

  it('forgets a key after 24 hours: the same request then creates again', async () => {
    const before = await tripCount();
    const key = newKey();
    const first = await createTrip(key);
    expect(first.statusCode).toBe(201);
    await backdate(t, key, 23 * hourMs);
    expect((await createTrip(key)).headers['idempotent-replayed']).toBe('true');
    expect(await tripCount()).toBe(before + 1);

    await backdate(t, key, 24 * hourMs + 60_000);
    const later = await createTrip(key);
    expect(later.statusCode, later.body).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(later.body).not.toBe(first.body);
    expect(await tripCount()).toBe(before + 2);
    // The new answer is kept for the next 24 hours.
    expect(seen(await createTrip(key))).toEqual(seen(later));
  });

  it('sweeps keys older than 24 hours and keeps younger ones (the hourly housekeeping)', async () => {
    const [old, young] = [newKey(), newKey()];
    for (const key of [old, young]) expect((await createTrip(key)).statusCode).toBe(201);
    await backdate(t, old, 25 * hourMs);
    await backdate(t, young, 23 * hourMs);
    await idempotencyStore(t.app.database.db).deleteExpired(new Date());
    const kept = (await storedKeys(t, captain.id)).map((row) => row.idempotency_key);
    expect(kept).toContain(young);
    expect(kept).not.toContain(old);
  });
});

/** A clock that tells when it has been read a number of times more: each claim attempt of a repeat reads it once. */
function observedClock() {
  let reads = 0;
  const waiting: { at: number; resolve: () => void }[] = [];
  return {
    now() {
      reads += 1;
      for (const waiter of waiting.filter((item) => item.at <= reads)) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve();
      }
      return new Date();
    },
    /** Resolves once the clock was read `count` more times. */
    reads(count: number) {
      return new Promise<void>((resolve) => waiting.push({ at: reads + count, resolve }));
    },
  };
}

describe('idempotent creates: a repeat of a request still being processed', () => {
  let t: TestApp;
  let captain: Captain;
  const clock = observedClock();

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits }, { idempotency: { now: () => clock.now() } });
    captain = await newCaptain(t, true);
  });
  afterAll(async () => t.close());

  const createTrip = (key: string) =>
    send(t, 'POST', '/api/sailing-trips', { token: captain.token, key, payload: validTrip() });
  const tripCount = async () =>
    (await t.app.database.db.selectFrom('trips').select('id').where('user_id', '=', captain.id).execute())
      .length;

  /** Turns a finished key back into one whose first request is still running (same request hash). */
  async function pendingKey() {
    const key = newKey();
    const first = await createTrip(key);
    expect(first.statusCode).toBe(201);
    await t.app.database.db
      .updateTable('idempotency_keys')
      .set({ status_code: null, content_type: null, response_body: null, completed_at: null })
      .where('idempotency_key', '=', key)
      .execute();
    return { key, first };
  }

  /** Sends the repeat and resolves once it has found the key pending and tried again (it is waiting). */
  async function waitingRepeat(key: string) {
    const secondAttempt = clock.reads(2);
    const answer = createTrip(key);
    await secondAttempt;
    // Wrapped: an async function returning the promise itself would wait for the answer.
    return { answer };
  }

  it('waits for it and answers what it answered', async () => {
    const { key, first } = await pendingKey();
    const before = await tripCount();
    const { answer: repeat } = await waitingRepeat(key);
    await t.app.database.db
      .updateTable('idempotency_keys')
      .set({
        status_code: 201,
        content_type: 'application/json; charset=utf-8',
        response_body: first.body,
        completed_at: new Date().toISOString(),
      })
      .where('idempotency_key', '=', key)
      .execute();
    const answer = await repeat;
    expect(seen(answer)).toEqual(seen(first));
    expect(answer.headers['idempotent-replayed']).toBe('true');
    expect(await tripCount()).toBe(before);
  });

  it('goes on itself when the first one ends without success (its key released)', async () => {
    const { key } = await pendingKey();
    const before = await tripCount();
    const row = await t.app.database.db
      .selectFrom('idempotency_keys')
      .select('id')
      .where('idempotency_key', '=', key)
      .executeTakeFirstOrThrow();
    const { answer: repeat } = await waitingRepeat(key);
    await idempotencyStore(t.app.database.db).release(row.id);
    const answer = await repeat;
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.headers['idempotent-replayed']).toBeUndefined();
    expect(await tripCount()).toBe(before + 1);
  });

  it('takes over a key whose request ended without a word over two minutes ago (a killed process)', async () => {
    const { key } = await pendingKey();
    const before = await tripCount();
    await backdate(t, key, 3 * 60_000);
    const answer = await createTrip(key);
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.headers['idempotent-replayed']).toBeUndefined();
    expect(await tripCount()).toBe(before + 1);
  });
});

describe('idempotent creates: a repeat that waited its limit', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits }, { idempotency: { waitMs: 0 } });
  });
  afterAll(async () => t.close());

  it('answers 409 with Retry-After, in the reader language, and creates nothing', async () => {
    const captain = await newCaptain(t, true);
    const key = newKey();
    const first = await send(t, 'POST', '/api/sailing-trips', {
      token: captain.token,
      key,
      payload: validTrip(),
    });
    expect(first.statusCode).toBe(201);
    await t.app.database.db
      .updateTable('idempotency_keys')
      .set({ status_code: null, response_body: null })
      .where('idempotency_key', '=', key)
      .execute();
    for (const [language, message] of [
      [
        'en',
        'The same request is still being processed. Wait a moment, then check whether it was saved before sending it again.',
      ],
      [
        'pl',
        'To samo żądanie jest jeszcze przetwarzane. Poczekaj chwilę i sprawdź, czy zostało zapisane, zanim wyślesz je ponownie.',
      ],
    ] as const) {
      const answer = await send(t, 'POST', '/api/sailing-trips', {
        token: captain.token,
        key,
        payload: validTrip(),
        language,
      });
      expect(answer.statusCode).toBe(409);
      expect(answer.headers['retry-after']).toBe('2');
      expect(answer.json()).toEqual({ success: false, message, request_id: expect.any(String) });
    }
    const trips = await t.app.database.db
      .selectFrom('trips')
      .select('id')
      .where('user_id', '=', captain.id)
      .execute();
    expect(trips).toHaveLength(1);
  });
});
