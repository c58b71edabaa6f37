import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { DeckLogAuthor, DeckLogEntryInput, DeckLogResponse } from '#domain/deck-log.ts';

/**
 * The deck log's browser storage (docs/deck-log.md, "Offline at sea"): the entries not yet on the server (the
 * outbox) and the last log the server served for each trip (the offline copy), both per account. The service
 * worker never opens it; only the page writes and sends.
 */
export const outboxDatabaseName = 'logbook-deck-log';
/**
 * Raised only with an upgrade in `upgrade` below that keeps every outbox record: an app update that finds an older
 * database carries its unsent entries over, never drops them.
 */
const databaseVersion = 1;

/** Whose entries these are: `captain:12` or `student:7` (a student writing as crew). */
export type AccountKey = `captain:${number}` | `student:${number}`;

/**
 * An entry in the outbox. `pending` waits to be sent; `rejected` was refused by the server (its errors kept, so the
 * watch can read what was typed and write it again); `sent` is on the server but not yet in a served copy of the
 * log, and is dropped once one has it (so it never disappears from the page in between).
 */
export interface OutboxRecord {
  id: string;
  account: AccountKey;
  tripId: number;
  entry: DeckLogEntryInput;
  author: DeckLogAuthor;
  state: 'pending' | 'rejected' | 'sent';
  errors?: Record<string, string[]>;
  /** When it was written here (ISO, milliseconds): the outbox sends in this order, so a correction follows what it corrects. */
  savedAt: string;
}

/** The last log the server served for one account and trip. */
export interface ServedCopy {
  account: AccountKey;
  tripId: number;
  log: DeckLogResponse;
  savedAt: string;
}

interface DeckLogDatabase extends DBSchema {
  outbox: {
    key: string;
    value: OutboxRecord;
    indexes: { 'by-account': AccountKey; 'by-account-trip': [AccountKey, number] };
  };
  copies: { key: [AccountKey, number]; value: ServedCopy };
}

let opening: Promise<IDBPDatabase<DeckLogDatabase>> | null = null;

function database(): Promise<IDBPDatabase<DeckLogDatabase>> {
  opening ??= openDB<DeckLogDatabase>(outboxDatabaseName, databaseVersion, {
    upgrade(db, oldVersion) {
      if (oldVersion < 1) {
        const outbox = db.createObjectStore('outbox', { keyPath: 'id' });
        outbox.createIndex('by-account', 'account');
        outbox.createIndex('by-account-trip', ['account', 'tripId']);
        db.createObjectStore('copies', { keyPath: ['account', 'tripId'] });
      }
    },
    // Another tab opened a newer version (an app update): let it upgrade, and open again on the next call.
    blocking() {
      void opening?.then((db) => db.close());
      opening = null;
    },
    terminated() {
      opening = null;
    },
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

const bySavedAt = (a: OutboxRecord, b: OutboxRecord) =>
  a.savedAt < b.savedAt ? -1 : a.savedAt > b.savedAt ? 1 : a.id < b.id ? -1 : 1;

const changeListeners = new Set<() => void>();
const channel =
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(`${outboxDatabaseName}-changes`);
channel?.addEventListener('message', () => {
  for (const listener of changeListeners) listener();
});
// Node's channel (the tests') would keep the process alive; a browser's has no unref and needs none.
(channel as { unref?: () => void } | null)?.unref?.();

/** Tells this tab's and the other tabs' readers that the outbox or a copy changed. */
function changed() {
  for (const listener of changeListeners) listener();
  channel?.postMessage('changed');
}

/** Calls the listener after every change of the outbox or of a copy, in this tab or another; returns the unsubscribe. */
export function subscribeToOutbox(listener: () => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

/** Writes a new entry to the outbox; resolves once the browser has stored it. */
export async function addToOutbox(record: OutboxRecord): Promise<void> {
  const db = await database();
  await db.add('outbox', record);
  changed();
}

/** One account's outbox entries of one trip, oldest written first. */
export async function outboxOfTrip(account: AccountKey, tripId: number): Promise<OutboxRecord[]> {
  const db = await database();
  return (await db.getAllFromIndex('outbox', 'by-account-trip', [account, tripId])).sort(bySavedAt);
}

/** One account's outbox entries of every trip, oldest written first. */
export async function outboxOfAccount(account: AccountKey): Promise<OutboxRecord[]> {
  const db = await database();
  return (await db.getAllFromIndex('outbox', 'by-account', account)).sort(bySavedAt);
}

/** Applies the server's answers to sent entries in one transaction: each id to its new state (and errors). */
export async function settleOutbox(
  outcomes: readonly { id: string; state: 'sent' | 'rejected'; errors?: Record<string, string[]> }[],
): Promise<void> {
  if (outcomes.length === 0) return;
  const db = await database();
  const tx = db.transaction('outbox', 'readwrite');
  for (const outcome of outcomes) {
    const record = await tx.store.get(outcome.id);
    if (!record) continue;
    const settled: OutboxRecord = { ...record, state: outcome.state };
    if (outcome.errors) settled.errors = outcome.errors;
    else delete settled.errors;
    await tx.store.put(settled);
  }
  await tx.done;
  changed();
}

/** Removes a rejected entry the user has read and let go. Pending and sent entries are never discarded. */
export async function discardRejected(id: string): Promise<void> {
  const db = await database();
  const tx = db.transaction('outbox', 'readwrite');
  const record = await tx.store.get(id);
  if (record?.state !== 'rejected') {
    tx.abort();
    await tx.done.catch(() => undefined);
    throw new Error(
      `Only a rejected entry can be discarded (${id} is ${record?.state ?? 'not in the outbox'})`,
    );
  }
  await tx.store.delete(id);
  await tx.done;
  changed();
}

/** The offline copy of a trip's log for this account, or null when it was never opened with the network. */
export async function readServedCopy(account: AccountKey, tripId: number): Promise<ServedCopy | null> {
  const db = await database();
  return (await db.get('copies', [account, tripId])) ?? null;
}

/**
 * Keeps what the server served as the trip's offline copy, and drops the outbox's sent entries that the copy now
 * holds (they show from the copy from now on).
 */
export async function saveServedCopy(
  account: AccountKey,
  tripId: number,
  log: DeckLogResponse,
): Promise<void> {
  const db = await database();
  const tx = db.transaction(['copies', 'outbox'], 'readwrite');
  await tx.objectStore('copies').put({ account, tripId, log, savedAt: new Date().toISOString() });
  const served = new Set(log.entries.map((entry) => entry.id));
  const outbox = tx.objectStore('outbox');
  for (const record of await outbox.index('by-account-trip').getAll([account, tripId])) {
    if (record.state === 'sent' && served.has(record.id)) await outbox.delete(record.id);
  }
  await tx.done;
  changed();
}

/** Forgets a trip's offline copy (the server answered that the trip is not there for this account). */
export async function dropServedCopy(account: AccountKey, tripId: number): Promise<void> {
  const db = await database();
  await db.delete('copies', [account, tripId]);
  changed();
}

/**
 * On logout: every account's served copies go (another person may use this browser next), and the outbox loses
 * only what is already on the server. Pending and rejected entries stay under their account and are sent, or
 * shown, when that account logs in here again.
 */
export async function clearServedCopies(): Promise<void> {
  const db = await database();
  const tx = db.transaction(['copies', 'outbox'], 'readwrite');
  await tx.objectStore('copies').clear();
  const outbox = tx.objectStore('outbox');
  for (const record of await outbox.getAll()) {
    if (record.state === 'sent') await outbox.delete(record.id);
  }
  await tx.done;
  changed();
}
