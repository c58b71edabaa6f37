import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { summarizeDeckLog } from '#domain/deck-log/summary.ts';
import {
  type DeckLogEntry,
  type DeckLogEntryDraft,
  type DeckLogResponse,
  type DeckLogSummary,
  type DeckLogTrip,
  deckLogEntryInputSchema,
  deckLogResponseSchema,
} from '#domain/deck-log.ts';
import { ApiError, apiRequest } from '../../lib/api-client.ts';
import { useCaptainSession, useStudentSession } from '../session/use-session.ts';
import { deckLogQueryKey, deckLogUrl } from './api.ts';
import { type DeckLogWriter, deckLogWriters } from './deck-log-writer.ts';
import {
  isOutboxSending,
  onSendRound,
  sendEveryOutbox,
  startOutboxSending,
  subscribeToSending,
} from './outbox-sender.ts';
import {
  type AccountKey,
  addToOutbox,
  discardRejected,
  dropServedCopy,
  type OutboxRecord,
  outboxOfTrip,
  readServedCopy,
  type ServedCopy,
  saveServedCopy,
  subscribeToOutbox,
} from './outbox-store.ts';
import { requestPersistentStorage } from './persistent-storage.ts';

export type OutboxState = 'sent' | 'pending' | 'rejected';

/** A draft as a form makes it; the id may be left out (add gives it one). Every DeckLogEntryDraft is one. */
export type NewDeckLogEntry = Omit<DeckLogEntryDraft, 'id'> & { id?: string | undefined };

/** An entry as the page shows it: on the server ('sent'), waiting in this browser, or refused with its errors. */
export interface ShownEntry extends DeckLogEntry {
  state: OutboxState;
  errors?: Record<string, string[]>;
}

/** The login a log page works for (its route's area). */
export type DeckLogLogin = DeckLogWriter['auth'];

export interface DeckLogView {
  /** Which login reads and writes the log here: the trip's captain, or a student writing as crew. */
  login: DeckLogLogin;
  /** ready also when served from the offline copy; unavailable: never loaded and offline, or 404. */
  status: 'loading' | 'ready' | 'unavailable';
  /** True when what is shown comes from the stored copy (server not reached). */
  offlineCopy: boolean;
  trip: DeckLogTrip | null;
  /** Oldest first by logged_at instant: server entries + outbox entries (pending/rejected). */
  entries: ShownEntry[];
  /** Computed locally over the entries, the waiting ones included (rejected ones are not in the log). */
  summary: DeckLogSummary | null;
  crewMayWrite: boolean;
  canWrite: boolean;
  pendingCount: number;
  rejectedCount: number;
  online: boolean;
  sending: boolean;
  /**
   * Stores a new entry in this browser first, then sends it. Assigns an id (crypto.randomUUID) if absent; an invalid
   * draft throws the schema's ZodError (for the form) and stores nothing.
   */
  add(draft: NewDeckLogEntry): Promise<ShownEntry>;
  /** Only for rejected outbox entries. */
  discard(id: string): Promise<void>;
  sendNow(): Promise<void>;
}

function subscribeToNetwork(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** What the server served, kept as the offline copy on the way. */
async function fetchLog(writer: DeckLogWriter, tripId: number): Promise<DeckLogResponse> {
  try {
    const log = await apiRequest(deckLogUrl(tripId), { auth: writer.auth, schema: deckLogResponseSchema });
    // A browser that cannot store (private mode, full) still shows the log it was served.
    await saveServedCopy(writer.account, tripId, log).catch(() => undefined);
    return log;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      await dropServedCopy(writer.account, tripId).catch(() => undefined);
    }
    throw error;
  }
}

/** An outbox entry in the served shape: readings not written are null, as the server would store them. */
function shownFromOutbox(record: OutboxRecord): ShownEntry {
  const { entry } = record;
  const shown: ShownEntry = {
    id: entry.id,
    logged_at: entry.logged_at,
    kind: entry.kind,
    position: entry.position ?? null,
    course_deg: entry.course_deg ?? null,
    heading_deg: entry.heading_deg ?? null,
    sog_kn: entry.sog_kn ?? null,
    stw_kn: entry.stw_kn ?? null,
    log_nm: entry.log_nm ?? null,
    wind_dir_deg: entry.wind_dir_deg ?? null,
    wind_bft: entry.wind_bft ?? null,
    sea_state: entry.sea_state ?? null,
    pressure_hpa: entry.pressure_hpa ?? null,
    visibility: entry.visibility ?? null,
    sails: entry.sails ?? null,
    engine_hours: entry.engine_hours ?? null,
    text: entry.text ?? null,
    author: record.author,
    corrects: entry.corrects ?? null,
    received_at: record.savedAt,
    state: record.state,
  };
  if (record.state === 'rejected') shown.errors = record.errors ?? {};
  return shown;
}

const byTime = (a: { at: number; entry: ShownEntry }, b: { at: number; entry: ShownEntry }) =>
  a.at - b.at ||
  (a.entry.received_at < b.entry.received_at ? -1 : a.entry.received_at > b.entry.received_at ? 1 : 0) ||
  (a.entry.id < b.entry.id ? -1 : a.entry.id > b.entry.id ? 1 : 0);

/**
 * The served entries and the outbox's, each id once (the server's copy wins), oldest first by the instant written,
 * then as received (the server's order); each instant parsed once, for a log of thousands.
 */
export function mergeEntries(served: readonly DeckLogEntry[], outbox: readonly OutboxRecord[]): ShownEntry[] {
  const onServer = new Set(served.map((entry) => entry.id));
  return [
    ...served.map((entry): ShownEntry => ({ ...entry, state: 'sent' })),
    ...outbox.filter((record) => !onServer.has(record.id)).map(shownFromOutbox),
  ]
    .map((entry) => ({ at: Date.parse(entry.logged_at), entry }))
    .sort(byTime)
    .map(({ entry }) => entry);
}

/** One trip's outbox for this account, read again whenever it changes (in this tab or another). */
function useTripOutbox(account: AccountKey | null, tripId: number) {
  const [records, setRecords] = useState<OutboxRecord[] | null>(null);
  useEffect(() => {
    if (!account) return;
    let current = true;
    const read = () =>
      void outboxOfTrip(account, tripId)
        .then((found) => {
          if (current) setRecords(found);
        })
        .catch(() => {
          // Storage unreadable now (a newer version of the app took the database): what was shown stays shown.
          if (current) setRecords((shown) => shown ?? []);
        });
    read();
    const unsubscribe = subscribeToOutbox(read);
    return () => {
      current = false;
      unsubscribe();
    };
  }, [account, tripId]);
  return [records, setRecords] as const;
}

/** The trip's offline copy as stored when the page opened (shown until, or instead of, the server's answer). */
function useStoredCopy(account: AccountKey | null, tripId: number) {
  const [copy, setCopy] = useState<ServedCopy | null | undefined>(undefined);
  useEffect(() => {
    if (!account) return;
    let current = true;
    setCopy(undefined);
    void readServedCopy(account, tripId)
      .catch(() => null)
      .then((found) => {
        if (current) setCopy(found);
      });
    return () => {
      current = false;
    };
  }, [account, tripId]);
  return copy;
}

/**
 * A trip's deck log that works without the network (docs/deck-log.md, "Offline at sea"): the server's log, or the
 * copy stored the last time it was served, with this browser's unsent entries in it; new entries go to IndexedDB
 * first and are sent at once, when the network returns, every minute and on every page load.
 */
export function useDeckLog(tripId: number, login: DeckLogLogin = 'captain'): DeckLogView {
  const captain = useCaptainSession();
  const student = useStudentSession();
  const writer = useMemo(
    () => deckLogWriters(captain, student).find((candidate) => candidate.auth === login) ?? null,
    [captain, student, login],
  );
  const account = writer?.account ?? null;
  const queryClient = useQueryClient();
  // Beside the trip page's read of the server's log (api.ts), keyed by whose outbox and copy it merges.
  const queryKey = useMemo(
    () => [...deckLogQueryKey, 'offline', account, tripId] as const,
    [account, tripId],
  );

  const online = useSyncExternalStore(subscribeToNetwork, () => navigator.onLine);
  const sending = useSyncExternalStore(subscribeToSending, isOutboxSending);
  const [outbox, setOutbox] = useTripOutbox(account, tripId);
  const copy = useStoredCopy(account, tripId);
  const served = useQuery({
    queryKey,
    queryFn: () => (writer ? fetchLog(writer, tripId) : Promise.reject(new Error('No login'))),
    enabled: writer !== null,
    // Asked even when the browser says it is offline: its answer (no answer) is what turns the copy on.
    networkMode: 'always',
    retry: false,
  });

  useEffect(startOutboxSending, []);
  // After a round that stored entries of this trip, the server's log is read again (and becomes the new copy).
  useEffect(
    () =>
      onSendRound((sender, report) => {
        if (sender.account === account && report.tripIds.includes(tripId)) {
          void queryClient.invalidateQueries({ queryKey });
        }
      }),
    [account, tripId, queryClient, queryKey],
  );
  // Back online: the log is read again at once, and again after the round of sending the 'online' event starts.
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) void queryClient.invalidateQueries({ queryKey });
    wasOnline.current = online;
  }, [online, queryClient, queryKey]);

  const notFound = served.error instanceof ApiError && served.error.status === 404;
  const log: DeckLogResponse | null = notFound ? null : (served.data ?? copy?.log ?? null);
  // The last read failed (offline): what shows is a copy, the stored one or an earlier answer of this page's.
  const offlineCopy = log !== null && (served.data === undefined || served.isError);
  let status: DeckLogView['status'] = 'unavailable';
  if (writer !== null && !notFound) {
    if (log) status = 'ready';
    else if (served.isPending || copy === undefined) status = 'loading';
  }

  const records = useMemo(() => outbox ?? [], [outbox]);
  const entries = useMemo(() => mergeEntries(log?.entries ?? [], records), [log, records]);
  const summary = useMemo(
    () => (log ? summarizeDeckLog(entries.filter((entry) => entry.state !== 'rejected')) : null),
    [log, entries],
  );

  const add = useCallback(
    async (draft: NewDeckLogEntry): Promise<ShownEntry> => {
      const entry = deckLogEntryInputSchema.parse({ ...draft, id: draft.id ?? crypto.randomUUID() });
      if (!writer) throw new Error('No login to write the deck log with');
      const record: OutboxRecord = {
        id: entry.id,
        account: writer.account,
        tripId,
        entry,
        author: writer.author,
        state: 'pending',
        savedAt: new Date().toISOString(),
      };
      await addToOutbox(record);
      setOutbox((shown) => (shown?.some(({ id }) => id === record.id) ? shown : [...(shown ?? []), record]));
      void requestPersistentStorage();
      if (navigator.onLine) void sendEveryOutbox();
      return shownFromOutbox(record);
    },
    [writer, tripId, setOutbox],
  );

  return {
    login,
    status,
    offlineCopy,
    trip: log?.trip ?? null,
    entries,
    summary,
    crewMayWrite: log?.crew_may_write ?? false,
    canWrite: log?.can_write ?? false,
    pendingCount: records.filter((record) => record.state === 'pending').length,
    rejectedCount: records.filter((record) => record.state === 'rejected').length,
    online,
    sending,
    add,
    discard: discardRejected,
    sendNow: sendEveryOutbox,
  };
}
