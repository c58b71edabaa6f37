import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface LogLine {
  msg: string;
  reqId?: string;
  req?: { url?: string };
}

describe('request ids (X-Request-Id)', () => {
  let t: TestApp;
  const output: string[] = [];
  const lines = () => output.map((line) => JSON.parse(line) as LogLine);

  beforeAll(async () => {
    t = await createTestApp(
      { logLevel: 'info' },
      { logger: true, logStream: { write: (l) => output.push(l) } },
    );
  });
  afterAll(async () => t.close());

  const plans = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/subscriptions/plans', headers });

  it("keeps a load balancer's id, answers it and writes it on every log line of the request", async () => {
    const id = 'lb-7f3a.2026:11_26-AZaz09';
    output.length = 0;
    const response = await plans({ 'x-request-id': id });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toBe(id);
    const own = lines().filter((line) => line.reqId === id);
    expect(own.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(lines().every((line) => line.reqId === id)).toBe(true);
  });

  it('keeps an id of 128 characters', async () => {
    const id = 'a'.repeat(128);
    expect((await plans({ 'x-request-id': id })).headers['x-request-id']).toBe(id);
  });

  it('replaces an id that is empty, too long, or holds spaces, a newline or other characters', async () => {
    for (const bad of ['', 'a'.repeat(129), 'two words', 'line\nforged', 'quote"', 'słowo', '<script>']) {
      output.length = 0;
      const response = await plans({ 'x-request-id': bad });
      const answered = response.headers['x-request-id'];
      expect(answered, JSON.stringify(bad)).toMatch(uuid);
      expect(lines().map((line) => line.reqId)).toEqual([answered, answered]);
      expect(output.join('')).not.toContain('forged');
    }
  });

  it('makes a new id for each request that brings none', async () => {
    const first = (await plans()).headers['x-request-id'];
    const second = (await plans()).headers['x-request-id'];
    expect(first).toMatch(uuid);
    expect(second).toMatch(uuid);
    expect(first).not.toBe(second);
  });

  it('puts the same id in the body of every error answer as in its header', async () => {
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api/no-such-route' }),
      await t.app.inject({ method: 'GET', url: '/api/auth/user' }),
      await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} }),
      await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { 'x-request-id': 'given-401' } }),
      // Raised before routing: a URL that cannot be decoded.
      await t.app.inject({ method: 'GET', url: '/api/%zz' }),
    ];
    expect(answers.map((response) => response.statusCode)).toEqual([404, 401, 422, 401, 400]);
    for (const response of answers) {
      const id = response.headers['x-request-id'];
      expect(id).toEqual(expect.any(String));
      expect(response.json()).toMatchObject({ success: false, message: expect.any(String), request_id: id });
    }
    expect(answers[3]?.json().request_id).toBe('given-401');
    expect(answers[2]?.json()).toEqual({
      success: false,
      message: expect.any(String),
      errors: expect.any(Object),
      request_id: answers[2]?.headers['x-request-id'],
    });
  });
});
