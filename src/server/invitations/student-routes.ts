import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '#domain/auth.ts';
import {
  invitationAcceptResponseSchema,
  invitationAcceptSchema,
  invitationInvalidError,
  invitationPreviewQuerySchema,
  invitationPreviewResponseSchema,
  invitationPublicPreviewResponseSchema,
  studentCaptainListResponseSchema,
} from '#domain/invitation.ts';
import { z } from '#domain/validation.ts';
import type { TokenStore } from '../auth/tokens.ts';
import type { RateLimits } from '../config.ts';
import { requireSession, sessionOf } from '../http/auth-guard.ts';
import { HttpError } from '../http/errors.ts';
import { requestTranslator } from '../http/messages.ts';
import { pathId } from '../http/path-id.ts';
import { rateLimited } from '../http/rate-limits.ts';
import { InvitationRefused, type InvitationsService } from './service.ts';

interface Options {
  invitations: InvitationsService;
  tokens: TokenStore;
  limits: RateLimits;
}

/** A refusal as 422 {error: "invitation_invalid", message, errors: {code: [message]}}, the reason's own words. */
async function refusedAsInvalid<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof InvitationRefused)) throw error;
    const key = `invitations.refused.${error.reason}`;
    const message = requestTranslator(request)(key);
    throw new HttpError(422, key, { error: invitationInvalidError, errors: { code: [message] } });
  }
}

/** The student's side: previewing and accepting invitations, their captains, disconnecting. */
export const studentInvitationRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { invitations, tokens, limits },
) => {
  const student = requireSession(tokens, 'student');
  // Every code tried, previewed or accepted, counts once per address and once per student account.
  const codeGuesses = rateLimited(app, [
    { group: 'invitation-code', by: 'ip', max: limits.invitationCodePerIp, windowMs: limits.windowMs },
    {
      group: 'invitation-code',
      by: 'account',
      max: limits.invitationCodePerAccount,
      windowMs: limits.windowMs,
    },
  ]);
  const tags = ['student invitations'];
  const security = [{ bearer: [] }];

  app.get(
    '/api/student/invitations/:id',
    {
      onRequest: student,
      preHandler: codeGuesses,
      schema: {
        tags,
        security,
        summary:
          'An invitation as the invitation page shows it (404 unknown id; 422 invitation_invalid for a wrong code or one that cannot be accepted; 429 after too many codes tried)',
        params: z.object({ id: z.string() }),
        querystring: invitationPreviewQuerySchema,
        response: { 200: invitationPreviewResponseSchema },
      },
    },
    async (request) => {
      const id = pathId(request.params.id);
      const invitation = await refusedAsInvalid(request, () =>
        invitations.preview(sessionOf(request).ownerId, id, request.query.code ?? ''),
      );
      return {
        success: true as const,
        invitation,
        message: requestTranslator(request)('invitations.preview_loaded'),
      };
    },
  );

  // Before logging in: whose invitation waits behind the login. Limited per address in a group of its
  // own, so visitors opening a link at a school's one address do not use up the students' accept budget.
  const publicGuesses = rateLimited(app, [
    {
      group: 'invitation-public-preview',
      by: 'ip',
      max: limits.invitationCodePerIp,
      windowMs: limits.windowMs,
    },
  ]);
  app.get(
    '/api/public/invitations/:id',
    {
      preHandler: publicGuesses,
      schema: {
        tags,
        summary:
          "The captain's name of an invitation, for a visitor holding its link who is not logged in (the student login and register pages show it)",
        description:
          "No login. Only the captain's name is served: the description and expiry are shown after logging in. " +
          'An unknown id and a wrong code answer the same 422 invitation_invalid (unknown); an inactive, ' +
          'expired or used-up invitation answers 422 invitation_invalid with that reason. 429 with ' +
          'Retry-After after too many tries from one address.',
        params: z.object({ id: z.string() }),
        querystring: invitationPreviewQuerySchema,
        response: { 200: invitationPublicPreviewResponseSchema },
      },
    },
    async (request) => {
      const id = pathId(request.params.id);
      const invitation = await refusedAsInvalid(request, () =>
        invitations.publicPreview(id, request.query.code ?? ''),
      );
      return {
        success: true as const,
        invitation,
        message: requestTranslator(request)('invitations.preview_loaded'),
      };
    },
  );

  app.post(
    '/api/student/invitations/accept',
    {
      onRequest: student,
      preHandler: codeGuesses,
      schema: {
        tags,
        security,
        summary:
          'Accept an invitation by its code (any case, with or without dashes), optionally with its id; already_connected when the student was connected to that captain (no use counted); 429 after too many codes tried',
        body: invitationAcceptSchema,
        response: { 200: invitationAcceptResponseSchema },
      },
    },
    async (request) => {
      const { invitation_id, code } = request.body;
      const accepted = await refusedAsInvalid(request, () =>
        invitations.accept(sessionOf(request).ownerId, { id: invitation_id, code }),
      );
      const t = requestTranslator(request);
      const message = accepted.already_connected
        ? t('invitations.already_connected', { name: accepted.captain.name })
        : t('invitations.accepted', { name: accepted.captain.name });
      return { success: true as const, ...accepted, message };
    },
  );

  app.get(
    '/api/student/captains',
    {
      onRequest: student,
      schema: {
        tags,
        security,
        summary: "The student's connected captains, by name",
        response: { 200: studentCaptainListResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      captains: await invitations.captainsOf(sessionOf(request).ownerId),
      message: requestTranslator(request)('invitations.captains_loaded'),
    }),
  );

  app.delete(
    '/api/student/captains/:captainId',
    {
      onRequest: student,
      schema: {
        tags,
        security,
        summary: 'Disconnect from a captain (404 when not connected); coming back needs a new invitation',
        params: z.object({ captainId: z.string() }),
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await invitations.disconnect(pathId(request.params.captainId), sessionOf(request).ownerId);
      return {
        success: true as const,
        message: requestTranslator(request)('invitations.captain_disconnected'),
      };
    },
  );
};
