import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tripRequestSchema } from '#domain/trip-request.ts';
import { z } from '#domain/validation.ts';
import type { TokenStore } from '../auth/tokens.ts';
import type { CaptainProfileRepository } from '../captain-profile/repository.ts';
import type { RateLimits } from '../config.ts';
import { requireSession, sessionOf } from '../http/auth-guard.ts';
import { HttpError } from '../http/errors.ts';
import { translate } from '../http/messages.ts';
import { pathId } from '../http/path-id.ts';
import { limitPerIp } from '../http/rate-limits.ts';
import type { TripsService } from '../trips/service.ts';
import { unsavedTrip } from '../trips/service.ts';
import { renderCrewOpinion } from './crew-opinion.ts';
import { documentLanguage, sendPdf } from './pdf-reply.ts';
import { renderVoyageCard } from './voyage-card.ts';

interface Options {
  trips: TripsService;
  profiles: CaptainProfileRepository;
  tokens: TokenStore;
  limits: RateLimits;
}

const langQuery = z.object({ lang: z.string().optional() });

/** The trip documents (issue 7): voyage card and crew opinions for the captain, the free public trip card. */
export const documentRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { trips, profiles, tokens, limits },
) => {
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
      const userId = sessionOf(request).ownerId;
      const trip = await trips.get(userId, pathId(request.params.id));
      const language = documentLanguage(request);
      const pdf = await renderVoyageCard(trip, { language, logo: await profiles.findLogoData(userId) });
      const name = translate(language, 'pdf.labels.voyage_card');
      return sendPdf(reply, pdf, `${name} ${trip.yacht_name} ${trip.embarkation_date}`);
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
      const userId = sessionOf(request).ownerId;
      const trip = await trips.get(userId, pathId(request.params.id));
      const crewId = pathId(request.params.crewId);
      const member = trip.crew_members.find((candidate) => candidate.id === crewId);
      if (!member) throw new HttpError(404, 'errors.not_found');
      const language = documentLanguage(request);
      const pdf = await renderCrewOpinion(trip, member, {
        language,
        logo: await profiles.findLogoData(userId),
      });
      const name = translate(language, 'pdf.labels.crew_opinion');
      return sendPdf(reply, pdf, `${name} ${member.full_name} ${trip.yacht_name}`);
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
      const trip = unsavedTrip(request.body);
      const language = documentLanguage(request);
      const pdf = await renderVoyageCard(trip, { language });
      const name = translate(language, 'pdf.labels.trip_card');
      return sendPdf(reply, pdf, `${name} ${trip.yacht_name} ${trip.embarkation_date}`);
    },
  );
};
