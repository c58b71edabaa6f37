import type { Db } from '../db/database.ts';

/** An import as kept between its preview and its commit (columns and rows as JSON). */
export interface StoredImport {
  id: string;
  format: string;
  columns: string;
  rows: string;
  created_at: string;
  expires_at: string;
}

/** Imports waiting for their commit; every query is keyed by the captain's user id, except the purge. */
export function tripImportsRepository(db: Db) {
  return {
    async save(userId: number, stored: StoredImport): Promise<void> {
      await db
        .insertInto('trip_imports')
        .values({ ...stored, user_id: userId })
        .execute();
    },

    /** The captain's import unless it has expired by `now`. */
    find(userId: number, id: string, now: Date): Promise<StoredImport | undefined> {
      return db
        .selectFrom('trip_imports')
        .select(['id', 'format', 'columns', 'rows', 'created_at', 'expires_at'])
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .where('expires_at', '>', now.toISOString())
        .executeTakeFirst();
    },

    async delete(userId: number, id: string): Promise<void> {
      await db.deleteFrom('trip_imports').where('user_id', '=', userId).where('id', '=', id).execute();
    },

    /** Deletes the imports not committed before they expired; how many (the hourly housekeeping). */
    async purgeExpired(now: Date): Promise<number> {
      const result = await db
        .deleteFrom('trip_imports')
        .where('expires_at', '<=', now.toISOString())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type TripImportsRepository = ReturnType<typeof tripImportsRepository>;
