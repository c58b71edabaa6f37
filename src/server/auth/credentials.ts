import { HttpError, UnprocessableError } from '../http/errors.ts';
import { timingDummyHash, verifyPassword } from './passwords.ts';
import { isUniqueViolation } from './unique-violation.ts';

/**
 * The account without its hash when the password is right; otherwise the same 401 for a wrong password and an
 * unknown e-mail, after the same scrypt work.
 */
export async function checkCredentials<T extends { password_hash: string }>(
  found: T | undefined,
  password: string,
): Promise<Omit<T, 'password_hash'>> {
  const valid = await verifyPassword(password, found?.password_hash ?? (await timingDummyHash()));
  if (!found || !valid) throw new HttpError(401, 'auth.invalid_credentials');
  const { password_hash: _hash, ...account } = found;
  return account;
}

/** Creates an account unless the e-mail is taken, also when two sign-ups race for it (the unique index decides). */
export async function createUnlessEmailTaken<T>(taken: boolean, create: () => Promise<T>): Promise<T> {
  const emailTaken = () => new UnprocessableError('auth.register_failed', { email: 'auth.email_taken' });
  if (taken) throw emailTaken();
  try {
    return await create();
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
