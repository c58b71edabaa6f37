import { verificationLinkLifetimeDays } from '#domain/email-verification.ts';
import { hashSecret, newSecret } from '../auth/tokens.ts';
import { normalizeEmail } from '../auth/users-repository.ts';
import type { Db } from '../db/database.ts';
import type { TokenKind } from '../db/schema.ts';

export const verificationLifetimeMs = verificationLinkLifetimeDays * 24 * 3600_000;

/** A captain or a student account, as far as confirming its address goes. */
export interface VerifiableAccount {
  kind: TokenKind;
  id: number;
  email: string;
  name: string;
  emailVerifiedAt: string | null;
}

export type ConfirmResult = 'verified' | 'already_verified' | 'invalid';

const ownerColumn = (kind: TokenKind) => (kind === 'captain' ? 'user_id' : 'student_id');

export function emailVerificationRepository(db: Db, now: () => Date = () => new Date()) {
  async function findCaptain(by: 'id' | 'email_normalized', value: number | string) {
    const row = await db
      .selectFrom('users')
      .select(['id', 'name', 'email', 'email_verified_at'])
      .where(by, '=', value)
      .executeTakeFirst();
    if (!row) return undefined;
    const { id, name, email } = row;
    return { kind: 'captain', id, name, email, emailVerifiedAt: row.email_verified_at } as const;
  }
  async function findStudent(by: 'id' | 'email_normalized', value: number | string) {
    const row = await db
      .selectFrom('students')
      .select(['id', 'first_name', 'last_name', 'email', 'email_verified_at'])
      .where(by, '=', value)
      .executeTakeFirst();
    if (!row) return undefined;
    const name = `${row.first_name} ${row.last_name}`.trim();
    return {
      kind: 'student',
      id: row.id,
      name,
      email: row.email,
      emailVerifiedAt: row.email_verified_at,
    } as const;
  }
  const find = (
    kind: TokenKind,
    by: 'id' | 'email_normalized',
    value: number | string,
  ): Promise<VerifiableAccount | undefined> =>
    kind === 'captain' ? findCaptain(by, value) : findStudent(by, value);

  return {
    findById: (kind: TokenKind, id: number) => find(kind, 'id', id),
    findByEmail: (kind: TokenKind, email: string) => find(kind, 'email_normalized', normalizeEmail(email)),

    /** A new single-use secret (256 bits) for the account's address; its earlier unused links stop working. */
    async createLink(account: VerifiableAccount): Promise<string> {
      const secret = newSecret();
      const at = now();
      const owner = ownerColumn(account.kind);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('email_verifications')
          .set({ used_at: at.toISOString() })
          .where(owner, '=', account.id)
          .where('used_at', 'is', null)
          .execute();
        await trx
          .insertInto('email_verifications')
          .values({
            user_id: account.kind === 'captain' ? account.id : null,
            student_id: account.kind === 'student' ? account.id : null,
            email_normalized: normalizeEmail(account.email),
            token_hash: hashSecret(secret),
            expires_at: new Date(at.getTime() + verificationLifetimeMs).toISOString(),
            used_at: null,
            created_at: at.toISOString(),
          })
          .execute();
      });
      return secret;
    },

    /**
     * Spends the secret if it is one of the account's links, unused, unexpired and for its present address, and
     * marks the address confirmed, together. A secret of the account that cannot be spent (used, replaced,
     * expired) says `already_verified` when the address is confirmed: only the link's holder learns that.
     */
    async confirm(account: VerifiableAccount, secret: string): Promise<ConfirmResult> {
      const at = now().toISOString();
      const owner = ownerColumn(account.kind);
      return db.transaction().execute(async (trx) => {
        const link = await trx
          .selectFrom('email_verifications')
          .select('id')
          .where('token_hash', '=', hashSecret(secret))
          .where(owner, '=', account.id)
          .executeTakeFirst();
        if (!link) return 'invalid';
        const spent = await trx
          .updateTable('email_verifications')
          .set({ used_at: at })
          .where('id', '=', link.id)
          .where('used_at', 'is', null)
          .where('expires_at', '>', at)
          .where('email_normalized', '=', normalizeEmail(account.email))
          .executeTakeFirst();
        const table = account.kind === 'captain' ? 'users' : 'students';
        if (Number(spent.numUpdatedRows) === 1) {
          const confirmed = await trx
            .updateTable(table)
            .set({ email_verified_at: at })
            .where('id', '=', account.id)
            .where('email_verified_at', 'is', null)
            .executeTakeFirst();
          return Number(confirmed.numUpdatedRows) === 1 ? 'verified' : 'already_verified';
        }
        const state = await trx
          .selectFrom(table)
          .select('email_verified_at')
          .where('id', '=', account.id)
          .executeTakeFirst();
        return state?.email_verified_at ? 'already_verified' : 'invalid';
      });
    },
  };
}
export type EmailVerificationRepository = ReturnType<typeof emailVerificationRepository>;
