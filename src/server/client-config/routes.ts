import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientConfigResponseSchema } from '#domain/client-config.ts';
import type { AppConfig } from '../config.ts';

/** GET /api/config: the operator's settings the web app reads at run time (no login; nothing secret). */
export const clientConfigRoutes: FastifyPluginAsyncZod<{ mapTiles: AppConfig['mapTiles'] }> = async (
  app,
  { mapTiles },
) => {
  app.get(
    '/api/config',
    {
      schema: {
        tags: ['config'],
        summary: 'Run-time settings for the web app: the map tile address, when the operator set one',
        response: { 200: clientConfigResponseSchema },
      },
    },
    async () => ({
      success: true as const,
      map_tiles_url: mapTiles?.url ?? null,
      map_tiles_attribution: mapTiles?.attribution ?? null,
    }),
  );
};
