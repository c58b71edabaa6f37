import { readCaptainSession, readStudentSession } from '../../lib/session-storage.ts';
import { deckLogWriters } from './deck-log-writer.ts';
import { type Sender, type SendReport, sendOutbox } from './send-outbox.ts';

/** How often the outbox is tried while the browser believes it is online (an 'online' event may never come). */
export const retryEveryMs = 60_000;

type RoundListener = (sender: Sender, report: SendReport) => void;
const roundListeners = new Set<RoundListener>();
const sendingListeners = new Set<() => void>();
let running = 0;

function setRunning(change: number) {
  running += change;
  for (const listener of sendingListeners) listener();
}

/** Whether a round is sending now in this tab (for useSyncExternalStore). */
export function isOutboxSending(): boolean {
  return running > 0;
}

export function subscribeToSending(listener: () => void): () => void {
  sendingListeners.add(listener);
  return () => sendingListeners.delete(listener);
}

/** Called after each account's finished round, with what it did (the log page refreshes the trips it changed). */
export function onSendRound(listener: RoundListener): () => void {
  roundListeners.add(listener);
  return () => roundListeners.delete(listener);
}

/**
 * Sends the outbox of every login on this browser (a captain's and a student's), one round each. Storage that
 * cannot be opened or a round that fails leaves the entries where they are for the next try.
 */
export async function sendEveryOutbox(): Promise<void> {
  const writers = deckLogWriters(readCaptainSession(), readStudentSession());
  await Promise.all(
    writers.map(async ({ account, auth }) => {
      setRunning(1);
      try {
        const report = await sendOutbox({ account, auth });
        for (const listener of roundListeners) listener({ account, auth }, report);
      } catch {
        // IndexedDB refused (private mode, storage full): nothing was sent or lost.
      } finally {
        setRunning(-1);
      }
    }),
  );
}

let users = 0;
let stopTimers: (() => void) | null = null;

/**
 * Sends now, whenever the browser comes back online, and every minute while it believes it is online; shared by
 * everything that starts it (the app at start-up, the log page), and stopped when the last of them stops it.
 */
export function startOutboxSending(): () => void {
  users += 1;
  if (!stopTimers) {
    const onOnline = () => void sendEveryOutbox();
    window.addEventListener('online', onOnline);
    const timer = window.setInterval(() => {
      if (navigator.onLine) void sendEveryOutbox();
    }, retryEveryMs);
    stopTimers = () => {
      window.removeEventListener('online', onOnline);
      window.clearInterval(timer);
    };
  }
  if (navigator.onLine) void sendEveryOutbox();
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    users -= 1;
    if (users === 0) {
      stopTimers?.();
      stopTimers = null;
    }
  };
}
