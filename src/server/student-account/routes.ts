import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '#domain/auth.ts';
import { changePasswordSchema } from '#domain/new-password.ts';
import { studentDetailsResponseSchema, studentDetailsSchema } from '#domain/student-account.ts';
import type { TokenStore } from '../auth/tokens.ts';
import type { RateLimits } from '../config.ts';
import { requireSession, sessionOf } from '../http/auth-guard.ts';
import { requestLanguage, requestTranslator } from '../http/messages.ts';
import { rateLimited } from '../http/rate-limits.ts';
import type { StudentAccountService } from './service.ts';

interface Options {
  accounts: StudentAccountService;
  tokens: TokenStore;
  limits: RateLimits;
}

/** The logged-in student's details and password (GET /api/student/profile stays with the student login). */
export const studentAccountRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { accounts, tokens, limits },
) => {
  // onRequest: the session is checked before the body is read, so a request without a student token gets
  // 401/403 whatever its body.
  const student = requireSession(tokens, 'student');
  const tags = ['student'];
  const security = [{ bearer: [] }];

  app.post(
    '/api/student/profile',
    {
      onRequest: student,
      schema: {
        tags,
        security,
        summary:
          "Update the student's first name, last name and phone (phone left out: kept; empty or null: cleared); the e-mail is not changed here",
        body: studentDetailsSchema,
        response: { 200: studentDetailsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      student: await accounts.updateDetails(sessionOf(request).ownerId, request.body),
      message: requestTranslator(request)('student_account.details.saved'),
    }),
  );

  app.post(
    '/api/student/change-password',
    {
      onRequest: student,
      // Someone holding a stolen session must not be able to try current passwords without limit.
      preHandler: rateLimited(app, [
        { group: 'student-change-password', by: 'ip', max: limits.loginPerIp, windowMs: limits.windowMs },
      ]),
      schema: {
        tags,
        security,
        summary:
          "Change the student's password (current_password is checked); every other session of this student is logged out, this one stays",
        body: changePasswordSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await accounts.changePassword(sessionOf(request), request.body, requestLanguage(request), request.log);
      return { success: true as const, message: requestTranslator(request)('password.changed') };
    },
  );
};
