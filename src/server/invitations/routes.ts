import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '#domain/auth.ts';
import {
  captainStudentListResponseSchema,
  invitationCreateSchema,
  invitationListResponseSchema,
  invitationPatchSchema,
  invitationResponseSchema,
} from '#domain/invitation.ts';
import { z } from '#domain/validation.ts';
import type { TokenStore } from '../auth/tokens.ts';
import type { RateLimits } from '../config.ts';
import { requireSession, sessionOf } from '../http/auth-guard.ts';
import { requestTranslator } from '../http/messages.ts';
import { pathId } from '../http/path-id.ts';
import { idempotent } from '../idempotency/plugin.ts';
import type { InvitationsService } from './service.ts';
import { studentInvitationRoutes } from './student-routes.ts';

interface Options {
  invitations: InvitationsService;
  tokens: TokenStore;
  limits: RateLimits;
}

const idParams = z.object({ id: z.string() });

const expiryDescription =
  "An invitation is valid through its expiry day; a day that has passed (before today in the server's " +
  'calendar, the one acceptance goes by) answers 422 with errors.expires_on.';
const studentParams = z.object({ studentId: z.string() });

/** A captain's invitations and students (docs/students.md), and the student's side of them. */
export const invitationsRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { invitations, tokens, limits },
) => {
  const captain = requireSession(tokens, 'captain');
  const tags = ['invitations'];
  const security = [{ bearer: [] }];

  app.get(
    '/api/invitations',
    {
      onRequest: captain,
      schema: {
        tags,
        security,
        summary: "The captain's invitations, newest first, with their uses and connected students",
        response: { 200: invitationListResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      invitations: await invitations.list(sessionOf(request).ownerId),
      message: requestTranslator(request)('invitations.loaded'),
    }),
  );

  app.post(
    '/api/invitations',
    {
      onRequest: captain,
      preValidation: idempotent,
      schema: {
        tags,
        security,
        summary:
          'Create an invitation with a new 12-character code, XXXX-XXXX-XXXX (expires_on and max_uses empty or null: none; is_active defaults to true)',
        description: expiryDescription,
        body: invitationCreateSchema,
        response: { 201: invitationResponseSchema },
      },
    },
    async (request, reply) => {
      const invitation = await invitations.create(sessionOf(request).ownerId, request.body);
      const message = requestTranslator(request)('invitations.created');
      return reply.status(201).send({ success: true as const, invitation, message });
    },
  );

  app.patch(
    '/api/invitations/:id',
    {
      onRequest: captain,
      schema: {
        tags,
        security,
        summary:
          'Edit or (de)activate an invitation: only the fields sent change; null or empty clears a date or limit',
        description:
          `${expiryDescription} Send only the fields that change: a past expiry is refused even when it is the ` +
          'stored one. `is_active: false` revokes the invitation: its code and link stop working at once, the ' +
          'students who joined through it stay connected, and `is_active: true` restores it (docs/students.md).',
        params: idParams,
        body: invitationPatchSchema,
        response: { 200: invitationResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      invitation: await invitations.update(
        sessionOf(request).ownerId,
        pathId(request.params.id),
        request.body,
      ),
      message: requestTranslator(request)('invitations.updated'),
    }),
  );

  app.delete(
    '/api/invitations/:id',
    {
      onRequest: captain,
      schema: {
        tags,
        security,
        summary: 'Delete an unused invitation (422 once used: deactivate it instead)',
        params: idParams,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await invitations.remove(sessionOf(request).ownerId, pathId(request.params.id));
      return { success: true as const, message: requestTranslator(request)('invitations.deleted') };
    },
  );

  app.get(
    '/api/captain/students',
    {
      onRequest: captain,
      schema: {
        tags,
        security,
        summary: "The captain's connected students, by name",
        response: { 200: captainStudentListResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      students: await invitations.studentsOf(sessionOf(request).ownerId),
      message: requestTranslator(request)('invitations.students_loaded'),
    }),
  );

  app.delete(
    '/api/captain/students/:studentId',
    {
      onRequest: captain,
      schema: {
        tags,
        security,
        summary: 'Disconnect a student (404 when not connected); they need a new invitation to come back',
        params: studentParams,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await invitations.disconnect(sessionOf(request).ownerId, pathId(request.params.studentId));
      return {
        success: true as const,
        message: requestTranslator(request)('invitations.student_disconnected'),
      };
    },
  );

  await app.register(studentInvitationRoutes, { invitations, tokens, limits });
};
