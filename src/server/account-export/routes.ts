import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountExportFileName, captainExportSchema, studentExportSchema } from '#domain/account-export.ts';
import { todayIso } from '#domain/trip-days.ts';
import type { TokenStore } from '../auth/tokens.ts';
import type { RateLimits } from '../config.ts';
import { requireSession, sessionOf } from '../http/auth-guard.ts';
import { compressors } from '../http/compression.ts';
import { requestLanguage } from '../http/messages.ts';
import { preferredEncoding } from '../http/preferred-encoding.ts';
import { rateLimited } from '../http/rate-limits.ts';
import type { AccountExportService } from './service.ts';

interface Options {
  exports: AccountExportService;
  tokens: TokenStore;
  limits: RateLimits;
}

const description =
  'One JSON file to keep (GDPR Art. 15 and 20), offered as the download `logbook-export-<YYYY-MM-DD>.json` ' +
  '(Content-Disposition: attachment). Each part has the shape its own API serves; no password hash, token, ' +
  'token hash or idempotency key is in it. Limited per account (10 in 15 minutes, scaled by RATE_LIMIT_FACTOR; ' +
  '429 with Retry-After). ' +
  'docs/accounts.md, "Download my data".';

/**
 * Sends the file as it was checked against its schema (a Buffer skips the route's serializer), indented so a
 * person can read it too, under a name with the server's date; compressed when the client accepts it (a big
 * logbook is megabytes of JSON that shrink some tenfold).
 */
async function sendFile(request: FastifyRequest, reply: FastifyReply, file: unknown, now: Date) {
  reply
    .type('application/json; charset=utf-8')
    .header('content-disposition', `attachment; filename="${accountExportFileName(todayIso(now))}"`)
    .header('cache-control', 'no-store')
    .header('vary', 'accept-encoding');
  const body = Buffer.from(JSON.stringify(file, null, 2));
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(body);
  return reply.header('content-encoding', encoding).send(await compressors[encoding](body));
}

/** "Download my data" for both kinds of account. */
export const accountExportRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { exports, tokens, limits },
) => {
  const perAccount = rateLimited(app, [
    { group: 'account-export', by: 'account', max: limits.exportPerAccount, windowMs: limits.windowMs },
  ]);
  const security = [{ bearer: [] }];

  app.get(
    '/api/auth/export',
    {
      onRequest: requireSession(tokens, 'captain'),
      preHandler: perAccount,
      schema: {
        tags: ['auth'],
        security,
        summary: "Download my data: the captain's whole account as one JSON file",
        description,
        response: { 200: captainExportSchema },
      },
    },
    async (request, reply) => {
      const now = new Date();
      const file = await exports.captain(sessionOf(request).ownerId, requestLanguage(request), now);
      return sendFile(request, reply, file, now);
    },
  );

  app.get(
    '/api/student/export',
    {
      onRequest: requireSession(tokens, 'student'),
      preHandler: perAccount,
      schema: {
        tags: ['student'],
        security,
        summary: "Download my data: the student's whole account as one JSON file",
        description,
        response: { 200: studentExportSchema },
      },
    },
    async (request, reply) => {
      const now = new Date();
      return sendFile(request, reply, await exports.student(sessionOf(request).ownerId, now), now);
    },
  );
};
