import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tripRequestSchema } from '#domain/trip-request.ts';
import { z } from '#domain/validation.ts';
import type { TokenStore } from '../auth/tokens.ts';
import type { RateLimits } from '../config.ts';
import { requireSession, sessionOf } from '../http/auth-guard.ts';
import { pathId } from '../http/path-id.ts';
import { limitPerIp } from '../http/rate-limits.ts';
import { documentLanguage, sendPdf } from './pdf-reply.ts';
import type { DocumentsService } from './service.ts';

interface Options {
  documents: DocumentsService;
  tokens: TokenStore;
  limits: RateLimits;
}

const langQuery = z.object({ lang: z.string().optional() });

/** The trip documents: voyage card and crew opinions for the captain, the free public trip card. */
export const documentRoutes: FastifyPluginAsyncZod<Options> = async (app, { documents, tokens, limits }) => {
  const captain = requireSession(tokens, 'captain');
  const security = [{ bearer: [] }];
  const tags = ['documents'];

  app.get(
    '/api/sailing-trips/:id/voyage-card-pdf',
    {
      onRequest: captain,
      schema: {
        tags,
        security,
        summary: 'Voyage card (karta rejsu) of one of the captain’s trips; a login is enough, no premium',
        params: z.object({ id: z.string() }),
        querystring: langQuery,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await documents.voyageCard(
        sessionOf(request).ownerId,
        pathId(request.params.id),
        documentLanguage(request),
      );
      return sendPdf(reply, pdf, fileName);
    },
  );

  app.get(
    '/api/sailing-trips/:id/crew/:crewId/opinion-pdf',
    {
      onRequest: captain,
      schema: {
        tags,
        security,
        summary: 'Crew opinion (opinia z rejsu) of one crew member of the captain’s trip; a login is enough',
        params: z.object({ id: z.string(), crewId: z.string() }),
        querystring: langQuery,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await documents.crewOpinion(
        sessionOf(request).ownerId,
        pathId(request.params.id),
        pathId(request.params.crewId),
        documentLanguage(request),
      );
      return sendPdf(reply, pdf, fileName);
    },
  );

  app.post(
    '/api/public/trip-card-pdf',
    {
      preValidation: limitPerIp(app, 'public-pdf', limits.publicPdfPerIp, limits.windowMs),
      schema: {
        tags,
        summary:
          'Free trip card PDF for anyone, saved nowhere; the body is the trip form (as POST /api/sailing-trips), validated the same way; rate-limited per address',
        body: tripRequestSchema,
        querystring: langQuery,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await documents.publicTripCard(request.body, documentLanguage(request));
      return sendPdf(reply, pdf, fileName);
    },
  );
};
