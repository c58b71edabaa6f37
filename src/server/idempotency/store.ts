import type { Db } from '../db/database.ts';
import type { TokenKind } from '../db/schema.ts';

/** How long a key answers repeats, counted from its first request. */
export const idempotencyLifetimeMs = 24 * 3600_000;

export interface KeyOwner {
  kind: TokenKind;
  id: number;
}

/** A successful first answer, replayed byte for byte. */
export interface StoredAnswer {
  statusCode: number;
  contentType: string | null;
  body: string;
}

export type Claim =
  /** The key is new (or its row had expired): this request goes on and its answer is stored under `id`. */
  | { outcome: 'claimed'; id: number }
  /** The first request with this key succeeded: answer with what it answered. */
  | { outcome: 'answered'; answer: StoredAnswer }
  /** The key was first used for another request (another body, route or path). */
  | { outcome: 'mismatch' }
  /** The first request with this key is still being processed (by this process or another). */
  | { outcome: 'pending' };

export interface ClaimTimes {
  now: Date;
  /** A pending row older than this is taken over: its request ended without a word (a killed process). */
  staleAfterMs: number;
}

/**
 * The idempotency keys of one database. The unique index on (owner_kind, owner_id, idempotency_key) decides
 * which of several simultaneous requests with one key goes on, in one process or many.
 */
export function idempotencyStore(db: Db) {
  const ofOwner = (owner: KeyOwner, key: string) =>
    db
      .selectFrom('idempotency_keys')
      .select(['id', 'request_hash', 'status_code', 'content_type', 'response_body', 'created_at'])
      .where('owner_kind', '=', owner.kind)
      .where('owner_id', '=', owner.id)
      .where('idempotency_key', '=', key);

  return {
    async claim(owner: KeyOwner, key: string, requestHash: string, times: ClaimTimes): Promise<Claim> {
      const expiredBefore = new Date(times.now.getTime() - idempotencyLifetimeMs).toISOString();
      const staleBefore = new Date(times.now.getTime() - times.staleAfterMs).toISOString();
      // A row can be released or swept between the insert and the read: then the insert is tried again.
      for (let attempt = 0; attempt < 3; attempt++) {
        const inserted = await db
          .insertInto('idempotency_keys')
          .values({
            owner_kind: owner.kind,
            owner_id: owner.id,
            idempotency_key: key,
            request_hash: requestHash,
            status_code: null,
            content_type: null,
            response_body: null,
            created_at: times.now.toISOString(),
            completed_at: null,
          })
          .onConflict((conflict) =>
            conflict.columns(['owner_kind', 'owner_id', 'idempotency_key']).doNothing(),
          )
          .returning('id')
          .executeTakeFirst();
        if (inserted) return { outcome: 'claimed', id: inserted.id };

        const row = await ofOwner(owner, key).executeTakeFirst();
        if (!row) continue;
        const pending = row.status_code === null;
        if (row.created_at < expiredBefore || (pending && row.created_at < staleBefore)) {
          // Only that very row: a repeat that took it over already may have put a new one in its place.
          await db
            .deleteFrom('idempotency_keys')
            .where('id', '=', row.id)
            .where('created_at', '=', row.created_at)
            .execute();
          continue;
        }
        if (row.request_hash !== requestHash) return { outcome: 'mismatch' };
        if (row.status_code === null) return { outcome: 'pending' };
        return {
          outcome: 'answered',
          answer: {
            statusCode: row.status_code,
            contentType: row.content_type,
            body: row.response_body ?? '',
          },
        };
      }
      return { outcome: 'pending' };
    },

    /** Stores the claimed request's successful answer for its repeats. */
    async complete(id: number, answer: StoredAnswer, now: Date): Promise<void> {
      await db
        .updateTable('idempotency_keys')
        .set({
          status_code: answer.statusCode,
          content_type: answer.contentType,
          response_body: answer.body,
          completed_at: now.toISOString(),
        })
        .where('id', '=', id)
        .execute();
    },

    /** Frees a key whose request did not succeed, so that the same key can be sent again with a corrected body. */
    async release(id: number): Promise<void> {
      await db.deleteFrom('idempotency_keys').where('id', '=', id).where('status_code', 'is', null).execute();
    },

    /** Removes the keys older than their lifetime (the hourly housekeeping). */
    async deleteExpired(now: Date): Promise<void> {
      const expiredBefore = new Date(now.getTime() - idempotencyLifetimeMs).toISOString();
      await db.deleteFrom('idempotency_keys').where('created_at', '<', expiredBefore).execute();
    },
  };
}

export type IdempotencyStore = ReturnType<typeof idempotencyStore>;
