import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cvGenerateRequestSchema, cvGenerateResponseSchema, cvTripsResponseSchema } from '#domain/cv.ts';
import { z } from '#domain/validation.ts';
import type { TokenStore } from '../auth/tokens.ts';
import { documentLanguage, sendPdf } from '../documents/pdf-reply.ts';
import { requireSession, sessionOf } from '../http/auth-guard.ts';
import { requestTranslator } from '../http/messages.ts';
import type { CvService } from './service.ts';

interface Options {
  cv: CvService;
  tokens: TokenStore;
}

export const cvPdfPath = '/api/captain/cv/pdf';

/** The captain CV. Viewing and generating need only a login, not Premium. */
export const cvRoutes: FastifyPluginAsyncZod<Options> = async (app, { cv, tokens }) => {
  const captain = requireSession(tokens, 'captain');
  const tags = ['captain-cv'];
  const security = [{ bearer: [] }];

  app.get(
    '/api/captain/cv/trips',
    {
      onRequest: captain,
      schema: {
        tags,
        security,
        summary:
          "The captain's trips to choose from (newest embarkation first) and what the CV says about them",
        response: { 200: cvTripsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await cv.tripsAndInfo(sessionOf(request).ownerId)),
      message: requestTranslator(request)('cv.trips_loaded'),
    }),
  );

  app.post(
    '/api/captain/cv/generate',
    {
      onRequest: captain,
      schema: {
        tags,
        security,
        summary: 'Prepare the CV of the chosen trips; pdf_url opens it for 10 minutes without the login',
        description:
          "trip_ids: 1 to 350 distinct ids of the captain's own trips (any other id: 422 on trip_ids). " +
          "nationality (max 60) and languages (max 100) left out or empty print POLAND and 'POL / ENG / GER'. " +
          'scheme (a sea-time scheme id, or null) prints, under the totals, where the listed trips stand against ' +
          'that licence by the rules of GET /api/sea-time; left out or null prints none. ' +
          'The PDF comes out in the language of this request (?lang=pl|en, else Accept-Language).',
        body: cvGenerateRequestSchema,
        response: { 200: cvGenerateResponseSchema },
      },
    },
    async (request) => {
      const token = await cv.createLink(sessionOf(request).ownerId, request.body, documentLanguage(request));
      return {
        success: true as const,
        pdf_url: `${cvPdfPath}/${token}`,
        message: requestTranslator(request)('cv.generated'),
      };
    },
  );

  app.get(
    `${cvPdfPath}/:token`,
    {
      schema: {
        tags,
        summary: 'The CV as a PDF (no login: the token in the path is the permission; 404 once expired)',
        params: z.object({ token: z.string().max(100) }),
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await cv.render(request.params.token);
      return sendPdf(reply, pdf, fileName);
    },
  );
};
