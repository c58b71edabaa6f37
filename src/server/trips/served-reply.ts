import type { FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding } from '../http/preferred-encoding.ts';
import type { ServedAnswer } from './list-cache.ts';

/**
 * Sends an already serialised answer (a trip list, summary page or trip): 304 when the client holds this very
 * answer (the ETag is a hash of the body, not of the captain, so a browser shared by two captains never
 * revalidates one's answer for the other), compressed when the client accepts it. A Buffer skips the route's
 * serializer: the answer was checked against the response schema when it was rendered. It is no-store like every answer to a logged-in request (one
 * captain's data stays off the browser's disk), so only clients that keep their own copy use the 304.
 */
export async function sendServedAnswer(request: FastifyRequest, reply: FastifyReply, answer: ServedAnswer) {
  reply
    .header('etag', answer.etag)
    .header('vary', 'accept-encoding, accept-language, authorization')
    .header('cache-control', 'no-store');
  if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send();
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  reply.type('application/json; charset=utf-8');
  if (!encoding) return reply.send(answer.body);
  return reply.header('content-encoding', encoding).send(await answer.encodedAs(encoding));
}
