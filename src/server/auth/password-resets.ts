import type { Db } from '../db/database.ts';
import { hashSecret, newSecret } from './tokens.ts';

export const resetLifetimeMs = 60 * 60_000;

export function passwordResets(db: Db, now: () => Date = () => new Date()) {
  return {
    /** A new single-use secret (256 bits); earlier unused ones of the user stop working. */
    async create(userId: number): Promise<string> {
      const secret = newSecret();
      const at = now();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('password_resets')
          .set({ used_at: at.toISOString() })
          .where('user_id', '=', userId)
          .where('used_at', 'is', null)
          .execute();
        await trx
          .insertInto('password_resets')
          .values({
            user_id: userId,
            token_hash: hashSecret(secret),
            expires_at: new Date(at.getTime() + resetLifetimeMs).toISOString(),
            used_at: null,
            created_at: at.toISOString(),
          })
          .execute();
      });
      return secret;
    },

    /** Marks the secret used if it belongs to the user, is unused and has not expired; true when it did. */
    async consume(userId: number, secret: string): Promise<boolean> {
      const at = now().toISOString();
      const result = await db
        .updateTable('password_resets')
        .set({ used_at: at })
        .where('user_id', '=', userId)
        .where('token_hash', '=', hashSecret(secret))
        .where('used_at', 'is', null)
        .where('expires_at', '>', at)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
