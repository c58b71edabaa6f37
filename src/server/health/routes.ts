import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthLiveResponseSchema, healthReadyResponseSchema } from '#domain/health.ts';
import type { HealthChecks } from './checks.ts';

/**
 * Probes for load balancers and orchestrators: no session, no rate limit (limits apply only where a route asks
 * for one, see http/rate-limits.ts), no request log lines (a probe every few seconds would drown the log), and
 * never cached.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ checks: HealthChecks }> = async (app, { checks }) => {
  app.addHook('onClose', async () => checks.close());

  app.get(
    '/api/health/live',
    {
      logLevel: 'silent',
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers (restart it when this fails)',
        response: { 200: healthLiveResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/api/health/ready',
    {
      logLevel: 'silent',
      schema: {
        tags: ['health'],
        summary:
          'Readiness: the database answers and is migrated to this build, and Redis answers when configured; 503 names the failing part',
        response: { 200: healthReadyResponseSchema, 503: healthReadyResponseSchema },
      },
    },
    async (_request, reply) => {
      const answer = await checks.ready();
      return reply
        .status(answer.status === 'ok' ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(answer);
    },
  );
};
