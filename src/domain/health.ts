import { z } from './validation.ts';

/** GET /api/health/live: the process answers. */
export const healthLiveResponseSchema = z.object({ status: z.literal('ok') });

/** One part the server needs: `ok`, or why it is not (never a message that could hold a secret). */
export const healthPartSchema = z.enum(['ok', 'unreachable', 'not_migrated', 'not_configured']);

/**
 * GET /api/health/ready: 200 when the database answers and is migrated to this build's latest migration, and
 * Redis answers when REDIS_URL is set (`not_configured` without it); otherwise 503 with the same body, the
 * failing part named.
 */
export const healthReadyResponseSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: healthPartSchema,
  redis: healthPartSchema,
});
export type HealthReadyResponse = z.infer<typeof healthReadyResponseSchema>;
