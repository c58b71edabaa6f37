import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deckLogBatchInputSchema,
  deckLogBatchResponseSchema,
  deckLogEntryInputSchema,
  deckLogEntryResponseSchema,
  deckLogLimits,
  deckLogResponseSchema,
  deckLogSettingsResponseSchema,
  deckLogSettingsSchema,
} from '#domain/deck-log.ts';
import { z } from '#domain/validation.ts';
import type { TokenStore } from '../auth/tokens.ts';
import { requireSession, sessionOf } from '../http/auth-guard.ts';
import { errorBody } from '../http/errors.ts';
import { requestLanguage, requestTranslator } from '../http/messages.ts';
import { pathId } from '../http/path-id.ts';
import { requirePremium } from '../http/premium-guard.ts';
import type { PremiumLedger } from '../subscriptions/premium.ts';
import type { DeckLogService } from './service.ts';

interface Options {
  deckLog: DeckLogService;
  tokens: TokenStore;
  ledger: PremiumLedger;
}

const idParams = z.object({ id: z.string() });
const entryParams = z.object({ id: z.string(), entryId: z.string() });
const errorSchema = z.object({ success: z.literal(false), message: z.string(), request_id: z.string() });
/**
 * A batch may be larger than the app's 1 MB body limit: 500 entries with their longest sails and text (2,200
 * characters, up to 3 bytes each in UTF-8) and every reading come to about 3.8 MB.
 */
const batchBodyLimit = 5 * 2 ** 20;

const whoDescription =
  "The trip's captain, or a student linked to the trip's crew while the captain lets the crew write " +
  '(`crew_may_write`); anyone else, and everyone once the trip is deleted, gets 404. ';
const entryDescription =
  'An entry: `id` (a UUID the client makes; the same id again is stored once), `logged_at` (ISO 8601 with its ' +
  "offset, the ship's time), `kind`, and any readings (see the schema). The ship's-time date must lie within " +
  "the trip's dates ± 1 day, `corrects` must name an earlier entry of the log (or one before it in the same " +
  `batch) and not the entry itself, and a log holds at most ${deckLogLimits.entriesPerTrip} entries; each ` +
  "refusal is a 422 on its field in the user's language. The author is set by the server. Writing needs the " +
  "trip's captain's premium (403 premium_required).";

/** The deck log of a trip: read by its captain and permitted crew, appended to, never edited (docs/deck-log.md). */
export const deckLogRoutes: FastifyPluginAsyncZod<Options> = async (app, { deckLog, tokens, ledger }) => {
  const anyone = requireSession(tokens, ['captain', 'student']);
  const captain = requireSession(tokens, 'captain');
  const premium = requirePremium(ledger);
  // A captain's own premium is checked before anything is read, as for editing a trip; a student's writes need
  // the trip's captain's premium, which only the service can know.
  const captainPremium = async (request: FastifyRequest, reply: FastifyReply) => {
    if (sessionOf(request).kind === 'captain') await premium(request, reply);
  };
  const tags = ['deck-log'];
  const security = [{ bearer: [] }];
  const viewerOf = (request: FastifyRequest) => {
    const { kind, ownerId } = sessionOf(request);
    return { kind, ownerId };
  };

  app.get(
    '/api/sailing-trips/:id/log-entries',
    {
      onRequest: anyone,
      schema: {
        tags,
        security,
        summary: "The trip's deck log: its entries oldest first, what they add up to, and who may write",
        description:
          `${whoDescription}Entries are ordered by the instant written, then as received; corrected entries ` +
          'stay in the list (the correction names them in `corrects`). Reading needs no premium.',
        params: idParams,
        response: { 200: deckLogResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await deckLog.read(viewerOf(request), pathId(request.params.id))),
    }),
  );

  app.post(
    '/api/sailing-trips/:id/log-entries',
    {
      onRequest: anyone,
      preValidation: captainPremium,
      schema: {
        tags,
        security,
        summary:
          'Add one entry to the deck log: 201 when stored now, 200 with the stored entry when its id was',
        description: `${whoDescription}${entryDescription}`,
        params: idParams,
        body: deckLogEntryInputSchema,
        response: { 200: deckLogEntryResponseSchema, 201: deckLogEntryResponseSchema },
      },
    },
    async (request, reply) => {
      const { entry, created } = await deckLog.add(
        viewerOf(request),
        pathId(request.params.id),
        request.body,
        requestLanguage(request),
      );
      return reply.status(created ? 201 : 200).send({ success: true as const, entry });
    },
  );

  app.post(
    '/api/sailing-trips/:id/log-entries/batch',
    {
      bodyLimit: batchBodyLimit,
      onRequest: anyone,
      preValidation: captainPremium,
      schema: {
        tags,
        security,
        summary: `Add up to ${deckLogLimits.batch} entries at once (the offline outbox): one result per entry, in order`,
        description:
          `${whoDescription}${entryDescription} Each entry is read on its own: the valid ones are stored ` +
          "(in one transaction) even when others are refused. `status`: 'created', 'exists' (the id was stored " +
          "before, or earlier in the batch: nothing changes) or 'invalid' with `errors` (field -> messages).",
        params: idParams,
        body: deckLogBatchInputSchema,
        response: { 200: deckLogBatchResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      results: await deckLog.addBatch(
        viewerOf(request),
        pathId(request.params.id),
        request.body.entries,
        requestLanguage(request),
      ),
    }),
  );

  app.put(
    '/api/sailing-trips/:id/log-settings',
    {
      onRequest: captain,
      preValidation: premium,
      schema: {
        tags,
        security,
        summary: "Let the trip's linked crew write the deck log, or stop them (the trip's captain; premium)",
        params: idParams,
        body: deckLogSettingsSchema,
        response: { 200: deckLogSettingsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      crew_may_write: await deckLog.setCrewMayWrite(
        sessionOf(request).ownerId,
        pathId(request.params.id),
        request.body.crew_may_write,
      ),
    }),
  );

  // A deck log is a record: nothing in it is edited or deleted, whoever asks (so no login is looked at).
  const refuse = (allow: string) => async (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .status(405)
      .header('Allow', allow)
      .send(errorBody(request, requestTranslator(request)('deck_log.errors.not_editable')));
  const refusal = (what: string) => ({
    tags,
    summary: `Refused (405): ${what}`,
    description:
      'A deck log is a record: entries are never edited or deleted. A mistake is corrected by a new entry ' +
      'whose `corrects` names it.',
    response: { 405: errorSchema },
  });
  for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
    app.route({
      method,
      url: '/api/sailing-trips/:id/log-entries',
      schema: { ...refusal('the deck log is never edited or deleted'), params: idParams },
      handler: refuse('GET, HEAD, POST'),
    });
    app.route({
      method,
      url: '/api/sailing-trips/:id/log-entries/:entryId',
      schema: { ...refusal('an entry is never edited or deleted'), params: entryParams },
      handler: refuse(''),
    });
  }
};
