import type { FastifyInstance } from 'fastify';
import type { AppMetrics } from './metrics.ts';

/**
 * Counts and times every answer by the route's pattern (/api/sailing-trips/:id), never its URL: ids and tokens
 * would each make a series of their own. A request no route matched has no pattern and counts as `unmatched`.
 * Added before the routes so the hook runs for all of them and for the not-found handler.
 */
export function recordRequestMetrics(app: FastifyInstance, metrics: AppMetrics) {
  // A callback hook: no promise per request.
  app.addHook('onResponse', (request, reply, done) => {
    metrics.request(request.routeOptions.url, request.method, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}
