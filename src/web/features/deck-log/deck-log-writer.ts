import type { DeckLogAuthor } from '#domain/deck-log.ts';
import type { CaptainSession, StudentSession } from '../../lib/session-storage.ts';
import type { AccountKey } from './outbox-store.ts';

/** Who writes on this browser: whose outbox, which login's token sends it, and the author shown before the server's. */
export interface DeckLogWriter {
  account: AccountKey;
  auth: 'captain' | 'student';
  author: DeckLogAuthor;
}

/**
 * The logins' writers, the captain's first: a captain writes as the trip's captain, a student as crew (a trip whose
 * captain let the crew write). The server sets the stored author; this one only labels entries not yet sent.
 */
export function deckLogWriters(
  captain: CaptainSession | null,
  student: StudentSession | null,
): DeckLogWriter[] {
  const writers: DeckLogWriter[] = [];
  if (captain) {
    writers.push({
      account: `captain:${captain.user.id}`,
      auth: 'captain',
      author: { role: 'captain', name: captain.user.name },
    });
  }
  if (student) {
    const { first_name, last_name, id } = student.student;
    writers.push({
      account: `student:${id}`,
      auth: 'student',
      author: { role: 'crew', name: `${first_name} ${last_name}`.trim() },
    });
  }
  return writers;
}
