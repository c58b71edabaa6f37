import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

describe('GET /api/subscriptions/plans', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const plans = (acceptLanguage?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/subscriptions/plans',
      headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
    });

  it('lists the seeded yearly and monthly plans without a login, in English, amounts as decimals', async () => {
    const response = await plans();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      plans: [
        { id: 1, name: 'Yearly premium', amount: 49, currency: 'PLN', duration_days: 365 },
        { id: 2, name: 'Monthly premium', amount: 9.99, currency: 'PLN', duration_days: 30 },
      ],
      message: 'Plans loaded.',
    });
  });

  it('names the plans and answers in Polish when the browser asks for it', async () => {
    const response = await plans('pl-PL,pl;q=0.9,en;q=0.8');
    expect(response.json()).toEqual({
      success: true,
      plans: [
        { id: 1, name: 'Premium roczny', amount: 49, currency: 'PLN', duration_days: 365 },
        { id: 2, name: 'Premium miesięczny', amount: 9.99, currency: 'PLN', duration_days: 30 },
      ],
      message: 'Plany zostały wczytane.',
    });
  });

  it('follows the q-values, and falls back to English for a language it does not have', async () => {
    const names = async (header: string) =>
      (await plans(header)).json().plans.map((plan: { name: string }) => plan.name);
    expect(await names('en;q=0.5,pl;q=0.8')).toEqual(['Premium roczny', 'Premium miesięczny']);
    expect(await names('de-DE,fr;q=0.9')).toEqual(['Yearly premium', 'Monthly premium']);
  });

  it('shows a plan with one name in both languages under that name', async () => {
    await t.app.database.db
      .insertInto('plans')
      .values({
        name_en: 'Logbook Pro',
        name_pl: 'Logbook Pro',
        amount_minor: 1500,
        currency: 'EUR',
        duration_days: 90,
        is_active: 1,
        created_at: new Date().toISOString(),
      })
      .execute();
    for (const language of ['en', 'pl']) {
      const listed = (await plans(language)).json().plans as { id: number }[];
      expect(listed.find((plan) => plan.id === 3)).toEqual({
        id: 3,
        name: 'Logbook Pro',
        amount: 15,
        currency: 'EUR',
        duration_days: 90,
      });
    }
  });
});
