import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderInput } from '../payments/testing/support.ts';
import { generousRateLimits, get, post, registerCaptain } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

describe('GET /api/subscriptions: plan names in the reader language', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
    token = (await registerCaptain(t)).token;
    const ordered = await post(t, '/api/subscriptions', orderInput({ subscription_price_id: 2 }), { token });
    expect(ordered.statusCode, ordered.body).toBe(200);
  });
  afterAll(async () => t.close());

  const status = async (language: string) => {
    const response = await get(t, '/api/subscriptions', { token, language });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('names the plans on offer and the plan bought in English', async () => {
    const body = await status('en-GB,en;q=0.9');
    expect(body.available_plans.map((plan: { name: string }) => plan.name)).toEqual([
      'Yearly premium',
      'Monthly premium',
    ]);
    expect(body.subscription_history).toEqual([
      expect.objectContaining({ source: 'payment', status: 'pending', plan_name: 'Monthly premium' }),
    ]);
  });

  it('names them in Polish for a Polish reader', async () => {
    const body = await status('pl');
    expect(body.available_plans.map((plan: { name: string }) => plan.name)).toEqual([
      'Premium roczny',
      'Premium miesięczny',
    ]);
    expect(body.subscription_history[0].plan_name).toBe('Premium miesięczny');
    expect(body.message).toBe('Dane subskrypcji zostały wczytane.');
  });

  it('keeps the names a payment was made under when the plan is renamed later', async () => {
    await t.app.database.db
      .updateTable('plans')
      .set({ name_en: 'Monthly pass', name_pl: 'Karnet miesięczny' })
      .where('id', '=', 2)
      .execute();
    try {
      const english = await status('en');
      expect(english.available_plans[1].name).toBe('Monthly pass');
      expect(english.subscription_history[0].plan_name).toBe('Monthly premium');
      const polish = await status('pl');
      expect(polish.available_plans[1].name).toBe('Karnet miesięczny');
      expect(polish.subscription_history[0].plan_name).toBe('Premium miesięczny');
    } finally {
      await t.app.database.db
        .updateTable('plans')
        .set({ name_en: 'Monthly premium', name_pl: 'Premium miesięczny' })
        .where('id', '=', 2)
        .execute();
    }
  });
});
