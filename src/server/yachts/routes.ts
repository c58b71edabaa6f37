import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '#domain/auth.ts';
import { z } from '#domain/validation.ts';
import { yachtInputSchema, yachtListResponseSchema, yachtResponseSchema } from '#domain/yacht.ts';
import type { TokenStore } from '../auth/tokens.ts';
import { requireSession, sessionOf } from '../http/auth-guard.ts';
import { requestTranslator } from '../http/messages.ts';
import { pathId } from '../http/path-id.ts';
import { requirePremium } from '../http/premium-guard.ts';
import { idempotent } from '../idempotency/plugin.ts';
import type { PremiumLedger } from '../subscriptions/premium.ts';
import type { YachtsService } from './service.ts';

interface Options {
  yachts: YachtsService;
  tokens: TokenStore;
  ledger: PremiumLedger;
}

const idParams = z.object({ id: z.string() });

/** The logged-in captain's yachts. */
export const yachtsRoutes: FastifyPluginAsyncZod<Options> = async (app, { yachts, tokens, ledger }) => {
  // onRequest: the session is checked before the body is parsed. The premium check runs at preValidation,
  // so a captain without premium gets 403 premium_required whatever the body they sent.
  const captain = requireSession(tokens, 'captain');
  const premium = requirePremium(ledger);
  const tags = ['yachts'];
  const security = [{ bearer: [] }];

  app.get(
    '/api/yachts',
    {
      onRequest: captain,
      schema: {
        tags,
        security,
        summary: "The captain's yachts, ordered by name",
        response: { 200: yachtListResponseSchema },
      },
    },
    async (request) => ({ data: await yachts.list(sessionOf(request).ownerId) }),
  );

  app.get(
    '/api/yachts/search',
    {
      onRequest: captain,
      schema: {
        tags,
        security,
        summary:
          'Search own yachts by name or registration number (case-insensitive; under 2 characters finds nothing; at most 20)',
        querystring: z.object({ term: z.string().optional() }),
        response: { 200: yachtListResponseSchema },
      },
    },
    async (request) => ({ data: await yachts.search(sessionOf(request).ownerId, request.query.term ?? '') }),
  );

  app.get(
    '/api/yachts/:id',
    {
      onRequest: captain,
      schema: {
        tags,
        security,
        summary: 'One of the captain’s yachts',
        params: idParams,
        response: { 200: yachtResponseSchema },
      },
    },
    async (request) => ({
      data: await yachts.get(sessionOf(request).ownerId, pathId(request.params.id)),
    }),
  );

  app.post(
    '/api/yachts',
    {
      onRequest: captain,
      preValidation: [premium, idempotent],
      schema: {
        tags,
        security,
        summary: 'Add a yacht (premium; at most 150 per captain; numbers may be sent as strings)',
        body: yachtInputSchema,
        response: { 201: yachtResponseSchema },
      },
    },
    async (request, reply) => {
      const data = await yachts.create(sessionOf(request).ownerId, request.body);
      return reply.status(201).send({ data });
    },
  );

  app.put(
    '/api/yachts/:id',
    {
      onRequest: captain,
      preValidation: premium,
      schema: {
        tags,
        security,
        summary: 'Edit a yacht (premium)',
        params: idParams,
        body: yachtInputSchema,
        response: { 200: yachtResponseSchema },
      },
    },
    async (request) => ({
      data: await yachts.update(sessionOf(request).ownerId, pathId(request.params.id), request.body),
    }),
  );

  app.delete(
    '/api/yachts/:id',
    {
      onRequest: captain,
      schema: {
        tags,
        security,
        summary: 'Delete a yacht (a login is enough; trips keep their own copy of the yacht)',
        params: idParams,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await yachts.remove(sessionOf(request).ownerId, pathId(request.params.id));
      return { success: true as const, message: requestTranslator(request)('yachts.deleted') };
    },
  );
};
