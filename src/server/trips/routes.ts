import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '#domain/auth.ts';
import {
  tripListResponseSchema,
  tripResponseSchema,
  tripSaveResponseSchema,
  tripStatusRequestSchema,
} from '#domain/trip.ts';
import { tripCreateRequestSchema, tripRequestSchema } from '#domain/trip-request.ts';
import { tripListQuerySchema, tripSummaryListResponseSchema } from '#domain/trip-summary.ts';
import { z } from '#domain/validation.ts';
import type { TokenStore } from '../auth/tokens.ts';
import { requireSession, sessionOf } from '../http/auth-guard.ts';
import { UnprocessableError } from '../http/errors.ts';
import { requestLanguage, requestTranslator } from '../http/messages.ts';
import { pathId } from '../http/path-id.ts';
import { requirePremium } from '../http/premium-guard.ts';
import { idempotent } from '../idempotency/plugin.ts';
import type { PremiumLedger } from '../subscriptions/premium.ts';
import { tripListCache } from './list-cache.ts';
import { sendServedAnswer } from './served-reply.ts';
import { StatusTransitionRefused, type TripsService } from './service.ts';
import type { TripSummaryService } from './summary-service.ts';

interface Options {
  trips: TripsService;
  summaries: TripSummaryService;
  tokens: TokenStore;
  ledger: PremiumLedger;
  /** The served trip answers kept in memory, in bytes (TRIP_LIST_CACHE_BYTES). */
  listCacheBytes: number;
}

const idParams = z.object({ id: z.string() });

const listDescription =
  'Two views. Without `view`: every trip of the captain in full (`sailing_trips` as `Trip`, newest record ' +
  'first, at most 350), any other parameter ignored; an ETag and 304 for a client that holds the same list. ' +
  'With `view=summary`: one page of summary rows (`next_cursor`, `total`): `limit` 1-100 (default 50); ' +
  '`cursor` the `next_cursor` of the page before (opaque; a broken one, or one made for another sort, answers ' +
  '422 on `cursor`); `q` searched in the yacht name and registration, the captain first and last name and both ' +
  'end ports, ignoring case and Polish letters; `sort` embarkation_date:desc (default), embarkation_date:asc ' +
  'or created_at:desc, trips without a date last in both date orders, ties newest first; ' +
  '`registration_number` (exact, ignoring case); `overlapping` (a trip id: the trips whose dates overlap it; ' +
  "another captain's or an unknown id gives an empty page). Pages are keyset pages: a trip saved between two " +
  'requests neither repeats nor skips a row (docs/trips.md, "The summary list").';

const bodyDescription =
  'The trip in its first reading (snake_case, the captain nested in `captain`). Also read: ' +
  'embarkation_is_tidal_port / disembarkation_is_tidal_port; visited ports as plain strings or objects with ' +
  'is_tidal (or is_tidal_port); crew members in camelCase or snake_case, with full_name, name or first_name + ' +
  'last_name, and license for license_type; the captain flat (captain_first_name, captain_last_name, ' +
  'captain_email, captain_phone, license_type, license_number, other_license) or as one captain_name split on ' +
  'the first space. Numbers may be numeric strings. Visited ports and crew members without a name are dropped. ' +
  "The yacht's type and owner (`yacht_type`, `yacht_owner_name`, `yacht_owner_address`: optional text of at most " +
  "100, 200 and 300 characters, the address of several lines) are the trip's own copy, printed on the voyage " +
  "card; left out, a create stores '' and an edit keeps what is stored.";

const plannedTripDescription =
  "\n\n`planned_trip_id` (optional, create only): the captain's planned trip this trip was made from. It is " +
  'linked in the same transaction and shows as sailed (`trip_id`) to the captain and to its students; a ' +
  "planned trip that is not the captain's, or is already linked to a trip, answers 422 with " +
  '`errors.planned_trip_id` and nothing is saved. Deleting the trip unlinks it (docs/students.md). Crew ' +
  'members sent without a student whose e-mail is that of a student accepted into it are linked to them.';

const crewStudentsDescription =
  "\n\n`crew_members[].student_id` (optional): the captain's connected student this member is, or null. A " +
  'student who is not connected (unless already linked on the stored trip) or is named twice answers 422 on ' +
  '`errors["crew_members.N.student_id"]` and nothing is saved. Left out on an edit, the member keeps the link ' +
  'of the stored member with the same e-mail, or without one the same name. Each linked member is served with ' +
  "`confirmation` {status, at, note}: the student's answer, kept across edits and set back to pending (with a " +
  'mail to the student) when an edit changes what counts; a confirmation sent back is ignored ' +
  '(docs/students.md, "Linking crew to students").';

const warningsDescription =
  "\n\nThe trip is saved even when its dates overlap another of the captain's trips; `warnings` then holds " +
  "`{code: 'overlap', trip_id}` for each such trip, earliest first. Trips overlap when one starts before the " +
  'other ends: a changeover day (one trip ends and the next begins the same day) is no overlap, and cancelled ' +
  'trips overlap nothing (docs/trips.md).';

/** The logged-in captain's logbook. */
export const tripsRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { trips, summaries, tokens, ledger, listCacheBytes },
) => {
  // onRequest: the session is checked before the body is parsed; the premium check at preValidation, so a
  // captain without premium gets 403 premium_required whatever the body they sent.
  const captain = requireSession(tokens, 'captain');
  const premium = requirePremium(ledger);
  const tags = ['trips'];
  const security = [{ bearer: [] }];
  const served = tripListCache(listCacheBytes);
  /** The captain's served answer for `view` (with the language), rendered when their trips changed. */
  const cached = async (request: FastifyRequest, view: string, render: () => Promise<unknown>) => {
    const { ownerId, captain } = sessionOf(request);
    const revision = captain?.tripsRevision ?? (await trips.revision(ownerId));
    return served.get(ownerId, revision, `${view}:${requestLanguage(request)}`, async () =>
      JSON.stringify(await render()),
    );
  };

  app.get(
    '/api/sailing-trips',
    {
      onRequest: captain,
      schema: {
        tags,
        security,
        summary:
          "The captain's trips: all of them in full, or with view=summary one page of a few fields each",
        description: listDescription,
        querystring: tripListQuerySchema,
        response: { 200: z.union([tripSummaryListResponseSchema, tripListResponseSchema]) },
      },
    },
    async (request, reply) => {
      const ownerId = sessionOf(request).ownerId;
      const { query } = request;
      if (query.view === 'summary') {
        const { limit, sort, cursor, q, registration_number, overlapping } = query;
        const view = `summary:${JSON.stringify([limit, sort, cursor, q, registration_number, overlapping])}`;
        const page = await cached(request, view, async () =>
          tripSummaryListResponseSchema.parse({
            success: true,
            ...(await summaries.page(ownerId, query)),
            message: requestTranslator(request)('trips.loaded'),
          }),
        );
        return sendServedAnswer(request, reply, page);
      }
      // Up to 1 MB of JSON: rendered once per change to the captain's trips (see list-cache.ts).
      const list = await cached(request, 'list', async () =>
        tripListResponseSchema.parse({
          success: true,
          sailing_trips: await trips.list(ownerId),
          message: requestTranslator(request)('trips.loaded'),
        }),
      );
      return sendServedAnswer(request, reply, list);
    },
  );

  app.get(
    '/api/sailing-trips/:id',
    {
      onRequest: captain,
      schema: {
        tags,
        security,
        summary: "One of the captain's trips (another captain's id answers 404)",
        params: idParams,
        response: { 200: tripResponseSchema },
      },
    },
    async (request, reply) => {
      const id = pathId(request.params.id);
      const trip = await cached(request, `trip:${id}`, async () =>
        tripResponseSchema.parse({
          success: true,
          sailing_trip: await trips.get(sessionOf(request).ownerId, id),
          message: requestTranslator(request)('trips.loaded_one'),
        }),
      );
      return sendServedAnswer(request, reply, trip);
    },
  );

  app.post(
    '/api/sailing-trips',
    {
      onRequest: captain,
      preValidation: [premium, idempotent],
      schema: {
        tags,
        security,
        summary: 'Record a trip (premium; at most 350 per captain)',
        description: `${bodyDescription}${plannedTripDescription}${crewStudentsDescription}${warningsDescription}`,
        body: tripCreateRequestSchema,
        response: { 201: tripSaveResponseSchema },
      },
    },
    async (request, reply) => {
      const ownerId = sessionOf(request).ownerId;
      const { trip: sailing_trip, warnings } = await trips.create(
        ownerId,
        request.body,
        requestLanguage(request),
      );
      const message = requestTranslator(request)('trips.created');
      return reply.status(201).send({ success: true as const, sailing_trip, warnings, message });
    },
  );

  app.put(
    '/api/sailing-trips/:id',
    {
      onRequest: captain,
      preValidation: premium,
      schema: {
        tags,
        security,
        summary: 'Edit a trip (premium); its ports and crew are replaced by those sent',
        description: `${bodyDescription}${crewStudentsDescription}${warningsDescription}`,
        params: idParams,
        body: tripRequestSchema,
        response: { 200: tripSaveResponseSchema },
      },
    },
    async (request) => {
      const ownerId = sessionOf(request).ownerId;
      const sailing_trip = await trips.update(
        ownerId,
        pathId(request.params.id),
        request.body,
        requestLanguage(request),
      );
      return {
        success: true as const,
        sailing_trip,
        warnings: await trips.warningsFor(ownerId, sailing_trip),
        message: requestTranslator(request)('trips.updated'),
      };
    },
  );

  app.patch(
    '/api/sailing-trips/:id/status',
    {
      onRequest: captain,
      preValidation: premium,
      schema: {
        tags,
        security,
        summary:
          'Change the status (premium): planned -> in_progress -> completed, planned or in_progress -> cancelled; anything else 422',
        params: idParams,
        body: tripStatusRequestSchema,
        response: { 200: tripResponseSchema },
      },
    },
    async (request) => {
      const t = requestTranslator(request);
      try {
        const sailing_trip = await trips.changeStatus(
          sessionOf(request).ownerId,
          pathId(request.params.id),
          request.body.status,
        );
        return { success: true as const, sailing_trip, message: t('trips.status.changed') };
      } catch (error) {
        if (!(error instanceof StatusTransitionRefused)) throw error;
        const labels = {
          from: t(`trips.status.values.${error.from}`),
          to: t(`trips.status.values.${error.to}`),
        };
        throw new UnprocessableError(
          'trips.status.transition_refused',
          { status: 'trips.status.transition_refused' },
          labels,
        );
      }
    },
  );

  app.delete(
    '/api/sailing-trips/:id',
    {
      onRequest: captain,
      preValidation: premium,
      schema: {
        tags,
        security,
        summary:
          'Delete a trip (premium; deleting it again answers 200 too); the operator can restore it (npm run admin -- trips:restore ID)',
        params: idParams,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await trips.remove(sessionOf(request).ownerId, pathId(request.params.id));
      return { success: true as const, message: requestTranslator(request)('trips.deleted') };
    },
  );
};
