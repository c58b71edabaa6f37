import { readCaptainSession, readStudentSession, subscribeToSessions } from '../../lib/session-storage.ts';

/** The logins on this browser, by token: a change of either is a login or a logout. */
function logins() {
  return { captain: readCaptainSession()?.token ?? null, student: readStudentSession()?.token ?? null };
}

/**
 * The deck log's work outside its page, kept out of the first page's JavaScript (its modules load only when a login
 * is there): unsent entries are sent whenever a login is there and the network is (outbox-sender.ts), on every page
 * of the app; a logout, or a login ended by the server, clears the served copies of the log from this browser but
 * keeps the unsent entries under their account, sent when that account logs in here again (docs/deck-log.md).
 * Returns the stop.
 */
export function watchDeckLogOutbox(): () => void {
  if (typeof indexedDB === 'undefined') return () => {};
  let last = logins();
  let stopped = false;
  let sending: Promise<(() => void) | null> | null = null;

  const send = () => {
    if (sending) {
      void sending.then(() => import('./outbox-sender.ts')).then((sender) => sender.sendEveryOutbox());
      return;
    }
    sending = import('./outbox-sender.ts')
      .then((sender) => (stopped ? null : sender.startOutboxSending()))
      .catch(() => null);
  };
  if (last.captain || last.student) send();

  const unsubscribe = subscribeToSessions(() => {
    const now = logins();
    const ended =
      (last.captain && last.captain !== now.captain) || (last.student && last.student !== now.student);
    const began =
      (now.captain && now.captain !== last.captain) || (now.student && now.student !== last.student);
    last = now;
    if (ended) {
      void import('./outbox-store.ts').then((store) => store.clearServedCopies()).catch(() => undefined);
    }
    if (began) send();
  });
  return () => {
    stopped = true;
    unsubscribe();
    void sending?.then((stop) => stop?.());
  };
}
