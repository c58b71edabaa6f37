import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Track, trackLimits, trackResponseSchema, trackSketchResponseSchema } from '#domain/track.ts';
import { z } from '#domain/validation.ts';
import type { TokenStore } from '../auth/tokens.ts';
import { requireSession, sessionOf } from '../http/auth-guard.ts';
import { HttpError, UnprocessableError } from '../http/errors.ts';
import { requestTranslator } from '../http/messages.ts';
import { pathId } from '../http/path-id.ts';
import { requirePremium } from '../http/premium-guard.ts';
import type { PremiumLedger } from '../subscriptions/premium.ts';
import type { TracksService, UploadedFile } from './service.ts';

interface Options {
  tracks: TracksService;
  tokens: TokenStore;
  ledger: PremiumLedger;
}

const idParams = z.object({ id: z.string() });
const refuse = (key: string, params: Record<string, unknown> = {}) =>
  new UnprocessableError(key, { file: key }, params);
const tooLarge = () => refuse('tracks.errors.too_large', { megabytes: trackLimits.bytes / 2 ** 20 });

/**
 * Streams the one file in the field "file" into the reader as it arrives (a 20 MB file is never held whole). Every
 * part is read to the end so that the parser's limits (a second file, too many fields) are reported.
 */
async function readTrackUpload(
  request: FastifyRequest,
  upload: (file: UploadedFile) => Promise<Track>,
): Promise<Track> {
  if (!request.isMultipart()) throw refuse('tracks.errors.file_required');
  let track: Track | undefined;
  let failure: unknown;
  let truncated = false;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file' || track || failure) {
        part.file.resume();
        continue;
      }
      const { file } = part;
      try {
        track = await upload({ stream: file, truncated: () => file.truncated });
      } catch (error) {
        // The stream itself failed under the reader (a part cut short): the body is malformed, the client's 400.
        const refusal = error instanceof UnprocessableError || error instanceof HttpError;
        failure = !refusal && file.errored ? new HttpError(400, 'errors.bad_request') : error;
      }
      truncated = file.truncated;
      // The reader may stop at the first refused byte: the rest of the file is drained, not parsed.
      file.resume();
    }
  } catch (error) {
    const { code, statusCode } = (error ?? {}) as { code?: unknown; statusCode?: unknown };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT') throw refuse('tracks.errors.one_file');
    if (failure) throw failure;
    if (typeof statusCode === 'number' && statusCode < 500) throw error;
    // busboy's own parse errors (no boundary, a part cut short, broken headers) carry no status: the body is
    // malformed, which is the client's 400, not our 500.
    throw new HttpError(400, 'errors.bad_request');
  }
  if (truncated) throw tooLarge();
  if (failure) throw failure;
  if (!track) throw refuse('tracks.errors.file_required');
  return track;
}

/** Upload a GPX track, and serve a trip's track to its captain as a sketch and as GPX (docs/tracks.md). */
export const tracksRoutes: FastifyPluginAsyncZod<Options> = async (app, { tracks, tokens, ledger }) => {
  // Scoped to this plugin: one file and a few tiny fields. One byte over the limit reaches the reader, which
  // refuses the file; the parser cuts off anything longer.
  await app.register(multipart, {
    limits: {
      fileSize: trackLimits.bytes + 1,
      files: 1,
      fields: 5,
      fieldSize: 1024,
      parts: 6,
      headerPairs: 20,
    },
  });
  const captain = requireSession(tokens, 'captain');
  const premium = requirePremium(ledger);
  const security = [{ bearer: [] }];

  app.post(
    '/api/tracks',
    {
      onRequest: captain,
      preValidation: premium,
      schema: {
        tags: ['tracks'],
        security,
        summary:
          'Read a GPX track (premium; multipart/form-data, field "file": GPX 1.0 or 1.1, at most 20 MB)',
        description:
          'Reads the tracks and segments of the file (at most 500,000 points) and answers what it measured, ' +
          'without saving a trip. The track is kept for the captain for 24 hours: a trip created or edited with ' +
          'its `track_id` within that time keeps it. A file that is not GPX, has no track points, is larger than ' +
          '20 MB or declares a DOCTYPE or entities answers 422 with `errors.file`. A file without timestamps ' +
          'gives distance, stops and bbox only, with `tracks.notes.no_time` in `notes`.',
        consumes: ['multipart/form-data'],
        response: { 201: trackResponseSchema },
      },
    },
    async (request, reply) => {
      const { ownerId } = sessionOf(request);
      const track = await readTrackUpload(request, (file) => tracks.upload(ownerId, file));
      const message = requestTranslator(request)('tracks.read');
      return reply.status(201).send({ success: true as const, track, message });
    },
  );

  app.get(
    '/api/sailing-trips/:id/track',
    {
      onRequest: captain,
      schema: {
        tags: ['trips'],
        security,
        summary:
          "The trip's route for drawing: a simplified line, the stops, bbox and distance (404 without a track)",
        params: idParams,
        response: { 200: trackSketchResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      sketch: await tracks.sketch(sessionOf(request).ownerId, pathId(request.params.id)),
    }),
  );

  app.get(
    '/api/sailing-trips/:id/track.gpx',
    {
      onRequest: captain,
      schema: {
        tags: ['trips'],
        security,
        summary: "The trip's whole track as GPX 1.1, as uploaded (404 without a track)",
        params: idParams,
        produces: ['application/gpx+xml'],
      },
    },
    async (request, reply) => {
      const id = pathId(request.params.id);
      const gpx = await tracks.gpx(sessionOf(request).ownerId, id);
      return reply
        .type('application/gpx+xml; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="logbook-trip-${id}.gpx"`)
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(gpx);
    },
  );
};
