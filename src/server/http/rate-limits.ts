import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';

/**
 * Limits apply only where a route asks for them (login, password reset, register, public PDFs, invitation
 * codes). Counters live in
 * memory, or in Redis when REDIS_URL is set so that several app processes share them. If Redis is unreachable
 * requests are let through (and logged) rather than refused: an outage must not lock every user out.
 */
export async function registerRateLimits(app: FastifyInstance, redisUrl: string | undefined) {
  if (!redisUrl) {
    await app.register(rateLimit, { global: false });
    return;
  }
  // ioredis is loaded only when Redis is configured (bench/README.md, "the server's memory": the heavy libraries load on first use).
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false });
  redis.on('error', (error) => app.log.warn({ err: error }, 'rate-limit store (Redis) error'));
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  await app.register(rateLimit, {
    global: false,
    redis,
    skipOnError: true,
    nameSpace: 'logbook-rate-limit-',
  });
}

/** The e-mail of a request body, normalised, so one address cannot be hammered from many addresses. */
function emailKey(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

/** The logged-in account (set by requireSession, which runs first), so one account cannot move between addresses. */
function accountKey(request: FastifyRequest): string {
  const { session } = request;
  return session ? `${session.kind}-${session.ownerId}` : `ip-${request.ip}`;
}

const keyOf = { ip: (request: FastifyRequest) => request.ip, email: emailKey, account: accountKey };

export interface RateRule {
  /** Names the counter: rules with the same group share it (register on two routes, say). */
  group: string;
  by: keyof typeof keyOf;
  max: number;
  windowMs: number;
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;
/**
 * Limiters of one app (keyed by its createRateLimit, which every plugin context inherits) by rule. Each
 * createRateLimit call gets its own in-memory store, so without this two routes naming the same group
 * (captain and student register) would count apart in memory while sharing their counter in Redis.
 */
const limitersByApp = new WeakMap<object, Map<string, Limiter>>();

function sharedLimiter(app: FastifyInstance, rule: RateRule): Limiter {
  const byRule = limitersByApp.get(app.createRateLimit) ?? new Map<string, Limiter>();
  limitersByApp.set(app.createRateLimit, byRule);
  const id = `${rule.group}:${rule.by}:${rule.max}:${rule.windowMs}`;
  const existing = byRule.get(id);
  if (existing) return existing;
  const limiter = app.createRateLimit({
    max: rule.max,
    timeWindow: rule.windowMs,
    keyGenerator: (request) => `${rule.group}:${rule.by}:${keyOf[rule.by](request)}`,
  });
  byRule.set(id, limiter);
  return limiter;
}

/**
 * A preHandler enforcing several limits at once (per address and per e-mail): the plugin's own route hook
 * runs only one limiter per request, so the counters are read here through createRateLimit. Exceeding any
 * of them answers 429 with Retry-After.
 */
export function rateLimited(app: FastifyInstance, rules: RateRule[]) {
  const limiters = rules.map((rule) => sharedLimiter(app, rule));
  return async (request: FastifyRequest, reply: FastifyReply) => {
    for (const limiter of limiters) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', String(Math.max(1, result.ttlInSeconds)));
        throw new HttpError(429, 'errors.too_many_requests');
      }
    }
  };
}

export function limitPerIp(app: FastifyInstance, group: string, max: number, windowMs: number) {
  return rateLimited(app, [{ group, by: 'ip', max, windowMs }]);
}

export function limitPerEmail(app: FastifyInstance, group: string, max: number, windowMs: number) {
  return rateLimited(app, [{ group, by: 'email', max, windowMs }]);
}
