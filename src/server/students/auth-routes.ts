import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  loginSchema,
  messageResponseSchema,
  studentProfileResponseSchema,
  studentSessionResponseSchema,
} from '#domain/auth.ts';
import { studentRegisterSchema } from '#domain/new-password.ts';
import type { TokenStore } from '../auth/tokens.ts';
import type { RateLimits } from '../config.ts';
import { requireSession, sessionOf } from '../http/auth-guard.ts';
import { requestLanguage, requestTranslator } from '../http/messages.ts';
import { rateLimited } from '../http/rate-limits.ts';
import type { StudentAuthService } from './service.ts';

interface Options {
  students: StudentAuthService;
  tokens: TokenStore;
  limits: RateLimits;
}

export const studentAuthRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { students, tokens, limits },
) => {
  const student = requireSession(tokens, 'student');
  const tags = ['student'];
  const bearer = [{ bearer: [] }];

  app.post(
    '/api/student/register',
    {
      preHandler: rateLimited(app, [
        { group: 'register', by: 'ip', max: limits.registerPerIp, windowMs: limits.windowMs },
      ]),
      schema: {
        tags,
        summary: 'Create a student account',
        body: studentRegisterSchema,
        response: { 201: studentSessionResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await students.register(request.body, requestLanguage(request));
      return reply
        .status(201)
        .send({ success: true, ...result, message: requestTranslator(request)('auth.registered') });
    },
  );

  app.post(
    '/api/student/login',
    {
      preHandler: rateLimited(app, [
        { group: 'student-login', by: 'ip', max: limits.loginPerIp, windowMs: limits.windowMs },
        { group: 'student-login', by: 'email', max: limits.loginPerEmail, windowMs: limits.windowMs },
      ]),
      schema: {
        tags,
        summary: 'Log in as a student',
        body: loginSchema,
        response: { 200: studentSessionResponseSchema },
      },
    },
    async (request) => {
      const result = await students.login(request.body);
      return { success: true as const, ...result, message: requestTranslator(request)('auth.logged_in') };
    },
  );

  app.post(
    '/api/student/logout',
    {
      onRequest: student,
      schema: {
        tags,
        security: bearer,
        summary: 'End this student session',
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await tokens.revoke(sessionOf(request).tokenId);
      return { success: true as const, message: requestTranslator(request)('auth.logged_out') };
    },
  );

  app.get(
    '/api/student/profile',
    {
      onRequest: student,
      schema: {
        tags,
        security: bearer,
        summary: 'The logged-in student',
        response: { 200: studentProfileResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      student: await students.profile(sessionOf(request).ownerId),
    }),
  );
};
