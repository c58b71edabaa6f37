import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '#domain/auth.ts';
import { captainProfileInputSchema, captainProfileResponseSchema } from '#domain/captain-profile.ts';
import { changePasswordSchema } from '#domain/new-password.ts';
import type { TokenStore } from '../auth/tokens.ts';
import type { RateLimits } from '../config.ts';
import { requireSession, sessionOf } from '../http/auth-guard.ts';
import { requestLanguage, requestTranslator } from '../http/messages.ts';
import { rateLimited } from '../http/rate-limits.ts';
import { captainLogoRoutes } from './logo-routes.ts';
import type { CaptainLogoService } from './logo-service.ts';
import type { CaptainProfileService } from './service.ts';

interface Options {
  profiles: CaptainProfileService;
  logos: CaptainLogoService;
  tokens: TokenStore;
  limits: RateLimits;
}

/** The logged-in captain's profile, password and logo. */
export const captainProfileRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { profiles, logos, tokens, limits },
) => {
  // onRequest, not preHandler: the session is checked before the body is parsed or validated, so a request
  // without a valid captain token gets 401/403 whatever its body.
  const captain = requireSession(tokens, 'captain');
  const tags = ['captain-profile'];
  const security = [{ bearer: [] }];

  app.get(
    '/api/captain-profile',
    {
      onRequest: captain,
      schema: {
        tags,
        security,
        summary: "The captain's profile (e-mail from the account)",
        response: { 200: captainProfileResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      captain_profile: await profiles.profileOf(sessionOf(request).ownerId),
      message: requestTranslator(request)('profile.loaded'),
    }),
  );

  app.post(
    '/api/captain-profile',
    {
      onRequest: captain,
      schema: {
        tags,
        security,
        summary:
          'Update the profile (email is read-only and ignored; custom_license is another name for other_license)',
        body: captainProfileInputSchema,
        response: { 200: captainProfileResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      captain_profile: await profiles.updateProfile(sessionOf(request).ownerId, request.body),
      message: requestTranslator(request)('profile.updated'),
    }),
  );

  app.post(
    '/api/captain-profile/change-password',
    {
      onRequest: captain,
      // Someone holding a stolen session must not be able to try current passwords without limit.
      preHandler: rateLimited(app, [
        { group: 'change-password', by: 'ip', max: limits.loginPerIp, windowMs: limits.windowMs },
      ]),
      schema: {
        tags,
        security,
        summary: 'Change the password; every other session of this captain is logged out',
        body: changePasswordSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await profiles.changePassword(sessionOf(request), request.body, requestLanguage(request), request.log);
      return { success: true as const, message: requestTranslator(request)('password.changed') };
    },
  );

  await app.register(captainLogoRoutes, { logos, tokens });
};
