import type { LightMyRequestResponse } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from '#domain/validation.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { HttpError, UnprocessableError } from './errors.ts';

const SECRET = 'stack-and-message-must-stay-inside-hunter2';

const crewMember = z.strictObject({ name: z.string().min(2) });
const bodySchema = z.strictObject({
  name: z.string().min(1).max(20),
  email: z.email(),
  age: z.number().int().min(18).optional(),
  role: z.enum(['captain', 'student']).optional(),
  crew: z.array(crewMember).max(2).optional(),
});

/** Routes that exist only in this test, registered before the app is ready (inject readies it). */
function registerTestRoutes(t: TestApp) {
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

function expectJson(response: LightMyRequestResponse) {
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return response.json();
}

function expectNoLeak(response: LightMyRequestResponse) {
  expect(response.body).not.toContain(SECRET);
  expect(response.body).not.toContain('hunter2');
  expect(response.body).not.toMatch(/\bat .*\.(ts|js):\d+/);
  expect(response.body).not.toContain('stack');
}

describe('error responses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    registerTestRoutes(t);
  });
  afterAll(async () => t.close());

  const post = (payload: unknown, headers: Record<string, string> = {}, url = '/api/test/echo') =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  it('accepts a valid body (the route itself works)', async () => {
    const response = await post({ name: 'Ann', email: 'ann@example.com', age: 30 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      received: { name: 'Ann', email: 'ann@example.com', age: 30 },
      page: null,
    });
  });

  describe('schema validation: 422 with per-field errors', () => {
    it('lists every failing field with its English message', async () => {
      const response = await post({ name: '', email: 'nope', age: 12, role: 'admin' });
      expect(response.statusCode).toBe(422);
      expect(expectJson(response)).toEqual({
        success: false,
        message: 'Some fields need your attention.',
        errors: {
          name: ['This field is required.'],
          email: ['Enter a valid e-mail address.'],
          age: ['The value must be at least 18.'],
          role: ['Choose one of the allowed values.'],
        },
      });
    });

    it('fills the limits into the messages', async () => {
      const response = await post({ name: 'x'.repeat(21), email: 'ann@example.com' });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ name: ['Enter at most 20 characters.'] });
    });

    it('reports missing fields and fields of the wrong type', async () => {
      const response = await post({ name: 42 });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        name: ['This value has the wrong type.'],
        email: ['This field is required.'],
      });
    });

    it('answers in Polish when the browser asks for Polish', async () => {
      const response = await post(
        { name: '', email: 'nope', extra: 1 },
        { 'accept-language': 'pl-PL,pl;q=0.9' },
      );
      expect(response.statusCode).toBe(422);
      expect(expectJson(response)).toEqual({
        success: false,
        message: 'Niektóre pola wymagają poprawy.',
        errors: {
          name: ['To pole jest wymagane.'],
          email: ['Wpisz poprawny adres e-mail.'],
          extra: ['To pole nie jest tu przyjmowane.'],
        },
      });
    });

    it('reports each unknown field under its own name', async () => {
      const response = await post({ name: 'Ann', email: 'ann@example.com', is_admin: true, premium: 'yes' });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        is_admin: ['This field is not accepted here.'],
        premium: ['This field is not accepted here.'],
      });
    });

    it('names nested fields by their path, including unknown nested fields', async () => {
      const response = await post({
        name: 'Ann',
        email: 'ann@example.com',
        crew: [{ name: 'Bo' }, { name: 'X', rank: 'mate' }],
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        'crew.1.name': ['Enter at least 2 characters.'],
        'crew.1.rank': ['This field is not accepted here.'],
      });
    });

    it('reports a body that is not an object under "body"', async () => {
      for (const payload of ['[]', '"text"', '42', 'true']) {
        const response = await post(payload);
        expect(response.statusCode, payload).toBe(422);
        expect(response.json().errors, payload).toEqual({ body: ['This value has the wrong type.'] });
      }
      const empty = await post('null');
      expect(empty.statusCode).toBe(422);
      expect(empty.json().errors).toEqual({ body: ['This field is required.'] });
    });

    it('validates the query string the same way', async () => {
      const bad = await post({ name: 'Ann', email: 'ann@example.com' }, {}, '/api/test/echo?page=0');
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toEqual({ page: ['The value must be at least 1.'] });
      const unknown = await post({ name: 'Ann', email: 'ann@example.com' }, {}, '/api/test/echo?sort=name');
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors).toEqual({ sort: ['This field is not accepted here.'] });
      const good = await post({ name: 'Ann', email: 'ann@example.com' }, {}, '/api/test/echo?page=2');
      expect(good.statusCode).toBe(200);
      expect(good.json().page).toBe(2);
    });
  });

  describe('errors thrown by services', () => {
    it('turns UnprocessableError into 422 with the same shape', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/test/unprocessable' });
      expect(response.statusCode).toBe(422);
      expect(expectJson(response)).toEqual({
        success: false,
        message: 'Enter at most 5 characters.',
        errors: { name: ['Enter at most 5 characters.'] },
      });
      const polish = await t.app.inject({
        method: 'GET',
        url: '/api/test/unprocessable',
        headers: { 'accept-language': 'pl' },
      });
      expect(polish.json().errors).toEqual({ name: ['Wpisz co najwyżej 5 znaków.'] });
    });

    it('turns HttpError into its status with a translated message and extra fields', async () => {
      const premium = await t.app.inject({ method: 'GET', url: '/api/test/premium' });
      expect(premium.statusCode).toBe(403);
      expect(expectJson(premium)).toEqual({
        success: false,
        message: 'You do not have access to this.',
        error: 'premium_required',
      });
      const login = await t.app.inject({
        method: 'GET',
        url: '/api/test/unauthorized',
        headers: { 'accept-language': 'pl' },
      });
      expect(login.statusCode).toBe(401);
      expect(login.json()).toEqual({ success: false, message: 'Zaloguj się, aby kontynuować.' });
    });
  });

  describe('unexpected errors', () => {
    it('answers 500 with a generic message that never contains the error message or stack', async () => {
      for (const url of ['/api/test/crash', '/api/test/crash-sync', '/api/test/bad-response']) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(500);
        expect(expectJson(response), url).toEqual({
          success: false,
          message: 'Something went wrong on our side. Please try again.',
        });
        expectNoLeak(response);
      }
    });

    it('translates the generic 500 message too', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/test/crash',
        headers: { 'accept-language': 'pl' },
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        success: false,
        message: 'Coś poszło nie tak po naszej stronie. Spróbuj ponownie.',
      });
    });

    it('answers 503 with Retry-After when the database cannot be reached', async () => {
      for (const url of ['/api/test/database-down', '/api/test/connection-terminated']) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(503);
        expect(response.headers['retry-after'], url).toBe('5');
        expect(expectJson(response), url).toEqual({
          success: false,
          message: 'The service is temporarily unavailable. Please try again in a moment.',
        });
        expectNoLeak(response);
      }
    });
  });

  describe('malformed requests: 4xx JSON with a clear message, never 500', () => {
    it('answers 400 for malformed JSON', async () => {
      for (const payload of ['{"name": "Ann",', '{name: "Ann"}', "{'name': 'Ann'}", 'not json']) {
        const response = await post(payload);
        expect(response.statusCode, payload).toBe(400);
        expect(expectJson(response), payload).toEqual({
          success: false,
          message: 'The request body is not valid JSON.',
        });
      }
    });

    it('answers 400 for an empty JSON body', async () => {
      const response = await post('');
      expect(response.statusCode).toBe(400);
      expect(expectJson(response)).toEqual({
        success: false,
        message: 'The request body is not valid JSON.',
      });
    });

    it('answers 400 in Polish for malformed JSON when asked', async () => {
      const response = await post('{', { 'accept-language': 'pl' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message: 'Treść żądania nie jest poprawnym JSON-em.',
      });
    });

    it('answers 400 for JSON that tries prototype poisoning', async () => {
      const response = await post('{"name":"Ann","email":"ann@example.com","__proto__":{"isAdmin":true}}');
      expect(response.statusCode).toBe(400);
      expect(expectJson(response).success).toBe(false);
    });

    it('answers 415 for a body sent without a content type', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/test/echo',
        payload: '{"name":"Ann"}',
      });
      expect(response.statusCode).toBe(415);
      expect(expectJson(response).success).toBe(false);
    });

    it('answers 415 for a content type other than JSON', async () => {
      for (const contentType of [
        'text/plain',
        'text/plain; charset=utf-8',
        'application/x-www-form-urlencoded',
        'application/xml',
        'multipart/form-data; boundary=x',
      ]) {
        const response = await post('name=Ann', { 'content-type': contentType });
        expect(response.statusCode, contentType).toBe(415);
        expect(expectJson(response), contentType).toEqual({
          success: false,
          message: 'This content type is not supported here; send JSON (application/json).',
        });
      }
    });

    it('accepts JSON with a charset', async () => {
      const response = await post(
        { name: 'Ann', email: 'ann@example.com' },
        { 'content-type': 'application/json; charset=utf-8' },
      );
      expect(response.statusCode).toBe(200);
    });

    it('answers 404 JSON for unknown API routes and methods', async () => {
      for (const [method, url] of [
        ['GET', '/api/nope'],
        ['POST', '/api/nope'],
        ['DELETE', '/api/subscriptions/plans'],
        ['GET', '/api/test/echo'],
      ] as const) {
        const response = await t.app.inject({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(expectJson(response), `${method} ${url}`).toEqual({ success: false, message: 'Not found.' });
      }
    });

    it('answers 400 in the usual shape for a URL that cannot be decoded, without echoing it', async () => {
      for (const url of ['/api/%E0%A4%A', '/%', '/contact/%zz']) {
        const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'pl' } });
        expect(response.statusCode, url).toBe(400);
        expect(expectJson(response), url).toEqual({
          success: false,
          message: 'Nie udało się zrozumieć żądania.',
        });
      }
    });

    it('answers every user mistake with 4xx JSON, never 500', async () => {
      const mistakes = [
        {
          method: 'POST',
          url: '/api/test/echo',
          headers: { 'content-type': 'application/json' },
          payload: '{',
        },
        {
          method: 'POST',
          url: '/api/test/echo',
          headers: { 'content-type': 'application/json' },
          payload: '',
        },
        {
          method: 'POST',
          url: '/api/test/echo',
          headers: { 'content-type': 'application/json' },
          payload: '[]',
        },
        {
          method: 'POST',
          url: '/api/test/echo',
          headers: { 'content-type': 'application/json' },
          payload: '{"a":1}',
        },
        {
          method: 'POST',
          url: '/api/test/echo',
          headers: { 'content-type': 'text/plain' },
          payload: 'hello',
        },
        { method: 'POST', url: '/api/test/echo', headers: { 'content-type': 'image/png' }, payload: 'x' },
        {
          method: 'POST',
          url: '/api/test/echo?page=abc',
          headers: { 'content-type': 'application/json' },
          payload: '{}',
        },
        {
          method: 'PUT',
          url: '/api/test/echo',
          headers: { 'content-type': 'application/json' },
          payload: '{}',
        },
        { method: 'GET', url: '/api/%E0%A4%A', headers: {}, payload: undefined },
        { method: 'POST', url: '/', headers: { 'content-type': 'application/json' }, payload: '{}' },
      ] as const;
      for (const { method, url, headers, payload } of mistakes) {
        const response = await t.app.inject({ method, url, headers, payload });
        const label = `${method} ${url} ${JSON.stringify(headers)} ${payload ?? ''}`;
        expect(response.statusCode, label).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, label).toBeLessThan(500);
        const body = expectJson(response);
        expect(body.success, label).toBe(false);
        expect(body.message, label).toEqual(expect.any(String));
      }
    });

    it('answers 404 JSON to a POST on a page path', async () => {
      const response = await post({ name: 'Ann' }, {}, '/contact');
      expect(response.statusCode).toBe(404);
      expect(expectJson(response)).toEqual({ success: false, message: 'Not found.' });
    });
  });
});

describe('body limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ bodyLimit: 1024 });
    registerTestRoutes(t);
  });
  afterAll(async () => t.close());

  it('answers 413 JSON for a body over the limit', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'Ann', email: 'ann@example.com', notes: 'x'.repeat(2000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(expectJson(response)).toEqual({ success: false, message: 'The request is too large.' });
  });

  it('answers 413 before looking at an oversized body of another content type', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json', 'accept-language': 'pl' },
      payload: `{"name":"${'x'.repeat(2000)}"`,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: 'Żądanie jest zbyt duże.' });
  });

  it('still accepts a body under the limit', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'Ann', email: 'ann@example.com' }),
    });
    expect(response.statusCode).toBe(200);
  });
});
