import type { DeckLogEntry } from '#domain/deck-log.ts';
import { instantOf } from './logged-at.ts';

/** One line of the log as the table shows it. */
export interface LogRow<E extends DeckLogEntry> {
  entry: E;
  /** The entry that corrects this one: the line is struck through, as on paper. */
  correctedBy: E | null;
  /** The entry this one corrects (it is shown struck through right below). */
  correcting: E | null;
}

/**
 * The log newest first, each correction followed at once by the entries it struck through (a chain of
 * corrections one under the other), so the corrected line stands beside its correction as on a paper page.
 * Entries come oldest first; ties in time keep the order they were written in.
 */
export function logRows<E extends DeckLogEntry>(entries: readonly E[]): LogRow<E>[] {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const correctorOf = new Map<string, E>();
  for (const entry of entries) {
    // The newest correction of an entry is the one it is shown under.
    if (entry.corrects && byId.has(entry.corrects)) correctorOf.set(entry.corrects, entry);
  }
  const current = entries
    .map((entry, order) => ({ entry, order }))
    .filter(({ entry }) => !correctorOf.has(entry.id))
    .sort((a, b) => instantOf(b.entry.logged_at) - instantOf(a.entry.logged_at) || b.order - a.order);
  const rows: LogRow<E>[] = [];
  const shown = new Set<string>();
  for (const { entry } of current) {
    let line: E | undefined = entry;
    while (line && !shown.has(line.id)) {
      shown.add(line.id);
      const correcting: E | null = line.corrects ? (byId.get(line.corrects) ?? null) : null;
      rows.push({ entry: line, correctedBy: correctorOf.get(line.id) ?? null, correcting });
      line = correcting ?? undefined;
    }
  }
  return rows;
}
