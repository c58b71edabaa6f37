import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { seaTimeStatementQuerySchema } from '#domain/sea-time/schema.ts';
import { z } from '#domain/validation.ts';
import type { TokenStore } from '../auth/tokens.ts';
import { documentLanguage, sendPdf } from '../documents/pdf-reply.ts';
import { requireSession, sessionOf } from '../http/auth-guard.ts';
import { requirePremium } from '../http/premium-guard.ts';
import type { PremiumLedger } from '../subscriptions/premium.ts';
import type { SeaTimeStatementService } from './statement-service.ts';

interface Options {
  statements: SeaTimeStatementService;
  tokens: TokenStore;
  ledger: PremiumLedger;
}

/** The sea-time statement PDF: a Premium document, unlike the sea time itself, which every captain sees. */
export const seaTimeStatementRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { statements, tokens, ledger },
) => {
  // The premium check runs at preValidation: a captain without premium gets 403 premium_required whatever
  // the scheme asked for.
  app.get(
    '/api/sea-time/statement-pdf',
    {
      onRequest: requireSession(tokens, 'captain'),
      preValidation: requirePremium(ledger),
      schema: {
        tags: ['sea-time'],
        security: [{ bearer: [] }],
        summary:
          'Sea-time statement of one licence scheme (bilingual A4 PDF: the captain, the counting trips, each requirement required against achieved, signature places); Premium',
        description:
          'scheme: one of the scheme ids of GET /api/sea-time (any other: 422 on scheme). ' +
          'The PDF comes out in the language of this request (?lang=pl|en, else Accept-Language).',
        querystring: seaTimeStatementQuerySchema.extend({ lang: z.string().optional() }),
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await statements.statement(
        sessionOf(request).ownerId,
        request.query.scheme,
        documentLanguage(request),
      );
      return sendPdf(reply, pdf, fileName);
    },
  );
};
