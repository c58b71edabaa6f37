import 'fake-indexeddb/auto';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { summarizeDeckLog } from '#domain/deck-log/summary.ts';
import { captain, loggedInCaptain, loggedInStudent } from '../../test/accounts.ts';
import { createTestQueryClient } from '../../test/render-with-providers.tsx';
import { server } from '../../test/server.ts';
import { outboxOfTrip, readServedCopy } from './outbox-store.ts';
import {
  deleteOutboxDatabase,
  draftAt,
  fakeLogServer,
  loggedTrip,
  servedEntry,
  setBrowserOnline,
} from './outbox-testing.ts';
import { useDeckLog } from './use-deck-log.ts';

const tripId = loggedTrip.id;
const departure = servedEntry({
  id: crypto.randomUUID(),
  logged_at: '2026-07-01T08:00+02:00',
  kind: 'departure',
  text: 'Gdynia',
  log_nm: 100,
});

function renderDeckLog(login: 'captain' | 'student' = 'captain') {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useDeckLog(tripId, login), { wrapper });
}

/** The page opened once with the network, so the trip's log is stored; then closed. */
async function openedOnceOnline() {
  const first = renderDeckLog();
  await waitFor(() => expect(first.result.current.status).toBe('ready'));
  await waitFor(async () => expect(await readServedCopy(`captain:${captain.id}`, tripId)).not.toBeNull());
  first.unmount();
}

beforeEach(() => {
  loggedInCaptain();
  setBrowserOnline(true);
});
afterEach(deleteOutboxDatabase);

describe('useDeckLog with the network', () => {
  it('shows the server’s log, then a new entry at once as waiting, then sent', async () => {
    const log = fakeLogServer({ entries: [departure] });
    server.use(...log.handlers);
    const { result } = renderDeckLog();
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current).toMatchObject({
      offlineCopy: false,
      trip: loggedTrip,
      canWrite: true,
      crewMayWrite: false,
      pendingCount: 0,
      online: true,
    });
    expect(result.current.entries).toEqual([{ ...departure, state: 'sent' }]);

    log.state.offline = true;
    let added: Awaited<ReturnType<typeof result.current.add>> | undefined;
    await act(async () => {
      added = await result.current.add({
        logged_at: '2026-07-01T10:00+02:00',
        kind: 'position',
        position: { lat: 54.5, lon: 18.8 },
        log_nm: 112.4,
      });
    });

    expect(added).toMatchObject({
      state: 'pending',
      kind: 'position',
      author: { role: 'captain', name: captain.name },
      text: null,
    });
    expect(result.current.pendingCount).toBe(1);
    expect(result.current.entries.map(({ id, state }) => ({ id, state }))).toEqual([
      { id: departure.id, state: 'sent' },
      { id: added?.id, state: 'pending' },
    ]);
    // The summary counts the waiting entry: the log reading moved 12.4 NM.
    expect(result.current.summary?.miles).toBe(12.4);

    log.state.offline = false;
    await act(() => result.current.sendNow());
    await waitFor(() => expect(result.current.pendingCount).toBe(0));
    await waitFor(() =>
      expect(result.current.entries.map(({ id, state }) => ({ id, state }))).toEqual([
        { id: departure.id, state: 'sent' },
        { id: added?.id, state: 'sent' },
      ]),
    );
    expect([...log.stored.keys()]).toEqual([departure.id, added?.id]);
    expect(result.current.summary).toEqual(log.answer().summary);
  });

  it('sends a new entry at once when online, with no button pressed', async () => {
    const log = fakeLogServer();
    server.use(...log.handlers);
    const { result } = renderDeckLog();
    await waitFor(() => expect(result.current.status).toBe('ready'));

    await act(async () => {
      await result.current.add({ logged_at: '2026-07-02T06:00+02:00', kind: 'watch_change' });
    });

    await waitFor(() => expect(log.stored.size).toBe(1));
    await waitFor(() => expect(result.current.pendingCount).toBe(0));
    expect(result.current.entries.map(({ state }) => state)).toEqual(['sent']);
  });

  it('refuses an invalid draft with the schema’s error and stores nothing', async () => {
    server.use(...fakeLogServer().handlers);
    const { result } = renderDeckLog();
    await waitFor(() => expect(result.current.status).toBe('ready'));

    const refusal = await result.current
      .add({ logged_at: '2026-07-02 06:00', kind: 'note', wind_bft: 13 })
      .catch((error: unknown) => error);

    expect(refusal).toBeInstanceOf(ZodError);
    expect((refusal as ZodError).issues.map(({ path }) => path.join('.')).sort()).toEqual([
      'logged_at',
      'wind_bft',
    ]);
    expect(await outboxOfTrip(`captain:${captain.id}`, tripId)).toEqual([]);
  });

  it('keeps an entry the server refuses, with its errors, until the user discards it', async () => {
    const errors = { logged_at: ['The time is outside the trip.'] };
    const log = fakeLogServer({ refuse: (entry) => (entry.logged_at.startsWith('2026-09') ? errors : null) });
    server.use(...log.handlers);
    const { result } = renderDeckLog();
    await waitFor(() => expect(result.current.status).toBe('ready'));

    await act(async () => {
      await result.current.add({ logged_at: '2026-09-01T06:00+02:00', kind: 'note', text: 'Fog' });
    });

    await waitFor(() => expect(result.current.rejectedCount).toBe(1));
    const [rejected] = result.current.entries;
    expect(rejected).toMatchObject({ state: 'rejected', errors, text: 'Fog' });
    expect(result.current.pendingCount).toBe(0);
    // A refused entry is not part of the log's figures.
    expect(result.current.summary).toEqual(summarizeDeckLog([]));

    await act(() => result.current.discard(rejected?.id ?? ''));

    await waitFor(() => expect(result.current.entries).toEqual([]));
    expect(result.current.rejectedCount).toBe(0);
  });

  it('is unavailable for a trip the server does not show (404), and forgets its stored copy', async () => {
    const log = fakeLogServer({ entries: [departure] });
    server.use(...log.handlers);
    await openedOnceOnline();
    server.use(
      http.get(`/api/sailing-trips/${tripId}/log-entries`, () =>
        HttpResponse.json({ success: false, message: 'Not found.' }, { status: 404 }),
      ),
    );

    const { result } = renderDeckLog();

    await waitFor(() => expect(result.current.status).toBe('unavailable'));
    expect(result.current.entries).toEqual([]);
    expect(result.current.trip).toBeNull();
    await waitFor(async () => expect(await readServedCopy(`captain:${captain.id}`, tripId)).toBeNull());
  });

  it('writes as crew, with the student’s token, on the student’s page, though a captain is logged in too', async () => {
    window.localStorage.clear();
    loggedInCaptain();
    loggedInStudent();
    const tokens: (string | null)[] = [];
    const log = fakeLogServer();
    server.events.on('request:start', ({ request }) => {
      tokens.push(request.headers.get('authorization'));
    });
    server.use(...log.handlers);
    const { result } = renderDeckLog('student');
    await waitFor(() => expect(result.current.status).toBe('ready'));

    let added: Awaited<ReturnType<typeof result.current.add>> | undefined;
    await act(async () => {
      added = await result.current.add({ logged_at: '2026-07-02T06:00+02:00', kind: 'note' });
    });

    expect(added?.author).toEqual({ role: 'crew', name: 'Jan Nowak' });
    await waitFor(() => expect(log.stored.size).toBe(1));
    expect(new Set(tokens)).toEqual(new Set(['Bearer student-token']));
    server.events.removeAllListeners('request:start');
  });
});

describe('useDeckLog without the network', () => {
  it('shows the stored copy and the waiting entries after a reload offline, and sends them when online', async () => {
    const log = fakeLogServer({ entries: [departure] });
    server.use(...log.handlers);
    await openedOnceOnline();

    log.state.offline = true;
    setBrowserOnline(false);
    const page = renderDeckLog();
    await waitFor(() => expect(page.result.current.status).toBe('ready'));
    expect(page.result.current).toMatchObject({
      offlineCopy: true,
      trip: loggedTrip,
      online: false,
      canWrite: true,
    });
    const drafts = [
      draftAt('2026-07-01T12:00+02:00', { kind: 'engine_on' }),
      draftAt('2026-07-01T13:00+02:00', { kind: 'engine_off' }),
      draftAt('2026-07-01T11:00+02:00', { kind: 'weather', wind_bft: 5, pressure_hpa: 1012 }),
    ];
    for (const draft of drafts) {
      await act(async () => {
        await page.result.current.add(draft);
      });
    }
    expect(page.result.current.pendingCount).toBe(3);
    page.unmount();

    // The reload, still offline: the copy and the three waiting entries, in time order.
    const reloaded = renderDeckLog();
    await waitFor(() => expect(reloaded.result.current.pendingCount).toBe(3));
    await waitFor(() => expect(reloaded.result.current.status).toBe('ready'));
    expect(reloaded.result.current.offlineCopy).toBe(true);
    expect(reloaded.result.current.entries.map(({ kind, state }) => [kind, state])).toEqual([
      ['departure', 'sent'],
      ['weather', 'pending'],
      ['engine_on', 'pending'],
      ['engine_off', 'pending'],
    ]);
    expect(reloaded.result.current.summary?.hours_under_engine).toBe(1);
    expect(log.state.batches).toEqual([]);

    // The network returns: the 'online' event sends them, once, and the log is read again from the server.
    log.state.offline = false;
    act(() => setBrowserOnline(true));

    await waitFor(() => expect(reloaded.result.current.pendingCount).toBe(0));
    await waitFor(() => expect(reloaded.result.current.offlineCopy).toBe(false));
    expect(log.state.batches).toEqual([drafts.map(({ id }) => id)]);
    expect([...log.stored.keys()].sort()).toEqual([departure.id, ...drafts.map(({ id }) => id)].sort());
    expect(reloaded.result.current.entries.map(({ state }) => state)).toEqual([
      'sent',
      'sent',
      'sent',
      'sent',
    ]);
  });

  it('is unavailable when the log was never opened with the network', async () => {
    const log = fakeLogServer();
    log.state.offline = true;
    server.use(...log.handlers);
    setBrowserOnline(false);

    const { result } = renderDeckLog();

    await waitFor(() => expect(result.current.status).toBe('unavailable'));
    expect(result.current).toMatchObject({ offlineCopy: false, trip: null, summary: null, entries: [] });
  });

  it('keeps another account’s copy to itself', async () => {
    server.use(...fakeLogServer({ entries: [departure] }).handlers);
    await openedOnceOnline();
    window.localStorage.clear();
    loggedInCaptain({ ...captain, id: captain.id + 1, name: 'Ewa Nowak' });
    const log = fakeLogServer();
    log.state.offline = true;
    server.use(...log.handlers);

    const { result } = renderDeckLog();

    await waitFor(() => expect(result.current.status).toBe('unavailable'));
  });
});
