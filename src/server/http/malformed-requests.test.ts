import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectJson, registerTestRoutes } from '../testing/error-test-routes.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

describe('malformed requests: 4xx JSON with a clear message, never 500', () => {
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

  it('answers 400 for malformed JSON', async () => {
    for (const payload of ['{"name": "Ann",', '{name: "Ann"}', "{'name': 'Ann'}", 'not json']) {
      const response = await post(payload);
      expect(response.statusCode, payload).toBe(400);
      expect(expectJson(response), payload).toEqual({
        success: false,
        message: 'The request body is not valid JSON.',
        request_id: expect.any(String),
      });
    }
  });

  it('answers 400 for an empty JSON body', async () => {
    const response = await post('');
    expect(response.statusCode).toBe(400);
    expect(expectJson(response)).toEqual({
      success: false,
      message: 'The request body is not valid JSON.',
      request_id: expect.any(String),
    });
  });

  it('answers 400 in Polish for malformed JSON when asked', async () => {
    const response = await post('{', { 'accept-language': 'pl' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'Treść żądania nie jest poprawnym JSON-em.',
      request_id: expect.any(String),
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
        request_id: expect.any(String),
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
      expect(expectJson(response), `${method} ${url}`).toEqual({
        success: false,
        message: 'Not found.',
        request_id: expect.any(String),
      });
    }
  });

  it('answers 400 in the usual shape for a URL that cannot be decoded, without echoing it', async () => {
    for (const url of ['/api/%E0%A4%A', '/%', '/contact/%zz']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'pl' } });
      expect(response.statusCode, url).toBe(400);
      expect(expectJson(response), url).toEqual({
        success: false,
        message: 'Nie udało się zrozumieć żądania.',
        request_id: expect.any(String),
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
    expect(expectJson(response)).toEqual({
      success: false,
      message: 'Not found.',
      request_id: expect.any(String),
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
    expect(expectJson(response)).toEqual({
      success: false,
      message: 'The request is too large.',
      request_id: expect.any(String),
    });
  });

  it('answers 413 before looking at an oversized body of another content type', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json', 'accept-language': 'pl' },
      payload: `{"name":"${'x'.repeat(2000)}"`,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      success: false,
      message: 'Żądanie jest zbyt duże.',
      request_id: expect.any(String),
    });
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
