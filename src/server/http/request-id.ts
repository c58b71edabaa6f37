import { randomUUID } from 'node:crypto';
import type { FastifyInstance, RawRequestDefaultExpression } from 'fastify';

export const requestIdHeader = 'x-request-id';

/** What a load balancer or proxy sends; anything else (too long, spaces, a newline to forge log lines) is replaced. */
const acceptableId = /^[A-Za-z0-9._:-]{1,128}$/;

/** The request's id: the incoming X-Request-Id when acceptable, a new UUID otherwise. */
export function requestIdOf(request: RawRequestDefaultExpression): string {
  const given = request.headers[requestIdHeader];
  return typeof given === 'string' && acceptableId.test(given) ? given : randomUUID();
}

/**
 * Fastify's options for the id that every log line of the request carries (as Fastify's `reqId`). Fastify's own
 * header option would take any value as it is, so the header is read and checked in genReqId instead.
 */
export const requestIdOptions = { requestIdHeader: false, genReqId: requestIdOf } as const;

/** Every answer carries the request's id, so a user's report or a proxy's log line leads to the server's lines. */
export function echoRequestId(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(requestIdHeader, request.id);
  });
}
