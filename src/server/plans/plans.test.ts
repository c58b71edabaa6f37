import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

describe('GET /api/subscriptions/plans', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('lists the seeded yearly and monthly plans without a login, amounts as decimals', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/subscriptions/plans' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.message).toBe('Plans loaded.');
    expect(body.plans).toEqual([
      { id: expect.any(Number), name: expect.any(String), amount: 49, currency: 'PLN', duration_days: 365 },
      { id: expect.any(Number), name: expect.any(String), amount: 9.99, currency: 'PLN', duration_days: 30 },
    ]);
  });

  it('answers in Polish when the browser asks for it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/subscriptions/plans',
      headers: { 'accept-language': 'pl-PL,pl;q=0.9,en;q=0.8' },
    });
    expect(response.json().message).toBe('Plany zostały wczytane.');
  });
});
