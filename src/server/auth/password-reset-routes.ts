import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forgotPasswordSchema, messageResponseSchema } from '#domain/auth.ts';
import { resetPasswordSchema } from '#domain/new-password.ts';
import type { RateLimits } from '../config.ts';
import { requestLanguage, requestTranslator } from '../http/messages.ts';
import { rateLimited } from '../http/rate-limits.ts';
import type { PasswordResetFlow } from './password-reset-flow.ts';

interface Options {
  resets: PasswordResetFlow;
  limits: RateLimits;
  /** Not `prefix`: Fastify reads that option itself. `/api/auth` for captains, `/api/student` for students. */
  base: '/api/auth' | '/api/student';
  /** Rate-limit counters of their own per kind of account: `forgot`/`reset`, `student-forgot`/`student-reset`. */
  counters: { forgot: string; reset: string };
  tags: string[];
  summaries: { forgot: string; reset: string };
}

/** Forgot and reset password: the same answers, rules and limits for captains and students. */
export const passwordResetRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { resets, limits, base, counters, tags, summaries } = options;

  app.post(
    `${base}/forgot-password`,
    {
      preHandler: rateLimited(app, [
        { group: counters.forgot, by: 'ip', max: limits.forgotPerIp, windowMs: limits.windowMs },
        { group: counters.forgot, by: 'email', max: limits.forgotPerEmail, windowMs: limits.windowMs },
      ]),
      schema: {
        tags,
        summary: summaries.forgot,
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
    `${base}/reset-password`,
    {
      preHandler: rateLimited(app, [
        { group: counters.reset, by: 'ip', max: limits.forgotPerIp, windowMs: limits.windowMs },
      ]),
      schema: {
        tags,
        summary: summaries.reset,
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
