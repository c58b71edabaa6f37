import type { LoginInput } from '#domain/auth.ts';
import type { Language } from '#domain/language.ts';
import type { StudentRegisterInput } from '#domain/new-password.ts';
import { checkCredentials, createUnlessEmailTaken } from '../auth/credentials.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { TokenStore } from '../auth/tokens.ts';
import type { EmailVerificationService } from '../email-verification/service.ts';
import { HttpError } from '../http/errors.ts';
import type { StudentRow, StudentsRepository } from './repository.ts';

export function studentAuthService(
  students: StudentsRepository,
  tokens: TokenStore,
  verification: Pick<EmailVerificationService, 'sendAfterSignUp'>,
) {
  return {
    async register(
      input: StudentRegisterInput,
      language: Language,
    ): Promise<{ student: StudentRow; token: string }> {
      const student = await createUnlessEmailTaken(
        Boolean(await students.findCredentialsByEmail(input.email)),
        async () =>
          students.create({
            firstName: input.first_name,
            lastName: input.last_name,
            email: input.email,
            passwordHash: await hashPassword(input.password),
          }),
      );
      const name = `${student.first_name} ${student.last_name}`.trim();
      await verification.sendAfterSignUp(
        { kind: 'student', id: student.id, email: student.email, name },
        language,
      );
      return { student, token: await tokens.issue('student', student.id, false) };
    },

    async login(input: LoginInput): Promise<{ student: StudentRow; token: string }> {
      const student = await checkCredentials(
        await students.findCredentialsByEmail(input.email),
        input.password,
      );
      return { student, token: await tokens.issue('student', student.id, input.remember === true) };
    },

    async profile(studentId: number): Promise<StudentRow> {
      const student = await students.findById(studentId);
      if (!student) throw new HttpError(401, 'errors.unauthorized');
      return student;
    },
  };
}
export type StudentAuthService = ReturnType<typeof studentAuthService>;
