import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '#domain/language.ts';
import type { TokenKind } from '../db/schema.ts';
import { HttpError, UnprocessableError } from '../http/errors.ts';
import { emailVerificationMail } from '../mail/account-mails.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { EmailVerificationRepository, VerifiableAccount } from './repository.ts';

interface Dependencies {
  verifications: EmailVerificationRepository;
  mailer: Mailer;
  appUrl: string;
  log: FastifyBaseLogger;
}

/** Where the web app's confirmation page of each kind of account is. */
const pagePath: Record<TokenKind, string> = {
  captain: '/verify-email',
  student: '/student/verify-email',
};

export type SignedUp = Pick<VerifiableAccount, 'kind' | 'id' | 'email' | 'name'>;

export function emailVerificationService({ verifications, mailer, appUrl, log }: Dependencies) {
  async function sendLink(account: SignedUp, language: Language) {
    const secret = await verifications.createLink({ ...account, emailVerifiedAt: null });
    const link = `${appUrl}${pagePath[account.kind]}/${secret}?email=${encodeURIComponent(account.email)}`;
    await mailer.send(emailVerificationMail(language, account.email, account.name, link));
  }

  return {
    /**
     * The first link, right after sign-up. The account exists and works already: a mail that cannot go now
     * (the mailer logged why) must not turn the sign-up into an error; "Send again" is there for it.
     */
    async sendAfterSignUp(account: SignedUp, language: Language) {
      try {
        await sendLink(account, language);
      } catch (error) {
        log.warn({ err: error, kind: account.kind }, 'the sign-up confirmation mail could not be sent');
      }
    },

    /** "Send again": a new link (the earlier ones stop working), unless the address is confirmed already. */
    async resend(kind: TokenKind, id: number, language: Language): Promise<'sent' | 'already_verified'> {
      const account = await verifications.findById(kind, id);
      if (!account) throw new HttpError(401, 'errors.unauthorized');
      if (account.emailVerifiedAt) return 'already_verified';
      await sendLink(account, language);
      return 'sent';
    },

    /** Confirms the address with a link's e-mail and secret; an unknown address answers like a wrong secret. */
    async confirm(kind: TokenKind, email: string, token: string): Promise<'verified' | 'already_verified'> {
      const account = await verifications.findByEmail(kind, email);
      const result = account ? await verifications.confirm(account, token) : 'invalid';
      if (result === 'invalid')
        throw new UnprocessableError('email_verification.invalid_link', {
          token: 'email_verification.invalid_link',
        });
      return result;
    },
  };
}
export type EmailVerificationService = ReturnType<typeof emailVerificationService>;
