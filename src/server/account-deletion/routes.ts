import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountDeletedResponseSchema, deleteAccountSchema } from '#domain/account-deletion.ts';
import type { TokenStore } from '../auth/tokens.ts';
import type { RateLimits } from '../config.ts';
import type { TokenKind } from '../db/schema.ts';
import { requireSession, sessionOf } from '../http/auth-guard.ts';
import { requestLanguage, requestTranslator } from '../http/messages.ts';
import { rateLimited } from '../http/rate-limits.ts';
import type { AccountDeletionService } from './service.ts';

interface Options {
  deletions: AccountDeletionService;
  tokens: TokenStore;
  limits: RateLimits;
}

const routes: Record<TokenKind, { url: string; tags: string[]; summary: string }> = {
  captain: {
    url: '/api/auth/delete-account',
    tags: ['auth'],
    summary:
      "Delete the captain's account and all its data at once (password required); payment records stay without the person",
  },
  student: {
    url: '/api/student/delete-account',
    tags: ['student'],
    summary: "Delete the student's account, connections and enrolments at once (password required)",
  },
};

/** POST /api/auth/delete-account and POST /api/student/delete-account (docs/accounts.md, "Account deletion"). */
export const accountDeletionRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { deletions, tokens, limits },
) => {
  for (const kind of ['captain', 'student'] as const) {
    const { url, tags, summary } = routes[kind];
    app.post(
      url,
      {
        onRequest: requireSession(tokens, kind),
        // A stolen session must not be able to try passwords without limit: counted like logins, per address
        // and per account.
        preHandler: rateLimited(app, [
          { group: 'delete-account', by: 'ip', max: limits.loginPerIp, windowMs: limits.windowMs },
          { group: 'delete-account', by: 'account', max: limits.loginPerEmail, windowMs: limits.windowMs },
        ]),
        schema: {
          tags,
          security: [{ bearer: [] }],
          summary,
          body: deleteAccountSchema,
          response: { 200: accountDeletedResponseSchema },
        },
      },
      async (request) => {
        const language = requestLanguage(request);
        await deletions.deleteOwn(
          kind,
          sessionOf(request).ownerId,
          request.body.password,
          language,
          request.log,
        );
        return { success: true as const, message: requestTranslator(request)('account_deletion.deleted') };
      },
    );
  }
};
