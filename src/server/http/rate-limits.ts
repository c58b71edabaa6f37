import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Limits apply only where a route asks for them (login, password reset, register, public PDFs). */
export async function registerRateLimits(app: FastifyInstance) {
  await app.register(rateLimit, { global: false });
}

/** The e-mail of a request body, normalised, so one address cannot be hammered from many addresses. */
function emailKey(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

export function limitPerIp(app: FastifyInstance, group: string, max: number, windowMs: number) {
  return app.rateLimit({ max, timeWindow: windowMs, groupId: `${group}:ip`, hook: 'preHandler' });
}

export function limitPerEmail(app: FastifyInstance, group: string, max: number, windowMs: number) {
  return app.rateLimit({
    max,
    timeWindow: windowMs,
    groupId: `${group}:email`,
    hook: 'preHandler',
    keyGenerator: (request) => `email:${emailKey(request)}`,
  });
}
