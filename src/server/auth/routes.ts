import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  captainSessionResponseSchema,
  currentUserResponseSchema,
  loginSchema,
  messageResponseSchema,
} from '#domain/auth.ts';
import { captainRegisterSchema } from '#domain/new-password.ts';
import type { RateLimits } from '../config.ts';
import { requireSession, sessionOf } from '../http/auth-guard.ts';
import { requestLanguage, requestTranslator } from '../http/messages.ts';
import { rateLimited } from '../http/rate-limits.ts';
import { passwordResetRoutes } from './password-reset-routes.ts';
import type { CaptainAuthService } from './service.ts';
import type { TokenStore } from './tokens.ts';

interface Options {
  auth: CaptainAuthService;
  tokens: TokenStore;
  limits: RateLimits;
}

export const captainAuthRoutes: FastifyPluginAsyncZod<Options> = async (app, { auth, tokens, limits }) => {
  const captain = requireSession(tokens, 'captain');
  const tags = ['auth'];
  const bearer = [{ bearer: [] }];

  app.post(
    '/api/auth/register',
    {
      preHandler: rateLimited(app, [
        { group: 'register', by: 'ip', max: limits.registerPerIp, windowMs: limits.windowMs },
      ]),
      schema: {
        tags,
        summary: 'Create a captain account',
        body: captainRegisterSchema,
        response: { 201: captainSessionResponseSchema },
      },
    },
    async (request, reply) => {
      const { user, token } = await auth.register(request.body, requestLanguage(request));
      return reply
        .status(201)
        .send({ success: true, user, token, message: requestTranslator(request)('auth.registered') });
    },
  );

  app.post(
    '/api/auth/login',
    {
      preHandler: rateLimited(app, [
        { group: 'login', by: 'ip', max: limits.loginPerIp, windowMs: limits.windowMs },
        { group: 'login', by: 'email', max: limits.loginPerEmail, windowMs: limits.windowMs },
      ]),
      schema: {
        tags,
        summary: 'Log in as a captain',
        body: loginSchema,
        response: { 200: captainSessionResponseSchema },
      },
    },
    async (request) => {
      const { user, token } = await auth.login(request.body);
      return { success: true as const, user, token, message: requestTranslator(request)('auth.logged_in') };
    },
  );

  app.post(
    '/api/auth/logout',
    {
      onRequest: captain,
      schema: {
        tags,
        security: bearer,
        summary: 'End this session',
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await tokens.revoke(sessionOf(request).tokenId);
      return { success: true as const, message: requestTranslator(request)('auth.logged_out') };
    },
  );

  app.get(
    '/api/auth/user',
    {
      onRequest: captain,
      schema: {
        tags,
        security: bearer,
        summary: 'The logged-in captain',
        response: { 200: currentUserResponseSchema },
      },
    },
    async (request) => ({ success: true as const, user: await auth.currentUser(sessionOf(request).ownerId) }),
  );

  await app.register(passwordResetRoutes, {
    resets: { request: auth.requestPasswordReset, reset: auth.resetPassword },
    limits,
    base: '/api/auth',
    counters: { forgot: 'forgot', reset: 'reset' },
    tags,
    summaries: {
      forgot: 'Send a password reset link (same answer whether or not the account exists)',
      reset: 'Set a new password with a reset link',
    },
  });
};
