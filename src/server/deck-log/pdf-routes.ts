import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '#domain/validation.ts';
import type { TokenStore } from '../auth/tokens.ts';
import { documentLanguage, sendPdf } from '../documents/pdf-reply.ts';
import { requireSession, sessionOf } from '../http/auth-guard.ts';
import { translate } from '../http/messages.ts';
import { pathId } from '../http/path-id.ts';
import type { AppMetrics } from '../metrics/metrics.ts';
import { renderDeckLog } from './deck-log-pdf.ts';
import type { DeckLogService } from './service.ts';

interface Options {
  deckLog: Pick<DeckLogService, 'read'>;
  tokens: TokenStore;
  metrics: Pick<AppMetrics, 'timePdf'>;
}

/**
 * The deck log as a PDF: whoever may read the log (the service's read: the captain, premium or not, and the
 * linked crew while the captain lets them write) may print it. Like the voyage card, a login is enough.
 */
export const deckLogPdfRoutes: FastifyPluginAsyncZod<Options> = async (app, { deckLog, tokens, metrics }) => {
  app.get(
    '/api/sailing-trips/:id/deck-log.pdf',
    {
      onRequest: requireSession(tokens, ['captain', 'student']),
      schema: {
        tags: ['deck-log'],
        security: [{ bearer: [] }],
        summary:
          "The trip's deck log (dziennik jachtowy) as an A4 landscape PDF: every entry oldest first, corrections struck through, the summary",
        description:
          "The trip's captain (also without premium), or a student linked to the trip's crew while the captain " +
          'lets the crew write; anyone else, and everyone once the trip is deleted, gets 404. The PDF comes out ' +
          'in the language of this request (?lang=pl|en, else Accept-Language).',
        params: z.object({ id: z.string() }),
        querystring: z.object({ lang: z.string().optional() }),
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { kind, ownerId } = sessionOf(request);
      const language = documentLanguage(request);
      const log = await deckLog.read({ kind, ownerId }, pathId(request.params.id));
      const pdf = await metrics.timePdf('deck_log', () =>
        renderDeckLog(log, language, (key, params) => translate(language, key, params)),
      );
      const name = translate(language, 'deck_log.pdf.title');
      return sendPdf(reply, pdf, `${name} ${log.trip.yacht_name} ${log.trip.embarkation_date}`);
    },
  );
};
