import { HttpResponse, http } from 'msw';
import { summarizeDeckLog } from '#domain/deck-log/summary.ts';
import type {
  DeckLogAuthor,
  DeckLogBatchResult,
  DeckLogEntry,
  DeckLogEntryInput,
  DeckLogResponse,
  DeckLogTrip,
} from '#domain/deck-log.ts';
import { outboxDatabaseName } from './outbox-store.ts';

/** The trip of the tests' logs: a week in July 2026 from Gdynia. */
export const loggedTrip: DeckLogTrip = {
  id: 42,
  yacht_name: 'Zawisza Czarny',
  registration_number: 'POL-1234',
  captain_name: 'Anna Kowalska',
  embarkation_port: 'Gdynia',
  disembarkation_port: 'Świnoujście',
  embarkation_date: '2026-07-01',
  disembarkation_date: '2026-07-08',
  status: 'in_progress',
};

/** An entry as the server stores and serves it: every reading null unless given. */
export function servedEntry(
  entry: Pick<DeckLogEntry, 'id' | 'logged_at' | 'kind'> & Partial<DeckLogEntry>,
  author: DeckLogAuthor = { role: 'captain', name: 'Anna Kowalska' },
): DeckLogEntry {
  return {
    position: null,
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
    text: null,
    corrects: null,
    received_at: '2026-07-01T08:00:00.000Z',
    author,
    ...entry,
  };
}

/** What a batch's entry asks of the fake server: refuse it with these errors instead of storing it. */
export type Refuse = (entry: DeckLogEntryInput) => Record<string, string[]> | null;

/**
 * The deck log API of one trip as the tests' msw handlers: GET answers the stored entries (oldest first) with their
 * summary; a batch stores each new id once ('created', then 'exists') unless `refuse` refuses it ('invalid').
 * `offline` makes every request fail as a fetch with no network does; `batches` records what each batch sent.
 */
export function fakeLogServer(options: { entries?: DeckLogEntry[]; refuse?: Refuse; tripId?: number } = {}) {
  const tripId = options.tripId ?? loggedTrip.id;
  const stored = new Map((options.entries ?? []).map((entry) => [entry.id, entry]));
  const state = { offline: false, batches: [] as string[][], reads: 0 };
  const url = `/api/sailing-trips/${tripId}/log-entries`;
  const answer = (): DeckLogResponse => {
    const entries = [...stored.values()].sort((a, b) => Date.parse(a.logged_at) - Date.parse(b.logged_at));
    return {
      success: true,
      trip: { ...loggedTrip, id: tripId },
      entries,
      summary: summarizeDeckLog(entries),
      crew_may_write: false,
      can_write: true,
    };
  };
  const handlers = [
    http.get(url, () => {
      if (state.offline) return HttpResponse.error();
      state.reads += 1;
      return HttpResponse.json(answer());
    }),
    http.post(`${url}/batch`, async ({ request }) => {
      if (state.offline) return HttpResponse.error();
      const { entries } = (await request.json()) as { entries: DeckLogEntryInput[] };
      state.batches.push(entries.map((entry) => entry.id));
      const results = entries.map((entry): DeckLogBatchResult => {
        const errors = options.refuse?.(entry) ?? null;
        if (errors) return { id: entry.id, status: 'invalid', errors };
        if (stored.has(entry.id)) return { id: entry.id, status: 'exists' };
        stored.set(entry.id, servedEntry({ ...entry, received_at: new Date().toISOString() }));
        return { id: entry.id, status: 'created' };
      });
      return HttpResponse.json({ success: true, results });
    }),
  ];
  return { handlers, stored, state, answer };
}

/** An entry as a form would make it: a new id, a time in the trip, a kind. */
export function draftAt(loggedAt: string, changes: Partial<DeckLogEntryInput> = {}): DeckLogEntryInput {
  return { id: crypto.randomUUID(), logged_at: loggedAt, kind: 'note', text: 'Wind backing SW', ...changes };
}

/** Deletes the tests' IndexedDB database (the store's open connection closes itself when asked). */
export function deleteOutboxDatabase(): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(outboxDatabaseName);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error);
  });
}

/** Makes the browser say it is on- or offline, and tells the page as the browser does. */
export function setBrowserOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}
