import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '#domain/language.ts';
import type { ChangePasswordInput } from '#domain/new-password.ts';
import { HttpError, UnprocessableError } from '../http/errors.ts';
import { passwordChangedMail } from '../mail/account-mails.ts';
import type { Mailer } from '../mail/mailer.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { Session, TokenStore } from './tokens.ts';

/** An account as a password change needs it: its stored hash, and where and by which name to write. */
export interface PasswordHolder {
  password_hash: string;
  email: string;
  name: string;
}

interface Dependencies {
  /** The account of the session, of the session's kind. */
  holderOf(id: number): Promise<PasswordHolder | undefined>;
  setPassword(id: number, passwordHash: string): Promise<void>;
  tokens: TokenStore;
  mailer: Mailer;
}

/**
 * The logged-in account's password change, one set of rules for captains and students: checks the current
 * password, stores the new one, ends every other session of the account (this one stays) and tells the
 * account's address by e-mail. The change stands even when the e-mail cannot be sent (the failure is logged):
 * answering with an error would make the owner believe the old password is still valid.
 */
export function passwordChange({ holderOf, setPassword, tokens, mailer }: Dependencies) {
  return async (session: Session, input: ChangePasswordInput, language: Language, log: FastifyBaseLogger) => {
    const holder = await holderOf(session.ownerId);
    if (!holder) throw new HttpError(401, 'errors.unauthorized');
    if (!(await verifyPassword(input.current_password, holder.password_hash))) {
      throw new UnprocessableError('password.current_wrong', { current_password: 'password.current_wrong' });
    }
    await setPassword(session.ownerId, await hashPassword(input.new_password));
    await tokens.revokeAllOf(session.kind, session.ownerId, session.tokenId);
    try {
      await mailer.send(passwordChangedMail(language, holder.email, holder.name));
    } catch (error) {
      log.error({ err: error }, 'password-changed e-mail could not be sent');
    }
  };
}
