import type { DatabaseChanges } from './sqlite-changes.ts';

/**
 * Rows read from the database kept in memory until anything is written to it (a write by this process, or a
 * commit by another: DatabaseChanges), by key. Without `changes` (PostgreSQL, where other servers write
 * unseen) nothing is kept and every get reads. Only rows found are kept, at most `maxRows` at a time.
 */
export function readsUntilWrite<Row>(changes: DatabaseChanges | undefined, maxRows = 10_000) {
  let stamp: string | undefined;
  let rows = new Map<string, Row>();
  return {
    async get(key: string, read: () => Promise<Row | undefined>): Promise<Row | undefined> {
      if (!changes) return read();
      const now = changes.stamp();
      if (now !== stamp) {
        stamp = now;
        rows = new Map();
      }
      const kept = rows.get(key);
      if (kept !== undefined) return kept;
      // Taken before the read: if anything is written meanwhile, the stamp has moved and the row is not kept.
      const row = await read();
      if (row !== undefined && stamp === now && rows.size < maxRows) rows.set(key, row);
      return row;
    },
  };
}
