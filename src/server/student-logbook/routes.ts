import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { confirmationRequestSchema } from '#domain/crew-confirmation.ts';
import { seaTimeResponseSchema } from '#domain/sea-time/schema.ts';
import {
  confirmationResponseSchema,
  studentLogbookResponseSchema,
  studentLogbookTripResponseSchema,
} from '#domain/student-logbook.ts';
import { z } from '#domain/validation.ts';
import type { TokenStore } from '../auth/tokens.ts';
import { documentLanguage, sendPdf } from '../documents/pdf-reply.ts';
import { requireSession, sessionOf } from '../http/auth-guard.ts';
import { requestTranslator } from '../http/messages.ts';
import { pathId } from '../http/path-id.ts';
import type { StudentLogbookService } from './service.ts';

interface Options {
  logbook: StudentLogbookService;
  tokens: TokenStore;
}

const tripParams = z.object({ tripId: z.string() });

/** The student's own logbook: the trips they sailed as linked crew, their confirmations, opinions and sea time. */
export const studentLogbookRoutes: FastifyPluginAsyncZod<Options> = async (app, { logbook, tokens }) => {
  const student = requireSession(tokens, 'student');
  const tags = ['student logbook'];
  const security = [{ bearer: [] }];

  app.get(
    '/api/student/logbook',
    {
      onRequest: student,
      schema: {
        tags,
        security,
        summary:
          "The captains' trips on which the student is linked crew (not deleted), newest first; of the other crew only names and functions",
        response: { 200: studentLogbookResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      sailing_trips: await logbook.list(sessionOf(request).ownerId),
      message: requestTranslator(request)('student_logbook.loaded'),
    }),
  );

  app.get(
    '/api/student/logbook/:tripId',
    {
      onRequest: student,
      schema: {
        tags,
        security,
        summary: 'One trip of the student’s logbook (404 when the student is not linked crew on it)',
        params: tripParams,
        response: { 200: studentLogbookTripResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      sailing_trip: await logbook.get(sessionOf(request).ownerId, pathId(request.params.tripId)),
      message: requestTranslator(request)('student_logbook.loaded_one'),
    }),
  );

  app.post(
    '/api/student/logbook/:tripId/confirmation',
    {
      onRequest: student,
      schema: {
        tags,
        security,
        summary:
          'Confirm the trip, or dispute it with a note; may be changed later. The same answer again changes nothing (not an Idempotency-Key create)',
        params: tripParams,
        body: confirmationRequestSchema,
        response: { 200: confirmationResponseSchema },
      },
    },
    async (request) => {
      const trip = await logbook.confirm(
        sessionOf(request).ownerId,
        pathId(request.params.tripId),
        request.body,
      );
      const key =
        trip.confirmation.status === 'disputed' ? 'student_logbook.disputed' : 'student_logbook.confirmed';
      return { success: true as const, sailing_trip: trip, message: requestTranslator(request)(key) };
    },
  );

  app.get(
    '/api/student/logbook/:tripId/opinion-pdf',
    {
      onRequest: student,
      schema: {
        tags,
        security,
        summary:
          'The captain’s crew opinion (opinia z rejsu) of the student on this trip, the document the captain prints; a login is enough',
        params: tripParams,
        querystring: z.object({ lang: z.string().optional() }),
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await logbook.opinionPdf(
        sessionOf(request).ownerId,
        pathId(request.params.tripId),
        documentLanguage(request),
      );
      return sendPdf(reply, pdf, fileName);
    },
  );

  app.get(
    '/api/student/sea-time',
    {
      onRequest: student,
      schema: {
        tags,
        security,
        summary: "The student's sea time, in the shape of the captain's GET /api/sea-time",
        description:
          'The sea-time rules over the trips the student confirmed, with their crew role on each (never in ' +
          'command); trips pending confirmation are counted apart in not_counted with planned and under-way ' +
          'ones; disputed and cancelled trips never count (docs/sea-time.md, "A student\'s sea time").',
        response: { 200: seaTimeResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      sea_time: await logbook.seaTime(sessionOf(request).ownerId),
    }),
  );
};
