import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '#domain/auth.ts';
import {
  captainEnrolmentResponseSchema,
  enrolmentDecisionSchema,
  plannedTripDetailResponseSchema,
  plannedTripInputSchema,
  plannedTripListResponseSchema,
  plannedTripResponseSchema,
} from '#domain/planned-trip.ts';
import { z } from '#domain/validation.ts';
import type { TokenStore } from '../auth/tokens.ts';
import { requireSession, sessionOf } from '../http/auth-guard.ts';
import { requestTranslator } from '../http/messages.ts';
import { pathId } from '../http/path-id.ts';
import { requirePremium } from '../http/premium-guard.ts';
import { idempotent } from '../idempotency/plugin.ts';
import type { PremiumLedger } from '../subscriptions/premium.ts';
import type { PlannedTripsService } from './service.ts';

interface Options {
  plannedTrips: PlannedTripsService;
  tokens: TokenStore;
  ledger: PremiumLedger;
}

const idParams = z.object({ id: z.string() });
const enrolmentParams = z.object({ id: z.string(), enrolmentId: z.string() });

/** The logged-in captain's planned trips and the students' enrolments in them (docs/students.md). */
export const plannedTripsRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { plannedTrips, tokens, ledger },
) => {
  const captain = requireSession(tokens, 'captain');
  const premium = requirePremium(ledger);
  const tags = ['planned trips'];
  const security = [{ bearer: [] }];

  app.get(
    '/api/planned-sailing-trips',
    {
      onRequest: captain,
      schema: {
        tags,
        security,
        summary: "The captain's planned trips, latest start first, with pending/accepted/rejected counts",
        response: { 200: plannedTripListResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      planned_trips: await plannedTrips.list(sessionOf(request).ownerId),
      message: requestTranslator(request)('planned_trips.loaded'),
    }),
  );

  app.post(
    '/api/planned-sailing-trips',
    {
      onRequest: captain,
      preValidation: [premium, idempotent],
      schema: {
        tags,
        security,
        summary: 'Plan a trip (premium); max_crew empty means no limit, is_active defaults to true',
        body: plannedTripInputSchema,
        response: { 201: plannedTripResponseSchema },
      },
    },
    async (request, reply) => {
      const planned_trip = await plannedTrips.create(sessionOf(request).ownerId, request.body);
      const message = requestTranslator(request)('planned_trips.created');
      return reply.status(201).send({ success: true as const, planned_trip, message });
    },
  );

  app.get(
    '/api/planned-sailing-trips/:id',
    {
      onRequest: captain,
      schema: {
        tags,
        security,
        summary: 'One planned trip with its enrolments split by status (another captain’s id answers 404)',
        params: idParams,
        response: { 200: plannedTripDetailResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await plannedTrips.detail(sessionOf(request).ownerId, pathId(request.params.id))),
      message: requestTranslator(request)('planned_trips.loaded_one'),
    }),
  );

  app.put(
    '/api/planned-sailing-trips/:id',
    {
      onRequest: captain,
      schema: {
        tags,
        security,
        summary: 'Edit a planned trip (a login is enough)',
        params: idParams,
        body: plannedTripInputSchema,
        response: { 200: plannedTripResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      planned_trip: await plannedTrips.update(
        sessionOf(request).ownerId,
        pathId(request.params.id),
        request.body,
      ),
      message: requestTranslator(request)('planned_trips.updated'),
    }),
  );

  app.delete(
    '/api/planned-sailing-trips/:id',
    {
      onRequest: captain,
      schema: {
        tags,
        security,
        summary: 'Delete a planned trip and its enrolments (a login is enough)',
        params: idParams,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await plannedTrips.remove(sessionOf(request).ownerId, pathId(request.params.id));
      return { success: true as const, message: requestTranslator(request)('planned_trips.deleted') };
    },
  );

  app.patch(
    '/api/planned-sailing-trips/:id/enrolments/:enrolmentId',
    {
      onRequest: captain,
      schema: {
        tags,
        security,
        summary:
          'Accept or reject an enrolment; accepting when the accepted count has reached max_crew answers 422',
        params: enrolmentParams,
        body: enrolmentDecisionSchema,
        response: { 200: captainEnrolmentResponseSchema },
      },
    },
    async (request) => {
      const enrolment = await plannedTrips.decide(
        sessionOf(request).ownerId,
        pathId(request.params.id),
        pathId(request.params.enrolmentId),
        request.body,
      );
      const message = requestTranslator(request)(`enrolments.${enrolment.status}`);
      return { success: true as const, enrolment, message };
    },
  );
};
