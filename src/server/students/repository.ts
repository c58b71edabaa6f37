import { normalizeEmail } from '../auth/users-repository.ts';
import type { Db } from '../db/database.ts';

const studentColumns = [
  'id',
  'first_name',
  'last_name',
  'email',
  'phone',
  'created_at',
  'email_verified_at',
] as const;

export function studentsRepository(db: Db) {
  return {
    findById(id: number) {
      return db.selectFrom('students').select(studentColumns).where('id', '=', id).executeTakeFirst();
    },
    findCredentialsByEmail(email: string) {
      return db
        .selectFrom('students')
        .select([...studentColumns, 'password_hash'])
        .where('email_normalized', '=', normalizeEmail(email))
        .executeTakeFirst();
    },
    create(input: { firstName: string; lastName: string; email: string; passwordHash: string }) {
      const now = new Date().toISOString();
      return db
        .insertInto('students')
        .values({
          first_name: input.firstName.trim(),
          last_name: input.lastName.trim(),
          email: input.email.trim(),
          email_normalized: normalizeEmail(input.email),
          password_hash: input.passwordHash,
          created_at: now,
          updated_at: now,
        })
        .returning(studentColumns)
        .executeTakeFirstOrThrow();
    },
  };
}
export type StudentsRepository = ReturnType<typeof studentsRepository>;
export type StudentRow = NonNullable<Awaited<ReturnType<StudentsRepository['findById']>>>;
