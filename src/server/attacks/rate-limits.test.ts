import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captainInput, generousRateLimits, studentInput } from '../testing/accounts.ts';
import { captureMailer } from '../testing/mail-capture.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { validTrip } from '../trips/test-support.ts';

/**
 * What src/server/auth/rate-limits.test.ts and the trip card's own test leave out: every limited public route
 * through one table, the 429 message in both languages, a forged X-Forwarded-For that must not buy a fresh
 * counter when the app is reachable directly, and the counter starting over once its window has passed.
 */
const windowMs = 1_500;
const max = 2;

const limited: { name: string; url: string; body: (i: number) => unknown }[] = [
  { name: 'captain login', url: '/api/auth/login', body: () => ({ email: 'a@example.com', password: 'x' }) },
  {
    name: 'student login',
    url: '/api/student/login',
    body: () => ({ email: 'a@example.com', password: 'x' }),
  },
  {
    name: 'forgot password',
    url: '/api/auth/forgot-password',
    body: (i) => ({ email: `f${i}@example.com` }),
  },
  {
    name: 'reset password',
    url: '/api/auth/reset-password',
    body: () => ({
      email: 'a@example.com',
      token: 'x',
      password: 'abcdefgh',
      password_confirmation: 'abcdefgh',
    }),
  },
  {
    name: 'student forgot password',
    url: '/api/student/forgot-password',
    body: (i) => ({ email: `sf${i}@example.com` }),
  },
  {
    name: 'student reset password',
    url: '/api/student/reset-password',
    body: () => ({
      email: 'a@example.com',
      token: 'x',
      password: 'abcdefgh',
      password_confirmation: 'abcdefgh',
    }),
  },
  {
    name: 'captain register',
    url: '/api/auth/register',
    body: (i) => captainInput({ email: `c${i}.${Math.random()}@example.com` }),
  },
  {
    name: 'student register',
    url: '/api/student/register',
    body: (i) => studentInput({ email: `s${i}.${Math.random()}@example.com` }),
  },
  // Invalid bodies count too (rendering is covered by the trip card's own test; it is too slow for a short window).
  {
    name: 'public trip card PDF',
    url: '/api/public/trip-card-pdf',
    body: () => ({ ...validTrip(), distance: 'x' }),
  },
];

const messages = {
  en: 'Too many attempts. Please wait a moment and try again.',
  pl: 'Zbyt wiele prób. Odczekaj chwilę i spróbuj ponownie.',
};

function expectLimited(response: LightMyRequestResponse, language: 'en' | 'pl', label: string) {
  expect(response.statusCode, `${label}: ${response.body}`).toBe(429);
  expect(response.json(), label).toEqual({
    success: false,
    message: messages[language],
    request_id: expect.any(String),
  });
  expect(Number(response.headers['retry-after']), label).toBeGreaterThan(0);
}

describe('rate limits of every public, costly route', () => {
  let t: TestApp;
  let ipCounter = 0;
  beforeAll(async () => {
    t = await createTestApp(
      {
        rateLimits: {
          ...generousRateLimits,
          windowMs,
          loginPerIp: max,
          forgotPerIp: max,
          registerPerIp: max,
          publicPdfPerIp: max,
        },
      },
      { mailer: captureMailer().mailer },
    );
  });
  afterAll(async () => t.close());

  const hit = (url: string, payload: unknown, ip: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: payload as Record<string, unknown>,
      remoteAddress: ip,
      headers,
    });

  // Concurrent, so the routes wait out their windows together instead of one after another; each has its own
  // addresses (n), so their counters never meet.
  for (const route of limited) {
    it.concurrent(`${route.name}: 429 in the user's language after ${max} attempts, per address, until the window passes`, async () => {
      ipCounter += 1;
      const n = ipCounter;
      const ip = `198.51.100.${n}`;
      // Register shares one counter for captains and students: a fresh address per route keeps them apart.
      for (let i = 0; i < max; i++) {
        const response = await hit(route.url, route.body(i), ip);
        expect(response.statusCode, `${route.name} #${i}: ${response.body}`).not.toBe(429);
      }
      expectLimited(await hit(route.url, route.body(10), ip), 'en', route.name);
      expectLimited(await hit(route.url, route.body(11), ip, { 'accept-language': 'pl' }), 'pl', route.name);
      // The app is reachable directly (TRUST_PROXY off): a forged X-Forwarded-For is not a new address.
      expectLimited(
        await hit(route.url, route.body(12), ip, { 'x-forwarded-for': `203.0.113.${n}` }),
        'en',
        `${route.name} forged X-Forwarded-For`,
      );
      // Another address is not affected.
      expect((await hit(route.url, route.body(13), `192.0.2.${n}`)).statusCode).not.toBe(429);
      // Once the window has passed, the same address may try again.
      await new Promise((resolve) => setTimeout(resolve, windowMs + 200));
      expect((await hit(route.url, route.body(14), ip)).statusCode, route.name).not.toBe(429);
    });
  }
});

describe('rate limits behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      trustProxy: true,
      rateLimits: { ...generousRateLimits, loginPerIp: max },
    });
  });
  afterAll(async () => t.close());

  it('counts per client address from X-Forwarded-For, not per proxy', async () => {
    const login = (client: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `${client}@example.com`, password: 'x' },
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': client },
      });
    for (let i = 0; i < max; i++) expect((await login('203.0.113.50')).statusCode).toBe(401);
    expectLimited(await login('203.0.113.50'), 'en', 'behind proxy');
    expect((await login('203.0.113.51')).statusCode).toBe(401);
  });
});
