import fs from 'node:fs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { captainInput, post, studentInput } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Registration tells whether an e-mail has an account (201 or 422 on `email`). Signing the
 * new account in at once makes that unavoidable, so it is an accepted risk, held down by the
 * per-address limit on registrations (docs/security.md). This pins both answers and the limit with the
 * configuration's own numbers, and the numbers the document gives.
 */
const limits = loadConfig({}).rateLimits;
const taken = {
  en: {
    success: false,
    message: 'Registration failed.',
    errors: { email: ['An account with this e-mail already exists.'] },
    request_id: expect.any(String),
  },
  pl: {
    success: false,
    message: 'Błąd rejestracji',
    errors: { email: ['Konto z tym adresem e-mail już istnieje.'] },
    request_id: expect.any(String),
  },
};

function expectLimited(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json()).toEqual({
    success: false,
    message: 'Too many attempts. Please wait a moment and try again.',
    request_id: expect.any(String),
  });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(limits.windowMs / 1000);
}

describe('what registration answers about an e-mail, and how often', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The limits as they run by default (RATE_LIMIT_FACTOR 1).
    t = await createTestApp({ rateLimits: limits });
  });
  afterAll(async () => t.close());

  const from = (n: number) => ({ remoteAddress: `198.18.0.${n}` });

  it('answers 201 for a new address and 422 on the e-mail field for a taken one, captains and students alike', async () => {
    const created = await post(t, '/api/auth/register', captainInput({ email: 'new@example.com' }), from(1));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ success: true, user: { email: 'new@example.com' } });

    const again = await post(t, '/api/auth/register', captainInput({ email: 'NEW@example.com' }), from(2));
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual(taken.en);
    const polish = await post(t, '/api/auth/register', captainInput({ email: 'new@example.com' }), {
      ...from(3),
      language: 'pl',
    });
    expect(polish.statusCode).toBe(422);
    expect(polish.json()).toEqual(taken.pl);

    const student = await post(
      t,
      '/api/student/register',
      studentInput({ email: 'new@example.com' }),
      from(4),
    );
    expect(student.statusCode, student.body).toBe(201);
    const studentAgain = await post(
      t,
      '/api/student/register',
      studentInput({ email: 'new@example.com' }),
      from(5),
    );
    expect(studentAgain.statusCode).toBe(422);
    expect(studentAgain.json()).toEqual(taken.en);
  });

  it(`lets one address ask ${limits.registerPerIp} times in ${limits.windowMs / 60_000} minutes, captains and students together`, async () => {
    expect(limits.registerPerIp).toBe(10);
    expect(limits.windowMs).toBe(15 * 60_000);
    const ip = from(50);
    await post(t, '/api/auth/register', captainInput({ email: 'known@example.com' }), from(51));
    // Probing taken and free addresses alike uses up the allowance.
    for (let i = 0; i < limits.registerPerIp; i++) {
      const probe =
        i % 2 === 0
          ? await post(t, '/api/auth/register', captainInput({ email: 'known@example.com' }), ip)
          : await post(t, '/api/student/register', studentInput({ email: `free${i}@example.com` }), ip);
      expect(probe.statusCode, `probe ${i}`).toBe(i % 2 === 0 ? 422 : 201);
    }
    expectLimited(await post(t, '/api/auth/register', captainInput({ email: 'known@example.com' }), ip));
    expectLimited(await post(t, '/api/student/register', studentInput({ email: 'other@example.com' }), ip));
    // Another address still gets its answers.
    const elsewhere = await post(
      t,
      '/api/auth/register',
      captainInput({ email: 'known@example.com' }),
      from(52),
    );
    expect(elsewhere.statusCode).toBe(422);
  });

  it('is recorded in docs/security.md as an accepted risk with these numbers', () => {
    const doc = fs.readFileSync(new URL('../../../docs/security.md', import.meta.url), 'utf8');
    expect(doc).toContain('accepted risk');
    expect(doc).toContain(
      `${limits.registerPerIp} registrations per address in ${limits.windowMs / 60_000} minutes`,
    );
  });
});
