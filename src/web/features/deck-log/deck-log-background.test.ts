import 'fake-indexeddb/auto';
import { waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { clearCaptainSession } from '../../lib/session-storage.ts';
import { captain, loggedInCaptain } from '../../test/accounts.ts';
import { server } from '../../test/server.ts';
import { watchDeckLogOutbox } from './deck-log-background.ts';
import { addToOutbox, outboxOfTrip, readServedCopy, saveServedCopy } from './outbox-store.ts';
import {
  deleteOutboxDatabase,
  draftAt,
  fakeLogServer,
  loggedTrip,
  setBrowserOnline,
} from './outbox-testing.ts';

const account = `captain:${captain.id}` as const;
let stop: (() => void) | null = null;

afterEach(async () => {
  stop?.();
  stop = null;
  await deleteOutboxDatabase();
});

it('on logout forgets the served log but keeps the unsent entry, and sends it when that captain logs in again', async () => {
  setBrowserOnline(false);
  const log = fakeLogServer();
  server.use(...log.handlers);
  loggedInCaptain();
  stop = watchDeckLogOutbox();
  await saveServedCopy(account, loggedTrip.id, log.answer());
  const entry = draftAt('2026-07-02T10:00+02:00');
  await addToOutbox({
    id: entry.id,
    account,
    tripId: loggedTrip.id,
    entry,
    author: { role: 'captain', name: captain.name },
    state: 'pending',
    savedAt: new Date().toISOString(),
  });

  clearCaptainSession();

  await waitFor(async () => expect(await readServedCopy(account, loggedTrip.id)).toBeNull());
  expect((await outboxOfTrip(account, loggedTrip.id)).map(({ id, state }) => [id, state])).toEqual([
    [entry.id, 'pending'],
  ]);

  setBrowserOnline(true);
  loggedInCaptain();

  await waitFor(() => expect([...log.stored.keys()]).toEqual([entry.id]));
  await waitFor(async () =>
    expect((await outboxOfTrip(account, loggedTrip.id)).map(({ state }) => state)).toEqual(['sent']),
  );
});

it('sends what waits as soon as the app starts with a login and the network', async () => {
  setBrowserOnline(true);
  const log = fakeLogServer();
  server.use(...log.handlers);
  loggedInCaptain();
  const entry = draftAt('2026-07-02T10:00+02:00');
  await addToOutbox({
    id: entry.id,
    account,
    tripId: loggedTrip.id,
    entry,
    author: { role: 'captain', name: captain.name },
    state: 'pending',
    savedAt: new Date().toISOString(),
  });

  stop = watchDeckLogOutbox();

  await waitFor(() => expect([...log.stored.keys()]).toEqual([entry.id]));
});
