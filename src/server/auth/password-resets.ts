import type { Db } from '../db/database.ts';
import type { TokenKind } from '../db/schema.ts';
import { hashSecret, newSecret } from './tokens.ts';

export const resetLifetimeMs = 60 * 60_000;

/** Where each kind of account keeps its reset secrets: the same columns, owned by a captain or by a student. */
const stores = {
  captain: { table: 'password_resets', owner: 'user_id' },
  student: { table: 'student_password_resets', owner: 'student_id' },
} as const;

/** The reset secrets of one kind of account (captains by default). */
export function passwordResets(db: Db, kind: TokenKind = 'captain', now: () => Date = () => new Date()) {
  const { table, owner } = stores[kind];
  return {
    /** A new single-use secret (256 bits); earlier unused ones of the account stop working. */
    async create(ownerId: number): Promise<string> {
      const secret = newSecret();
      const at = now();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable(table)
          .set({ used_at: at.toISOString() })
          .where(owner, '=', ownerId)
          .where('used_at', 'is', null)
          .execute();
        await trx
          .insertInto(table)
          .values({
            [owner]: ownerId,
            token_hash: hashSecret(secret),
            expires_at: new Date(at.getTime() + resetLifetimeMs).toISOString(),
            used_at: null,
            created_at: at.toISOString(),
          })
          .execute();
      });
      return secret;
    },

    /** Marks the secret used if it belongs to the account, is unused and has not expired; true when it did. */
    async consume(ownerId: number, secret: string): Promise<boolean> {
      const at = now().toISOString();
      const result = await db
        .updateTable(table)
        .set({ used_at: at })
        .where(owner, '=', ownerId)
        .where('token_hash', '=', hashSecret(secret))
        .where('used_at', 'is', null)
        .where('expires_at', '>', at)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
export type PasswordResets = ReturnType<typeof passwordResets>;
