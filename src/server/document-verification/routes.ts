import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  documentVerificationSettingResponseSchema,
  documentVerificationSettingSchema,
  verificationNotFoundSchema,
  verificationResponseSchema,
} from '#domain/document-verification.ts';
import { z } from '#domain/validation.ts';
import type { TokenStore } from '../auth/tokens.ts';
import type { RateLimits } from '../config.ts';
import { requireSession, sessionOf } from '../http/auth-guard.ts';
import { requestTranslator } from '../http/messages.ts';
import { limitPerIp } from '../http/rate-limits.ts';
import type { DocumentVerificationService } from './service.ts';

interface Options {
  verification: DocumentVerificationService;
  tokens: TokenStore;
  limits: RateLimits;
}

/** The public check of a printed document's code, and the captain's switch for their documents. */
export const documentVerificationRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { verification, tokens, limits },
) => {
  const captain = requireSession(tokens, 'captain');
  const security = [{ bearer: [] }];

  app.get(
    '/api/verify/:code',
    {
      // Per address: a code cannot be guessed at this pace (29^12 of them).
      preValidation: limitPerIp(app, 'verify', limits.verifyPerIp, limits.windowMs),
      schema: {
        tags: ['documents'],
        summary:
          'Check a printed document by its code (no login): what it printed and whether the logbook still says the same (valid, changed, withdrawn); 404 for an unknown code or one whose captain switched verification off; rate-limited per address',
        params: z.object({ code: z.string() }),
        response: { 200: verificationResponseSchema, 404: verificationNotFoundSchema },
      },
    },
    async (request, reply) => {
      // The status is the logbook's now: no cache may answer "valid" for a document withdrawn since.
      reply.header('cache-control', 'no-store');
      return { success: true as const, document: await verification.verify(request.params.code) };
    },
  );

  app.get(
    '/api/captain-profile/document-verification',
    {
      onRequest: captain,
      schema: {
        tags: ['captain-profile'],
        security,
        summary: 'Whether the captain’s documents print a verification code (on unless switched off)',
        response: { 200: documentVerificationSettingResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      enabled: await verification.isEnabled(sessionOf(request).ownerId),
      message: requestTranslator(request)('document_verification.setting_loaded'),
    }),
  );

  app.put(
    '/api/captain-profile/document-verification',
    {
      onRequest: captain,
      schema: {
        tags: ['captain-profile'],
        security,
        summary:
          'Switch verification of the captain’s documents on or off; off, no code is printed and the codes already printed answer 404 not_verifiable',
        body: documentVerificationSettingSchema,
        response: { 200: documentVerificationSettingResponseSchema },
      },
    },
    async (request) => {
      const { enabled } = request.body;
      await verification.setEnabled(sessionOf(request).ownerId, enabled);
      const t = requestTranslator(request);
      return {
        success: true as const,
        enabled,
        message: t(enabled ? 'document_verification.switched_on' : 'document_verification.switched_off'),
      };
    },
  );
};
