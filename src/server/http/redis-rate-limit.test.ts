import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../config.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('rate limits shared through Redis (REDIS_URL)', () => {
  let first: TestApp;
  let second: TestApp;
  const rateLimits = { ...defaultRateLimits, loginPerEmail: 3, loginPerIp: 1000 };

  beforeAll(async () => {
    first = await createTestApp({ redisUrl, rateLimits });
    second = await createTestApp({ redisUrl, rateLimits });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  const login = (t: TestApp, email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: { email, password: 'wrong-password' },
    });

  it('counts attempts of two app processes together and answers 429 with Retry-After', async () => {
    const email = `redis-${randomBytes(6).toString('hex')}@example.com`;
    expect((await login(first, email)).statusCode).toBe(401);
    expect((await login(second, email)).statusCode).toBe(401);
    expect((await login(first, email)).statusCode).toBe(401);
    const limited = await login(second, email);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({
      success: false,
      message: expect.stringMatching(/Too many attempts/),
      request_id: expect.any(String),
    });
  });

  it('lets requests through when Redis cannot be reached, rather than locking everyone out', async () => {
    const unreachable = await createTestApp({ redisUrl: 'redis://127.0.0.1:1', rateLimits });
    try {
      const response = await login(unreachable, `down-${randomBytes(4).toString('hex')}@example.com`);
      expect(response.statusCode).toBe(401);
    } finally {
      await unreachable.close();
    }
  });
});
