import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { portSuggestionsQuerySchema, portSuggestionsResponseSchema } from '#domain/track.ts';
import type { TokenStore } from '../auth/tokens.ts';
import { requireSession, sessionOf } from '../http/auth-guard.ts';
import type { PortsService } from './service.ts';

interface Options {
  ports: PortsService;
  tokens: TokenStore;
}

/** Port names for the trip form's port fields; free text stays allowed there. */
export const portsRoutes: FastifyPluginAsyncZod<Options> = async (app, { ports, tokens }) => {
  app.get(
    '/api/ports',
    {
      onRequest: requireSession(tokens, 'captain'),
      schema: {
        tags: ['ports'],
        security: [{ bearer: [] }],
        summary:
          "Port suggestions: the captain's own earlier ports, then the bundled harbours; by prefix, then substring, case and accents ignored; at most 20",
        querystring: portSuggestionsQuerySchema,
        response: { 200: portSuggestionsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ports: await ports.suggest(sessionOf(request).ownerId, request.query.q),
    }),
  );
};
