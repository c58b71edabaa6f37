import type { LoginInput } from '#domain/auth.ts';
import type { Language } from '#domain/language.ts';
import type { CaptainRegisterInput } from '#domain/new-password.ts';
import type { EmailVerificationService } from '../email-verification/service.ts';
import { HttpError } from '../http/errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { checkCredentials, createUnlessEmailTaken } from './credentials.ts';
import { passwordResetFlow } from './password-reset-flow.ts';
import type { PasswordResets } from './password-resets.ts';
import { hashPassword } from './passwords.ts';
import type { TokenStore } from './tokens.ts';
import type { UserRow, UsersRepository } from './users-repository.ts';

interface Dependencies {
  users: UsersRepository;
  tokens: TokenStore;
  resets: PasswordResets;
  mailer: Mailer;
  appUrl: string;
  verification: Pick<EmailVerificationService, 'sendAfterSignUp'>;
}

export function captainAuthService({ users, tokens, resets, mailer, appUrl, verification }: Dependencies) {
  const reset = passwordResetFlow({
    kind: 'captain',
    findByEmail: (email) => users.findCredentialsByEmail(email),
    setPassword: (id, hash) => users.setPassword(id, hash),
    resets,
    tokens,
    mailer,
    resetPageUrl: `${appUrl}/reset-password`,
  });
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

    requestPasswordReset: reset.request,
    resetPassword: reset.reset,
  };
}
export type CaptainAuthService = ReturnType<typeof captainAuthService>;
