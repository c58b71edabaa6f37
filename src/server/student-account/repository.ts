import { normalizeEmail } from '../auth/users-repository.ts';
import type { Db } from '../db/database.ts';

const fullName = (row: { first_name: string; last_name: string }) =>
  `${row.first_name} ${row.last_name}`.trim();

/** A student's own account: the password and the details the account page edits. Always by the student's id. */
export function studentAccountRepository(db: Db) {
  return {
    /** For a password reset: the student with this e-mail (compared case-insensitively), named for the mail. */
    async findByEmail(email: string) {
      const row = await db
        .selectFrom('students')
        .select(['id', 'email', 'first_name', 'last_name'])
        .where('email_normalized', '=', normalizeEmail(email))
        .executeTakeFirst();
      return row && { id: row.id, email: row.email, name: fullName(row) };
    },

    /** For a password change: the stored hash, and where and by which name to write. */
    async passwordHolderOf(id: number) {
      const row = await db
        .selectFrom('students')
        .select(['password_hash', 'email', 'first_name', 'last_name'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row && { password_hash: row.password_hash, email: row.email, name: fullName(row) };
    },

    async setPassword(id: number, passwordHash: string) {
      await db
        .updateTable('students')
        .set({ password_hash: passwordHash, updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
    },

    /** Stores the names and, when given, the phone; false when the student no longer exists. */
    async updateDetails(id: number, details: { first_name: string; last_name: string; phone?: string }) {
      const result = await db
        .updateTable('students')
        .set({ ...details, updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
export type StudentAccountRepository = ReturnType<typeof studentAccountRepository>;
