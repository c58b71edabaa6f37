import type { LoginInput } from '#domain/auth.ts';
import type { Language } from '#domain/language.ts';
import type { CaptainRegisterInput, ResetPasswordInput } from '#domain/new-password.ts';
import type { EmailVerificationService } from '../email-verification/service.ts';
import { HttpError, UnprocessableError } from '../http/errors.ts';
import { passwordChangedMail, passwordResetMail } from '../mail/account-mails.ts';
import { type Mailer, MailUnavailableError } from '../mail/mailer.ts';
import { checkCredentials, createUnlessEmailTaken } from './credentials.ts';
import type { passwordResets as passwordResetsStore } from './password-resets.ts';
import { hashPassword } from './passwords.ts';
import type { TokenStore } from './tokens.ts';
import type { UserRow, UsersRepository } from './users-repository.ts';

interface Dependencies {
  users: UsersRepository;
  tokens: TokenStore;
  resets: ReturnType<typeof passwordResetsStore>;
  mailer: Mailer;
  appUrl: string;
  verification: Pick<EmailVerificationService, 'sendAfterSignUp'>;
}

export function captainAuthService({ users, tokens, resets, mailer, appUrl, verification }: Dependencies) {
  return {
    async register(
      input: CaptainRegisterInput,
      language: Language,
    ): Promise<{ user: UserRow; token: string }> {
      const user = await createUnlessEmailTaken(
        Boolean(await users.findCredentialsByEmail(input.email)),
        async () =>
          users.create({
            name: input.name,
            email: input.email,
            phone: input.phone_register,
            passwordHash: await hashPassword(input.password),
          }),
      );
      await verification.sendAfterSignUp({ kind: 'captain', ...user }, language);
      return { user, token: await tokens.issue('captain', user.id, false) };
    },

    async login(input: LoginInput): Promise<{ user: UserRow; token: string }> {
      const user = await checkCredentials(await users.findCredentialsByEmail(input.email), input.password);
      return { user, token: await tokens.issue('captain', user.id, input.remember === true) };
    },

    async currentUser(userId: number): Promise<UserRow> {
      const user = await users.findById(userId);
      if (!user) throw new HttpError(401, 'errors.unauthorized');
      return user;
    },

    /** Sends a reset link when the account exists; the caller answers the same either way. */
    async requestPasswordReset(email: string, language: Language) {
      const user = await users.findCredentialsByEmail(email);
      if (!user) return;
      const secret = await resets.create(user.id);
      const link = `${appUrl}/reset-password/${secret}?email=${encodeURIComponent(user.email)}`;
      await mailer.send(passwordResetMail(language, user.email, user.name, link));
    },

    async resetPassword(input: ResetPasswordInput, language: Language) {
      const user = await users.findCredentialsByEmail(input.email);
      const consumed = user ? await resets.consume(user.id, input.token) : false;
      if (!user || !consumed)
        throw new UnprocessableError('auth.invalid_reset_link', { token: 'auth.invalid_reset_link' });
      await users.setPassword(user.id, await hashPassword(input.password));
      await tokens.revokeAllOf('captain', user.id);
      // The password is changed: a notice the mail server cannot take now (the mailer logged it) must not turn
      // the answer into an error, or the captain would retry with a link that is already used.
      await mailer.send(passwordChangedMail(language, user.email, user.name)).catch((error: unknown) => {
        if (!(error instanceof MailUnavailableError)) throw error;
      });
    },
  };
}
export type CaptainAuthService = ReturnType<typeof captainAuthService>;
