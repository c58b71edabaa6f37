import type { LoginInput, StudentRegisterInput } from '#domain/auth.ts';
import { hashPassword, timingDummyHash, verifyPassword } from '../auth/passwords.ts';
import type { TokenStore } from '../auth/tokens.ts';
import { isUniqueViolation } from '../auth/unique-violation.ts';
import { HttpError, UnprocessableError } from '../http/errors.ts';
import type { StudentRow, StudentsRepository } from './repository.ts';

export function studentAuthService(students: StudentsRepository, tokens: TokenStore) {
  return {
    async register(input: StudentRegisterInput): Promise<{ student: StudentRow; token: string }> {
      if (await students.findCredentialsByEmail(input.email)) {
        throw new UnprocessableError('auth.register_failed', { email: 'auth.email_taken' });
      }
      try {
        const student = await students.create({
          firstName: input.first_name,
          lastName: input.last_name,
          email: input.email,
          passwordHash: await hashPassword(input.password),
        });
        return { student, token: await tokens.issue('student', student.id, false) };
      } catch (error) {
        if (isUniqueViolation(error))
          throw new UnprocessableError('auth.register_failed', { email: 'auth.email_taken' });
        throw error;
      }
    },

    async login(input: LoginInput): Promise<{ student: StudentRow; token: string }> {
      const found = await students.findCredentialsByEmail(input.email);
      const valid = await verifyPassword(input.password, found?.password_hash ?? (await timingDummyHash()));
      if (!found || !valid) throw new HttpError(401, 'auth.invalid_credentials');
      const { password_hash: _hash, ...student } = found;
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
