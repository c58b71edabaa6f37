import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  verificationMailResponseSchema,
  verifyEmailResponseSchema,
  verifyEmailSchema,
} from '#domain/email-verification.ts';
import type { TokenStore } from '../auth/tokens.ts';
import type { RateLimits } from '../config.ts';
import type { TokenKind } from '../db/schema.ts';
import { requireSession, sessionOf } from '../http/auth-guard.ts';
import { requestLanguage, requestTranslator } from '../http/messages.ts';
import { rateLimited } from '../http/rate-limits.ts';
import type { EmailVerificationService } from './service.ts';

interface Options {
  verification: EmailVerificationService;
  tokens: TokenStore;
  limits: RateLimits;
}

/** The same two calls for captains (/api/auth) and students (/api/student). */
const sides: { kind: TokenKind; prefix: string; tag: string; who: string }[] = [
  { kind: 'captain', prefix: '/api/auth', tag: 'auth', who: 'captain' },
  { kind: 'student', prefix: '/api/student', tag: 'student', who: 'student' },
];

export const emailVerificationRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { verification, tokens, limits },
) => {
  const confirmLimit = rateLimited(app, [
    { group: 'verify-email', by: 'ip', max: limits.forgotPerIp, windowMs: limits.windowMs },
  ]);
  const mailLimit = rateLimited(app, [
    {
      group: 'verification-mail',
      by: 'account',
      max: limits.verificationMailPerAccount,
      windowMs: limits.windowMs,
    },
    { group: 'verification-mail', by: 'ip', max: limits.verificationMailPerIp, windowMs: limits.windowMs },
  ]);

  for (const { kind, prefix, tag, who } of sides) {
    app.post(
      `${prefix}/verify-email`,
      {
        preHandler: confirmLimit,
        schema: {
          tags: [tag],
          summary: `Confirm a ${who}'s e-mail address with the link from the mail (no login needed)`,
          description:
            'A used, expired, replaced or wrong link answers 422. A link of this account whose address is already confirmed answers 200 with status already_verified.',
          body: verifyEmailSchema,
          response: { 200: verifyEmailResponseSchema },
        },
      },
      async (request) => {
        const status = await verification.confirm(kind, request.body.email, request.body.token);
        const message = requestTranslator(request)(`email_verification.${status}`);
        return { success: true as const, status, message };
      },
    );

    app.post(
      `${prefix}/verification-mail`,
      {
        onRequest: requireSession(tokens, kind),
        preHandler: mailLimit,
        schema: {
          tags: [tag],
          security: [{ bearer: [] }],
          summary: `Send the logged-in ${who} a new confirmation link (earlier links stop working)`,
          description: 'Nothing is sent when the address is confirmed already (status already_verified).',
          response: { 200: verificationMailResponseSchema },
        },
      },
      async (request) => {
        const session = sessionOf(request);
        const status = await verification.resend(kind, session.ownerId, requestLanguage(request));
        const t = requestTranslator(request);
        const message =
          status === 'sent' ? t('email_verification.mail_sent') : t('email_verification.already_verified');
        return { success: true as const, status, message };
      },
    );
  }
};
