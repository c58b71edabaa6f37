import 'fake-indexeddb/auto';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DeckLogEntryInput } from '#domain/deck-log.ts';
import { loggedInCaptain } from '../../test/accounts.ts';
import { server } from '../../test/server.ts';
import {
  type AccountKey,
  addToOutbox,
  clearServedCopies,
  discardRejected,
  type OutboxRecord,
  outboxDatabaseName,
  outboxOfAccount,
  outboxOfTrip,
  readServedCopy,
  saveServedCopy,
} from './outbox-store.ts';
import { deleteOutboxDatabase, draftAt, fakeLogServer, loggedTrip, servedEntry } from './outbox-testing.ts';
import { sendOutbox } from './send-outbox.ts';

const account: AccountKey = 'captain:7';
const sender = { account, auth: 'captain' } as const;
const author = { role: 'captain', name: 'Anna Kowalska' } as const;
let clock = 0;

/** Writes entries to the outbox as the log page does, one after another. */
async function written(
  entries: DeckLogEntryInput[],
  tripId = loggedTrip.id,
  who: AccountKey = account,
): Promise<OutboxRecord[]> {
  const records: OutboxRecord[] = [];
  for (const entry of entries) {
    clock += 1;
    const record: OutboxRecord = {
      id: entry.id,
      account: who,
      tripId,
      entry,
      author,
      state: 'pending',
      savedAt: new Date(Date.UTC(2026, 6, 2, 10, 0, 0, clock)).toISOString(),
    };
    await addToOutbox(record);
    records.push(record);
  }
  return records;
}

const states = async (tripId = loggedTrip.id) =>
  (await outboxOfTrip(account, tripId)).map(({ id, state, errors }) => ({ id, state, errors }));

beforeEach(() => loggedInCaptain());
afterEach(deleteOutboxDatabase);

describe('sending the outbox', () => {
  it('sends pending entries in one batch, in the order written; created and exists are sent, invalid is kept', async () => {
    const known = servedEntry({ id: crypto.randomUUID(), logged_at: '2026-07-02T09:00+02:00', kind: 'note' });
    const refused = { logged_at: ['The time is outside the trip (1–8 July 2026, one day either side).'] };
    const log = fakeLogServer({
      entries: [known],
      refuse: (entry) => (entry.logged_at.startsWith('2026-08') ? refused : null),
    });
    server.use(...log.handlers);
    const [first, again, late] = await written([
      draftAt('2026-07-02T10:00+02:00'),
      // Sent before, its answer lost: the server answers 'exists'.
      { ...draftAt('2026-07-02T09:00+02:00'), id: known.id },
      draftAt('2026-08-20T10:00+02:00'),
    ]);

    const report = await sendOutbox(sender);

    expect(log.state.batches).toEqual([[first?.id, again?.id, late?.id]]);
    expect(report).toEqual({ sent: 2, rejected: 1, waiting: 0, tripIds: [loggedTrip.id] });
    expect(await states()).toEqual(
      expect.arrayContaining([
        { id: first?.id, state: 'sent', errors: undefined },
        { id: again?.id, state: 'sent', errors: undefined },
        { id: late?.id, state: 'rejected', errors: refused },
      ]),
    );
    // What the watch typed is still there to read and write again.
    expect((await outboxOfTrip(account, loggedTrip.id)).find(({ id }) => id === late?.id)?.entry).toEqual(
      late?.entry,
    );
    expect([...log.stored.keys()].sort()).toEqual([known.id, first?.id].sort());
  });

  it('sends nothing twice: a second round finds no pending entry', async () => {
    const log = fakeLogServer();
    server.use(...log.handlers);
    await written([draftAt('2026-07-02T10:00+02:00')]);

    await sendOutbox(sender);
    const second = await sendOutbox(sender);

    expect(log.state.batches).toHaveLength(1);
    expect(second).toEqual({ sent: 0, rejected: 0, waiting: 0, tripIds: [] });
  });

  it('sends an entry written during a round in the round after it, without waiting for the next try', async () => {
    const log = fakeLogServer();
    let answerFirst = () => {};
    const firstAnswered = new Promise<void>((resolve) => {
      answerFirst = resolve;
    });
    server.use(
      http.post(
        `/api/sailing-trips/${loggedTrip.id}/log-entries/batch`,
        async () => {
          await firstAnswered;
          return undefined;
        },
        { once: true },
      ),
      ...log.handlers,
    );
    const [first] = await written([draftAt('2026-07-02T10:00+02:00')]);
    const firstRound = sendOutbox(sender);
    const [second] = await written([draftAt('2026-07-02T10:01+02:00')]);
    const secondRound = sendOutbox(sender);
    expect(sendOutbox(sender)).toBe(secondRound);

    answerFirst();
    expect(await firstRound).toMatchObject({ sent: 1 });
    expect(await secondRound).toMatchObject({ sent: 1 });

    expect(log.state.batches).toEqual([[first?.id], [second?.id]]);
  });

  it('keeps every entry pending while there is no network, and sends them when it returns', async () => {
    const log = fakeLogServer();
    server.use(...log.handlers);
    log.state.offline = true;
    const records = await written([draftAt('2026-07-02T10:00+02:00'), draftAt('2026-07-02T11:00+02:00')]);

    expect(await sendOutbox(sender)).toEqual({ sent: 0, rejected: 0, waiting: 2, tripIds: [] });
    expect((await states()).map(({ state }) => state)).toEqual(['pending', 'pending']);

    log.state.offline = false;
    expect(await sendOutbox(sender)).toEqual({ sent: 2, rejected: 0, waiting: 0, tripIds: [loggedTrip.id] });
    expect([...log.stored.keys()]).toEqual(records.map(({ id }) => id));
  });

  it('sends at most 500 entries in a batch, oldest written first', async () => {
    const log = fakeLogServer();
    server.use(...log.handlers);
    const records = await written(
      Array.from({ length: 620 }, (_, i) =>
        draftAt(
          `2026-07-03T${String(Math.floor(i / 60) + 10).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}Z`,
        ),
      ),
    );

    const report = await sendOutbox(sender);

    expect(log.state.batches.map((batch) => batch.length)).toEqual([500, 120]);
    expect(log.state.batches.flat()).toEqual(records.map(({ id }) => id));
    expect(report).toEqual({ sent: 620, rejected: 0, waiting: 0, tripIds: [loggedTrip.id] });
  });

  it('sends each trip to its own address, and only this account’s entries', async () => {
    const first = fakeLogServer();
    const second = fakeLogServer({ tripId: 43 });
    server.use(...first.handlers, ...second.handlers);
    const [a] = await written([draftAt('2026-07-02T10:00+02:00')]);
    const [b] = await written([draftAt('2026-07-02T10:05+02:00')], 43);
    // Another captain's entry on this browser waits for that captain's login.
    const [other] = await written([draftAt('2026-07-02T10:10+02:00')], loggedTrip.id, 'captain:8');

    const report = await sendOutbox(sender);

    expect(first.state.batches).toEqual([[a?.id]]);
    expect(second.state.batches).toEqual([[b?.id]]);
    expect(report.tripIds.sort()).toEqual([42, 43]);
    expect((await outboxOfAccount('captain:8')).map(({ id, state }) => ({ id, state }))).toEqual([
      { id: other?.id, state: 'pending' },
    ]);
  });

  it.each([
    [404, { success: false, message: 'Not found.' }],
    [403, { success: false, error: 'premium_required', message: 'This feature requires a Premium account.' }],
    [500, { success: false, message: 'Internal error.' }],
  ])('keeps the entries pending when the whole batch is refused with %i', async (status, body) => {
    server.use(
      http.post(`/api/sailing-trips/${loggedTrip.id}/log-entries/batch`, () =>
        HttpResponse.json(body, { status }),
      ),
    );
    await written([draftAt('2026-07-02T10:00+02:00')]);

    expect(await sendOutbox(sender)).toEqual({ sent: 0, rejected: 0, waiting: 1, tripIds: [] });
    expect((await states()).map(({ state }) => state)).toEqual(['pending']);
  });

  it('marks every entry of a batch refused as a whole with 422 rejected, with the answer’s errors', async () => {
    const errors = { entries: ['At most 500 entries.'] };
    server.use(
      http.post(`/api/sailing-trips/${loggedTrip.id}/log-entries/batch`, () =>
        HttpResponse.json(
          { success: false, message: 'Some fields need your attention.', errors },
          { status: 422 },
        ),
      ),
    );
    const [record] = await written([draftAt('2026-07-02T10:00+02:00')]);

    expect(await sendOutbox(sender)).toEqual({ sent: 0, rejected: 1, waiting: 0, tripIds: [] });
    expect(await states()).toEqual([{ id: record?.id, state: 'rejected', errors }]);
  });

  it('sends with the captain’s token and language', async () => {
    const seen: (string | null)[][] = [];
    server.use(
      http.post(`/api/sailing-trips/${loggedTrip.id}/log-entries/batch`, async ({ request }) => {
        seen.push([request.headers.get('authorization'), request.headers.get('accept-language')]);
        const { entries } = (await request.json()) as { entries: { id: string }[] };
        return HttpResponse.json({
          success: true,
          results: entries.map(({ id }) => ({ id, status: 'created' })),
        });
      }),
    );
    await written([draftAt('2026-07-02T10:00+02:00')]);

    await sendOutbox(sender);

    expect(seen).toEqual([['Bearer captain-token', expect.any(String)]]);
  });
});

describe('the outbox and the offline copy', () => {
  it('discards a rejected entry, and refuses to discard a pending one', async () => {
    const log = fakeLogServer({ refuse: (entry) => (entry.text === 'bad' ? { text: ['No.'] } : null) });
    server.use(...log.handlers);
    const [bad] = await written([draftAt('2026-07-02T10:00+02:00', { text: 'bad' })]);
    await sendOutbox(sender);
    log.state.offline = true;
    const [waiting] = await written([draftAt('2026-07-02T11:00+02:00')]);

    await expect(discardRejected(waiting?.id ?? '')).rejects.toThrow('Only a rejected entry');
    await discardRejected(bad?.id ?? '');

    expect((await states()).map(({ id }) => id)).toEqual([waiting?.id]);
  });

  it('drops the sent entries a served copy holds, and keeps those it does not hold yet', async () => {
    const log = fakeLogServer();
    server.use(...log.handlers);
    const [first] = await written([draftAt('2026-07-02T10:00+02:00')]);
    const copy = log.answer();
    await sendOutbox(sender);
    await saveServedCopy(account, loggedTrip.id, copy);
    expect((await states()).map(({ id }) => id)).toEqual([first?.id]);

    await saveServedCopy(account, loggedTrip.id, log.answer());

    expect(await states()).toEqual([]);
    expect((await readServedCopy(account, loggedTrip.id))?.log.entries.map(({ id }) => id)).toEqual([
      first?.id,
    ]);
  });

  it('on logout forgets every served copy and the sent entries, and keeps the unsent and the rejected', async () => {
    const log = fakeLogServer({ refuse: (entry) => (entry.text === 'bad' ? { text: ['No.'] } : null) });
    server.use(...log.handlers);
    const [, bad] = await written([
      draftAt('2026-07-02T10:00+02:00'),
      draftAt('2026-07-02T10:30+02:00', { text: 'bad' }),
    ]);
    await sendOutbox(sender);
    const [waiting] = await written([draftAt('2026-07-02T11:00+02:00')]);
    await saveServedCopy('captain:8', loggedTrip.id, log.answer());

    await clearServedCopies();

    expect(await readServedCopy('captain:8', loggedTrip.id)).toBeNull();
    expect((await states()).map(({ id, state }) => ({ id, state }))).toEqual([
      { id: bad?.id, state: 'rejected' },
      { id: waiting?.id, state: 'pending' },
    ]);
  });
});

describe('an update of the app', () => {
  it('lets a newer version of the database open while this tab holds it, with every unsent entry in it', async () => {
    const [waiting] = await written([draftAt('2026-07-02T10:00+02:00')]);

    // A newer version of the app opens the database one version up, keeping its stores as the upgrade must.
    const newer = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(outboxDatabaseName, 2);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
      request.onblocked = () => reject(new Error('blocked by the open tab'));
    });
    const kept = await new Promise<unknown>((resolve, reject) => {
      const read = newer
        .transaction('outbox')
        .objectStore('outbox')
        .get(waiting?.id ?? '');
      read.onsuccess = () => resolve(read.result);
      read.onerror = () => reject(read.error);
    });
    newer.close();

    expect(kept).toEqual(waiting);
  });
});
