import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectJson, expectNoLeak, registerTestRoutes } from '../testing/error-test-routes.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

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
        request_id: expect.any(String),
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
        request_id: expect.any(String),
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
        request_id: expect.any(String),
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
        request_id: expect.any(String),
      });
      const login = await t.app.inject({
        method: 'GET',
        url: '/api/test/unauthorized',
        headers: { 'accept-language': 'pl' },
      });
      expect(login.statusCode).toBe(401);
      expect(login.json()).toEqual({
        success: false,
        message: 'Zaloguj się, aby kontynuować.',
        request_id: expect.any(String),
      });
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
          request_id: expect.any(String),
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
        request_id: expect.any(String),
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
          request_id: expect.any(String),
        });
        expectNoLeak(response);
      }
    });
  });
});
