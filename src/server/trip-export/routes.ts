import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportQuerySchema, templateQuerySchema } from '#domain/trip-transfer/export.ts';
import type { TokenStore } from '../auth/tokens.ts';
import type { RateLimits } from '../config.ts';
import { requireSession, sessionOf } from '../http/auth-guard.ts';
import { compressors } from '../http/compression.ts';
import { requestLanguage } from '../http/messages.ts';
import { preferredEncoding } from '../http/preferred-encoding.ts';
import { rateLimited } from '../http/rate-limits.ts';
import { contentTypes, type Download, type TripExportService } from './service.ts';

interface Options {
  exports: TripExportService;
  tokens: TokenStore;
  limits: RateLimits;
}

const exportDescription =
  "Every trip of the captain's logbook as a download (Content-Disposition: attachment, " +
  "`logbook-trips-<YYYY-MM-DD>.<format>` with the server's date); a login is enough, no premium (it is their data). " +
  '`json`: {format_version, exported_at, sailing_trips} with every trip exactly as GET /api/sailing-trips serves ' +
  'it, newest first; the file the import reads back without loss. `csv`: UTF-8 with a byte order mark, one row ' +
  "per trip, the column names in the request's language (Accept-Language); numbers with a dot, dates " +
  'YYYY-MM-DD, flags yes/no (tak/nie), choices as their labels, visited ports in one cell separated by "; " ' +
  '(a tidal one marked " (tidal)"); text that starts with = + - @, a tab or a carriage return is prefixed with ' +
  'an apostrophe against formula injection. `csv` with `part=crew` (`logbook-crew-<date>.csv`): one row per ' +
  "crew member with its trip's number, yacht and start date. `xlsx`: one workbook with the sheets Trips, " +
  "Visited ports, Crew and Passages (named in the request's language), tied by the trip number; numbers as " +
  'numbers, dates as date cells. `part` only applies to csv. Limited per account (10 in 15 minutes, scaled by ' +
  'RATE_LIMIT_FACTOR; 429 with Retry-After). docs/import-export.md.';

const templateDescription =
  "The columns an import reads with one example trip, in the request's language, " +
  'as a download (Content-Disposition: attachment, `logbook-import-template-<language>.<format>`): `csv` one row per trip with the visited ports in one cell, ' +
  '`xlsx` the four sheets of the export (without its computed columns). A login is enough, no premium.';

/**
 * Sends the file as an attachment that no cache keeps; text formats compressed when the client accepts it (a
 * logbook of 350 trips is megabytes of JSON), the workbook as it is (a zip already).
 */
async function sendDownload(request: FastifyRequest, reply: FastifyReply, file: Download) {
  reply
    .type(file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff');
  if (file.contentType === contentTypes.xlsx) return reply.send(file.body);
  reply.header('vary', 'accept-encoding');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(file.body);
  return reply.header('content-encoding', encoding).send(await compressors[encoding](file.body));
}

const produces = Object.values(contentTypes);

/** The captain's logbook out: the export in three formats and the import template. */
export const tripExportRoutes: FastifyPluginAsyncZod<Options> = async (app, { exports, tokens, limits }) => {
  const captain = requireSession(tokens, 'captain');
  // A whole logbook's workbook takes a second or more of CPU to write (350 trips with crews).
  const perAccount = rateLimited(app, [
    { group: 'trip-export', by: 'account', max: limits.exportPerAccount, windowMs: limits.windowMs },
  ]);
  const tags = ['trips'];
  const security = [{ bearer: [] }];

  app.get(
    '/api/sailing-trips/export',
    {
      onRequest: captain,
      preHandler: perAccount,
      schema: {
        tags,
        security,
        summary: "Export the captain's trips as CSV, XLSX or JSON (a login is enough, no premium)",
        description: exportDescription,
        querystring: exportQuerySchema,
        produces,
      },
    },
    async (request, reply) => {
      const file = await exports.export(
        sessionOf(request).ownerId,
        request.query,
        requestLanguage(request),
        new Date(),
      );
      return sendDownload(request, reply, file);
    },
  );

  app.get(
    '/api/sailing-trips/import/template',
    {
      onRequest: captain,
      schema: {
        tags,
        security,
        summary: 'The import template: the columns and one example trip, as CSV or XLSX',
        description: templateDescription,
        querystring: templateQuerySchema,
        produces: [contentTypes.csv, contentTypes.xlsx],
      },
    },
    async (request, reply) =>
      sendDownload(request, reply, await exports.template(request.query.format, requestLanguage(request))),
  );
};
