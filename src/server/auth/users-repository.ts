import type { Db } from '../db/database.ts';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const userColumns = ['id', 'name', 'email', 'phone', 'created_at', 'email_verified_at'] as const;

export function usersRepository(db: Db) {
  return {
    findById(id: number) {
      return db.selectFrom('users').select(userColumns).where('id', '=', id).executeTakeFirst();
    },
    findCredentialsByEmail(email: string) {
      return db
        .selectFrom('users')
        .select([...userColumns, 'password_hash'])
        .where('email_normalized', '=', normalizeEmail(email))
        .executeTakeFirst();
    },
    passwordHashOf(id: number) {
      return db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirst();
    },
    async setPassword(id: number, passwordHash: string) {
      await db
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
    },
    /** Creates the account and its captain profile (names split from the full name, phone copied) together. */
    async create(input: { name: string; email: string; phone: string; passwordHash: string }) {
      const now = new Date().toISOString();
      const [firstName = '', ...rest] = input.name.trim().split(/\s+/);
      return db.transaction().execute(async (trx) => {
        const user = await trx
          .insertInto('users')
          .values({
            name: input.name.trim(),
            email: input.email.trim(),
            email_normalized: normalizeEmail(input.email),
            phone: input.phone.trim(),
            password_hash: input.passwordHash,
            created_at: now,
            updated_at: now,
          })
          .returning(userColumns)
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('captain_profiles')
          .values({
            user_id: user.id,
            first_name: firstName.slice(0, 60),
            last_name: rest.join(' ').slice(0, 60),
            phone: user.phone,
            license_type: '',
            license_number: '',
            other_license: '',
            nationality: 'POLAND',
            languages: 'POL / ENG / GER',
            updated_at: now,
          })
          .execute();
        return user;
      });
    },
  };
}
export type UsersRepository = ReturnType<typeof usersRepository>;
export type UserRow = NonNullable<Awaited<ReturnType<UsersRepository['findById']>>>;
