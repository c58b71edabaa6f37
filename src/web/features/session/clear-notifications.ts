import { notifications } from '@mantine/notifications';
import { readCaptainSession, readStudentSession, subscribeToSessions } from '../../lib/session-storage.ts';

/** Who is logged in, as far as toasts care: the captain's and the student's tokens. */
function sessionIdentity(): string {
  return `${readCaptainSession()?.token ?? ''}|${readStudentSession()?.token ?? ''}`;
}

/**
 * Clears every toast, shown or queued, when the login changes: a captain or student logs in, registers or logs
 * out, a session expires (a 401 ends it), or another tab does one of these. A message about the last session
 * (a failed login's error) must not follow the user onto the next one's pages. It runs inside the storage
 * change, so the new session's own toasts ("Logged in"), shown right after, stay. Updates that keep the login
 * (the stored user, hasPremium) change nothing. Returns the unsubscribe.
 */
export function clearNotificationsOnSessionChange(): () => void {
  let last = sessionIdentity();
  return subscribeToSessions(() => {
    const current = sessionIdentity();
    if (current === last) return;
    last = current;
    notifications.clean();
  });
}
