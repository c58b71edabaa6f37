import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '#domain/auth.ts';
import { logoResponseSchema, logoRules } from '#domain/captain-profile.ts';
import { z } from '#domain/validation.ts';
import type { TokenStore } from '../auth/tokens.ts';
import { requireSession, sessionOf } from '../http/auth-guard.ts';
import { HttpError, UnprocessableError } from '../http/errors.ts';
import { requestTranslator } from '../http/messages.ts';
import type { CaptainLogoService } from './logo-service.ts';

interface Options {
  logos: CaptainLogoService;
  tokens: TokenStore;
}

const oneYear = 31_536_000;
const refuse = (key: string) => new UnprocessableError(key, { logo: key });

const uploadErrors: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: 'logo.too_large',
  FST_FILES_LIMIT: 'logo.one_file',
};

/**
 * The bytes of the one file in the field "logo". Every part is read to the end so that the parser's limits
 * (a second file, too many fields) are reported rather than silently ignored.
 */
async function readLogoUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw refuse('logo.required');
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname === 'logo' && !bytes) bytes = await part.toBuffer();
      else part.file.resume();
    }
  } catch (error) {
    const { code, statusCode } = (error ?? {}) as { code?: unknown; statusCode?: unknown };
    const key = uploadErrors[String(code)];
    if (key) throw refuse(key);
    if (typeof statusCode === 'number' && statusCode < 500) throw error;
    // busboy's own parse errors (no boundary, a part cut short, broken headers) carry no status: the body is
    // malformed, which is the client's 400, not our 500.
    throw new HttpError(400, 'errors.bad_request');
  }
  if (!bytes?.length) throw refuse('logo.required');
  return bytes;
}

/** Upload, read and delete the logged-in captain's logo, and serve logos publicly by their capability URL. */
export const captainLogoRoutes: FastifyPluginAsyncZod<Options> = async (app, { logos, tokens }) => {
  // Scoped to this plugin: only these routes accept multipart, one file of at most 5 MB and a few tiny fields.
  await app.register(multipart, {
    limits: {
      fileSize: logoRules.maxBytes + 1,
      files: 1,
      fields: 5,
      fieldSize: 1024,
      parts: 6,
      headerPairs: 20,
    },
  });
  const captain = requireSession(tokens, 'captain');
  const tags = ['captain-profile'];
  const security = [{ bearer: [] }];

  app.post(
    '/api/captain-profile/logo',
    {
      onRequest: captain,
      schema: {
        tags,
        security,
        summary:
          'Upload the logo (multipart/form-data, field "logo": PNG, JPEG or WebP, max 5 MB, min 400x400)',
        consumes: ['multipart/form-data'],
        response: { 200: logoResponseSchema },
      },
    },
    async (request) => {
      const { ownerId } = sessionOf(request);
      const bytes = await readLogoUpload(request);
      const links = await logos.upload(ownerId, bytes);
      return { success: true as const, ...links, message: requestTranslator(request)('logo.updated') };
    },
  );

  app.get(
    '/api/captain-profile/logo',
    {
      onRequest: captain,
      schema: {
        tags,
        security,
        summary: 'Where the logo is served (404 when there is none)',
        response: { 200: logoResponseSchema },
      },
    },
    async (request) => ({ success: true as const, ...(await logos.linksOf(sessionOf(request).ownerId)) }),
  );

  app.delete(
    '/api/captain-profile/logo',
    {
      onRequest: captain,
      schema: { tags, security, summary: 'Delete the logo', response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await logos.remove(sessionOf(request).ownerId);
      return { success: true as const, message: requestTranslator(request)('logo.deleted') };
    },
  );

  app.get(
    '/api/logos/:key',
    {
      schema: {
        tags,
        summary:
          'The logo image (public: the random key in the URL is the permission); a new upload gets a new URL',
        params: z.object({ key: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const logo = await logos.image(request.params.key);
      return reply
        .header('content-type', logo.contentType)
        .header('cache-control', `public, max-age=${oneYear}, immutable`)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .send(logo.data);
    },
  );
};
