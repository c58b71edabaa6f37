import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenStore } from '../auth/tokens.ts';
import { premiumLedger } from '../subscriptions/premium.ts';
import { subscriptionsRepository } from '../subscriptions/repository.ts';
import { generousRateLimits, post, registerCaptain } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { requireSession } from './auth-guard.ts';
import { requirePremium } from './premium-guard.ts';

describe('the premium guard', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
    const db = t.app.database.db;
    // A route that exists only here, gated like trip create or yacht edit.
    t.app.post(
      '/api/test/gated',
      {
        onRequest: requireSession(tokenStore(db), 'captain'),
        preHandler: requirePremium(premiumLedger(subscriptionsRepository(db))),
      },
      async () => ({ success: true }),
    );
  });
  afterAll(async () => t.close());

  it('answers 403 premium_required without premium, in the user’s language', async () => {
    const { token } = await registerCaptain(t, { email: 'free@example.com' });
    const response = await post(t, '/api/test/gated', {}, { token });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      success: false,
      error: 'premium_required',
      message: 'This feature requires a Premium account.',
      request_id: expect.any(String),
    });
    expect((await post(t, '/api/test/gated', {}, { token, language: 'pl' })).json().message).toBe(
      'Ta funkcja wymaga konta Premium.',
    );
  });

  it('lets a captain with running premium through, and stops them again once it has ended', async () => {
    const { token, user } = await registerCaptain(t, { email: 'paid@example.com' });
    const ledger = premiumLedger(subscriptionsRepository(t.app.database.db));
    await ledger.grant(user.id, 1, 'grant');
    expect((await post(t, '/api/test/gated', {}, { token })).statusCode).toBe(200);
    await t.app.database.db
      .updateTable('users')
      .set({ premium_until: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', user.id)
      .execute();
    expect((await post(t, '/api/test/gated', {}, { token })).statusCode).toBe(403);
  });

  it('asks for a login before looking at premium', async () => {
    expect((await post(t, '/api/test/gated', {})).statusCode).toBe(401);
  });
});
