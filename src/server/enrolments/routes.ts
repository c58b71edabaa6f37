import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '#domain/auth.ts';
import {
  studentEnrolmentListResponseSchema,
  studentEnrolmentResponseSchema,
  studentNotesSchema,
  studentPlannedTripListResponseSchema,
  studentPlannedTripResponseSchema,
} from '#domain/planned-trip.ts';
import { z } from '#domain/validation.ts';
import type { TokenStore } from '../auth/tokens.ts';
import { requireSession, sessionOf } from '../http/auth-guard.ts';
import { requestTranslator } from '../http/messages.ts';
import { pathId } from '../http/path-id.ts';
import { idempotent } from '../idempotency/plugin.ts';
import type { EnrolmentsService } from './service.ts';

interface Options {
  enrolments: EnrolmentsService;
  tokens: TokenStore;
}

const idParams = z.object({ id: z.string() });

/** The logged-in student's planned trips (of connected captains) and enrolments (docs/students.md). */
export const enrolmentsRoutes: FastifyPluginAsyncZod<Options> = async (app, { enrolments, tokens }) => {
  const student = requireSession(tokens, 'student');
  const tags = ['student planned trips'];
  const security = [{ bearer: [] }];

  app.get(
    '/api/student/planned-sailing-trips',
    {
      onRequest: student,
      schema: {
        tags,
        security,
        summary: 'Active planned trips of the captains the student is connected to, soonest first',
        response: { 200: studentPlannedTripListResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      planned_trips: await enrolments.list(sessionOf(request).ownerId),
      message: requestTranslator(request)('planned_trips.loaded'),
    }),
  );

  app.get(
    '/api/student/planned-sailing-trips/:id',
    {
      onRequest: student,
      schema: {
        tags,
        security,
        summary: 'One active planned trip of a connected captain (otherwise 404)',
        params: idParams,
        response: { 200: studentPlannedTripResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      planned_trip: await enrolments.get(sessionOf(request).ownerId, pathId(request.params.id)),
      message: requestTranslator(request)('planned_trips.loaded_one'),
    }),
  );

  app.post(
    '/api/student/planned-sailing-trips/:id/enrolment',
    {
      onRequest: student,
      preValidation: idempotent,
      schema: {
        tags,
        security,
        summary:
          'Join (pending); after a rejection the enrolment is pending again; 422 when already joined or full',
        params: idParams,
        body: studentNotesSchema,
        response: { 201: studentEnrolmentResponseSchema },
      },
    },
    async (request, reply) => {
      const enrolment = await enrolments.join(
        sessionOf(request).ownerId,
        pathId(request.params.id),
        request.body.student_notes,
      );
      const message = requestTranslator(request)('enrolments.joined');
      return reply.status(201).send({ success: true as const, enrolment, message });
    },
  );

  app.patch(
    '/api/student/planned-sailing-trips/:id/enrolment',
    {
      onRequest: student,
      schema: {
        tags,
        security,
        summary: "Edit the student's notes (404 when not joined)",
        params: idParams,
        body: studentNotesSchema,
        response: { 200: studentEnrolmentResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      enrolment: await enrolments.updateNotes(
        sessionOf(request).ownerId,
        pathId(request.params.id),
        request.body.student_notes,
      ),
      message: requestTranslator(request)('enrolments.notes_updated'),
    }),
  );

  app.delete(
    '/api/student/planned-sailing-trips/:id/enrolment',
    {
      onRequest: student,
      schema: {
        tags,
        security,
        summary: 'Leave the trip: the enrolment is deleted (404 when not joined)',
        params: idParams,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await enrolments.leave(sessionOf(request).ownerId, pathId(request.params.id));
      return { success: true as const, message: requestTranslator(request)('enrolments.left') };
    },
  );

  app.get(
    '/api/student/enrolments',
    {
      onRequest: student,
      schema: {
        tags,
        security,
        summary:
          "The student's enrolments with their planned trips (also inactive ones), for captains still connected",
        response: { 200: studentEnrolmentListResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      enrolments: await enrolments.enrolled(sessionOf(request).ownerId),
      message: requestTranslator(request)('enrolments.loaded'),
    }),
  );
};
