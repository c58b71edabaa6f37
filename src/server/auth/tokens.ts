import { hash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { readsUntilWrite } from '../db/reads-until-write.ts';
import { reusableQuery } from '../db/reusable-query.ts';
import type { TokenKind } from '../db/schema.ts';
import type { DatabaseChanges } from '../db/sqlite-changes.ts';
import { HttpError } from '../http/errors.ts';

export const sessionLifetime = { rememberMs: 30 * 24 * 3600_000, slidingMs: 12 * 3600_000 };
/** A sliding session's expiry is pushed forward at most once a minute, not on every request. */
const slideEveryMs = 60_000;

export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 in hex; the one-shot hash, which costs a third of a Hash object's per call (run on every request). */
export function hashSecret(secret: string): string {
  return hash('sha256', secret, 'hex');
}

export interface Session {
  tokenId: number;
  kind: TokenKind;
  ownerId: number;
  /** What the session's query also reads of a captain's account; null for a student. */
  captain: CaptainState | null;
}

export interface CaptainState {
  /** users.trips_revision: the trip routes serve their cached answers by it (trips/list-cache.ts). */
  tripsRevision: number;
  /** users.premium_until: the premium guard's check (http/premium-guard.ts). */
  premiumUntil: string | null;
}

interface SessionRow {
  id: number;
  kind: TokenKind;
  owner_id: number;
  remember: number;
  expires_at: string;
  last_used_at: string;
  trips_revision: number | string | null;
  premium_until: string | null;
}

/**
 * The accounts' sessions. `changes` (SQLite) lets the sessions read be kept in memory until anything is written
 * to the database: a logout, a password change, a trip saved, or a commit by another process (db/sqlite-changes.ts).
 */
export function tokenStore(db: Db, now: () => Date = () => new Date(), changes?: DatabaseChanges) {
  // Run on every logged-in request: one query, compiled once.
  const sessionByHash = reusableQuery<SessionRow, [string]>(
    db,
    db
      .selectFrom('auth_tokens')
      .leftJoin('users', (join) =>
        join.onRef('users.id', '=', 'auth_tokens.owner_id').on('auth_tokens.kind', '=', sql.lit('captain')),
      )
      .select([
        'auth_tokens.id',
        'auth_tokens.kind',
        'auth_tokens.owner_id',
        'auth_tokens.remember',
        'auth_tokens.expires_at',
        'auth_tokens.last_used_at',
        'users.trips_revision',
        'users.premium_until',
      ])
      .where('auth_tokens.token_hash', '=', '')
      .compile(),
  );
  const sessions = readsUntilWrite<SessionRow>(changes);

  return {
    /**
     * A new session for an account. The no-op update locks the account's row first: a deletion of that account
     * under way (which deletes its sessions in its own transaction) finishes before, and then no row is left to
     * update, so a login racing the deletion answers like a wrong password instead of leaving a session behind.
     */
    async issue(kind: TokenKind, ownerId: number, remember: boolean): Promise<string> {
      const token = newSecret();
      const at = now();
      const lifetime = remember ? sessionLifetime.rememberMs : sessionLifetime.slidingMs;
      await db.transaction().execute(async (trx) => {
        const found =
          kind === 'captain'
            ? await trx
                .updateTable('users')
                .set((eb) => ({ updated_at: eb.ref('updated_at') }))
                .where('id', '=', ownerId)
                .executeTakeFirst()
            : await trx
                .updateTable('students')
                .set((eb) => ({ updated_at: eb.ref('updated_at') }))
                .where('id', '=', ownerId)
                .executeTakeFirst();
        if (Number(found.numUpdatedRows) === 0) throw new HttpError(401, 'auth.invalid_credentials');
        await trx
          .insertInto('auth_tokens')
          .values({
            token_hash: hashSecret(token),
            kind,
            owner_id: ownerId,
            remember: remember ? 1 : 0,
            expires_at: new Date(at.getTime() + lifetime).toISOString(),
            last_used_at: at.toISOString(),
            created_at: at.toISOString(),
          })
          .execute();
      });
      return token;
    },

    /** The session of a bearer token, or null when it is unknown or expired; slides a non-remembered expiry. */
    async resolve(token: string): Promise<Session | null> {
      if (!token || token.length > 200) return null;
      const hash = hashSecret(token);
      const row = await sessions.get(hash, async () => (await sessionByHash(hash))[0]);
      const at = now();
      if (!row || row.expires_at <= at.toISOString()) return null;
      if (!row.remember && at.getTime() - Date.parse(row.last_used_at) > slideEveryMs) {
        await db
          .updateTable('auth_tokens')
          .set({
            last_used_at: at.toISOString(),
            expires_at: new Date(at.getTime() + sessionLifetime.slidingMs).toISOString(),
          })
          .where('id', '=', row.id)
          .execute();
      }
      return {
        tokenId: row.id,
        kind: row.kind,
        ownerId: row.owner_id,
        captain:
          row.kind === 'captain' && row.trips_revision !== null
            ? { tripsRevision: Number(row.trips_revision), premiumUntil: row.premium_until }
            : null,
      };
    },

    async revoke(tokenId: number) {
      await db.deleteFrom('auth_tokens').where('id', '=', tokenId).execute();
    },

    /** Ends every session of an owner except, optionally, the one in use (after a password change). */
    async revokeAllOf(kind: TokenKind, ownerId: number, exceptTokenId?: number) {
      let query = db.deleteFrom('auth_tokens').where('kind', '=', kind).where('owner_id', '=', ownerId);
      if (exceptTokenId !== undefined) query = query.where('id', '!=', exceptTokenId);
      await query.execute();
    },

    async deleteExpired() {
      await db.deleteFrom('auth_tokens').where('expires_at', '<=', now().toISOString()).execute();
    },
  };
}
export type TokenStore = ReturnType<typeof tokenStore>;
