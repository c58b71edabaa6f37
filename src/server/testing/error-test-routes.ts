import type { LightMyRequestResponse } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { expect } from 'vitest';
import { z } from '#domain/validation.ts';
import { HttpError, UnprocessableError } from '../http/errors.ts';
import type { TestApp } from './test-app.ts';

export const SECRET = 'stack-and-message-must-stay-inside-hunter2';

const crewMember = z.strictObject({ name: z.string().min(2) });
const bodySchema = z.strictObject({
  name: z.string().min(1).max(20),
  email: z.email(),
  age: z.number().int().min(18).optional(),
  role: z.enum(['captain', 'student']).optional(),
  crew: z.array(crewMember).max(2).optional(),
});

/** Routes that exist only in this test, registered before the app is ready (inject readies it). */
export function registerTestRoutes(t: TestApp) {
  const app = t.app.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/test/echo',
    {
      schema: {
        body: bodySchema,
        querystring: z.strictObject({ page: z.coerce.number().int().min(1).optional() }),
      },
    },
    async (request) => ({ success: true, received: request.body, page: request.query.page ?? null }),
  );
  app.get('/api/test/unprocessable', async () => {
    throw new UnprocessableError('validation.too_long', { name: 'validation.too_long' }, { maximum: 5 });
  });
  app.get('/api/test/premium', async () => {
    throw new HttpError(403, 'errors.forbidden', { error: 'premium_required' });
  });
  app.get('/api/test/unauthorized', async () => {
    throw new HttpError(401, 'errors.unauthorized');
  });
  app.get('/api/test/crash', async () => {
    throw new Error(SECRET);
  });
  app.get('/api/test/crash-sync', () => {
    throw new TypeError(SECRET);
  });
  app.get(
    '/api/test/bad-response',
    { schema: { response: { 200: z.object({ count: z.number() }) } } },
    async () =>
      // The handler breaks its own response schema: a bug on our side, not the user's.
      JSON.parse(`{"count":"${SECRET}"}`),
  );
  app.get('/api/test/database-down', async () => {
    throw Object.assign(new Error(`connect ECONNREFUSED 127.0.0.1:5432 ${SECRET}`), { code: 'ECONNREFUSED' });
  });
  app.get('/api/test/connection-terminated', async () => {
    throw new Error('Connection terminated unexpectedly');
  });
}

export function expectJson(response: LightMyRequestResponse) {
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return response.json();
}

export function expectNoLeak(response: LightMyRequestResponse) {
  expect(response.body).not.toContain(SECRET);
  expect(response.body).not.toContain('hunter2');
  expect(response.body).not.toMatch(/\bat .*\.(ts|js):\d+/);
  expect(response.body).not.toContain('stack');
}
