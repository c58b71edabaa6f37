import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { defaultRateLimits } from '../config.ts';

/** Asserts the answer to a request over its limit: 429, the message in its language, a Retry-After within the window. */
export function expectLimited(
  response: LightMyRequestResponse,
  language: 'en' | 'pl' = 'en',
  windowMs = defaultRateLimits.windowMs,
) {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json()).toEqual({
    success: false,
    message:
      language === 'pl'
        ? 'Zbyt wiele prób. Odczekaj chwilę i spróbuj ponownie.'
        : 'Too many attempts. Please wait a moment and try again.',
    request_id: expect.any(String),
  });
  const retryAfter = Number(response.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
}
