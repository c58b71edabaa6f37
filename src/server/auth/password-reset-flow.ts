import type { Language } from '#domain/language.ts';
import type { ResetPasswordInput } from '#domain/new-password.ts';
import type { TokenKind } from '../db/schema.ts';
import { UnprocessableError } from '../http/errors.ts';
import { passwordChangedMail, passwordResetMail } from '../mail/account-mails.ts';
import { type Mailer, MailUnavailableError } from '../mail/mailer.ts';
import type { PasswordResets } from './password-resets.ts';
import { hashPassword } from './passwords.ts';
import type { TokenStore } from './tokens.ts';

/** An account as a reset needs it: who it is, where to write and by which name. */
export interface ResettableAccount {
  id: number;
  email: string;
  name: string;
}

interface Dependencies {
  kind: TokenKind;
  findByEmail(email: string): Promise<ResettableAccount | undefined>;
  setPassword(id: number, passwordHash: string): Promise<void>;
  resets: PasswordResets;
  tokens: TokenStore;
  mailer: Mailer;
  /** The page the mailed link opens: APP_URL/reset-password for captains, APP_URL/student/reset-password. */
  resetPageUrl: string;
}

/** Forgot and reset password, one set of rules for captains and students (docs/accounts.md, "Password reset"). */
export function passwordResetFlow({
  kind,
  findByEmail,
  setPassword,
  resets,
  tokens,
  mailer,
  resetPageUrl,
}: Dependencies) {
  return {
    /** Sends a reset link when the account exists; the caller answers the same either way. */
    async request(email: string, language: Language) {
      const account = await findByEmail(email);
      if (!account) return;
      const secret = await resets.create(account.id);
      const link = `${resetPageUrl}/${secret}?email=${encodeURIComponent(account.email)}`;
      await mailer.send(passwordResetMail(language, account.email, account.name, link));
    },

    /** Sets the new password with a valid link, ends every session of the account and says so by mail. */
    async reset(input: ResetPasswordInput, language: Language) {
      const account = await findByEmail(input.email);
      const consumed = account ? await resets.consume(account.id, input.token) : false;
      if (!account || !consumed)
        throw new UnprocessableError('auth.invalid_reset_link', { token: 'auth.invalid_reset_link' });
      await setPassword(account.id, await hashPassword(input.password));
      await tokens.revokeAllOf(kind, account.id);
      // The password is changed: a notice the mail server cannot take now (the mailer logged it) must not turn
      // the answer into an error, or the account's owner would retry with a link that is already used.
      await mailer
        .send(passwordChangedMail(language, account.email, account.name))
        .catch((error: unknown) => {
          if (!(error instanceof MailUnavailableError)) throw error;
        });
    },
  };
}
export type PasswordResetFlow = ReturnType<typeof passwordResetFlow>;
