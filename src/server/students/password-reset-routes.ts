import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forgotPasswordSchema, messageResponseSchema } from '#domain/auth.ts';
import { resetPasswordSchema } from '#domain/new-password.ts';
import type { PasswordResetFlow } from '../auth/password-reset-flow.ts';
import type { RateLimits } from '../config.ts';
import { requestLanguage, requestTranslator } from '../http/messages.ts';
import { rateLimited } from '../http/rate-limits.ts';

interface Options {
  resets: PasswordResetFlow;
  limits: RateLimits;
}

/** A student's forgotten password: the captain's rules and limits, with counters of their own. */
export const studentPasswordResetRoutes: FastifyPluginAsyncZod<Options> = async (app, { resets, limits }) => {
  const tags = ['student'];

  app.post(
    '/api/student/forgot-password',
    {
      preHandler: rateLimited(app, [
        { group: 'student-forgot', by: 'ip', max: limits.forgotPerIp, windowMs: limits.windowMs },
        { group: 'student-forgot', by: 'email', max: limits.forgotPerEmail, windowMs: limits.windowMs },
      ]),
      schema: {
        tags,
        summary: "Send a student's password reset link (same answer whether or not the account exists)",
        body: forgotPasswordSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await resets.request(request.body.email, requestLanguage(request));
      return { success: true as const, message: requestTranslator(request)('auth.reset_link_sent') };
    },
  );

  app.post(
    '/api/student/reset-password',
    {
      preHandler: rateLimited(app, [
        { group: 'student-reset', by: 'ip', max: limits.forgotPerIp, windowMs: limits.windowMs },
      ]),
      schema: {
        tags,
        summary: "Set a student's new password with a reset link; every session of the student ends",
        body: resetPasswordSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await resets.reset(request.body, requestLanguage(request));
      return { success: true as const, message: requestTranslator(request)('auth.password_reset_success') };
    },
  );
};
