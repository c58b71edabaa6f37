import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { seaTimeResponseSchema } from '#domain/sea-time/schema.ts';
import type { TokenStore } from '../auth/tokens.ts';
import { requireSession, sessionOf } from '../http/auth-guard.ts';
import type { SeaTimeService } from './service.ts';

interface Options {
  seaTime: SeaTimeService;
  tokens: TokenStore;
}

/** The captain's sea time. It reads only their own logbook, so it needs a login and no Premium. */
export const seaTimeRoutes: FastifyPluginAsyncZod<Options> = async (app, { seaTime, tokens }) => {
  app.get(
    '/api/sea-time',
    {
      onRequest: requireSession(tokens, 'captain'),
      schema: {
        tags: ['sea-time'],
        security: [{ bearer: [] }],
        summary: "The captain's sea time: totals, per year, and progress toward each licence scheme",
        description:
          'Totals and years count the completed trips (inland ones too); the schemes count completed sea trips ' +
          'only; planned and under-way trips are counted apart in not_counted; cancelled and deleted trips ' +
          'never count. Requirement and note ids are named in the catalogue (seaTime.requirements.<scheme>.<id>, ' +
          'seaTime.notes.<id>); the rules and their sources are in docs/sea-time.md.',
        response: { 200: seaTimeResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      sea_time: (await seaTime.seaTimeOf(sessionOf(request).ownerId)).seaTime,
    }),
  );
};
