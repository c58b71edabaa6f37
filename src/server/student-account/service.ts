import type { StudentDetailsInput } from '#domain/student-account.ts';
import { passwordChange } from '../auth/password-change.ts';
import type { TokenStore } from '../auth/tokens.ts';
import { HttpError } from '../http/errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { StudentsRepository } from '../students/repository.ts';
import type { StudentAccountRepository } from './repository.ts';

interface Dependencies {
  accounts: StudentAccountRepository;
  students: Pick<StudentsRepository, 'findById'>;
  tokens: TokenStore;
  mailer: Mailer;
}

/** The logged-in student's details and password (the account page). */
export function studentAccountService({ accounts, students, tokens, mailer }: Dependencies) {
  return {
    /** Saves the details and answers with the profile as GET /api/student/profile tells it. */
    async updateDetails(studentId: number, input: StudentDetailsInput) {
      const saved = await accounts.updateDetails(studentId, {
        first_name: input.first_name,
        last_name: input.last_name,
        ...(input.phone === undefined ? {} : { phone: input.phone ?? '' }),
      });
      const student = saved ? await students.findById(studentId) : undefined;
      if (!student) throw new HttpError(401, 'errors.unauthorized');
      return student;
    },

    changePassword: passwordChange({
      holderOf: (id) => accounts.passwordHolderOf(id),
      setPassword: (id, hash) => accounts.setPassword(id, hash),
      tokens,
      mailer,
    }),
  };
}
export type StudentAccountService = ReturnType<typeof studentAccountService>;
