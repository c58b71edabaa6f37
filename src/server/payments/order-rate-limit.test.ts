import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generousRateLimits, post, registerCaptain } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { orderInput } from './testing/support.ts';

describe('ordering premium is throttled per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: { ...generousRateLimits, loginPerIp: 2 } });
  });
  afterAll(async () => t.close());

  it('answers 429 with Retry-After after the limit, and creates no payment for the refused order', async () => {
    const { token } = await registerCaptain(t, { email: 'orders@example.com' });
    const order = () => post(t, '/api/subscriptions', orderInput(), { token, remoteAddress: '10.0.0.7' });
    expect((await order()).statusCode).toBe(200);
    expect((await order()).statusCode).toBe(200);
    const refused = await order();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const payments = await t.app.database.db.selectFrom('subscriptions').select('id').execute();
    expect(payments).toHaveLength(2);
    expect(
      (await post(t, '/api/subscriptions', orderInput(), { token, remoteAddress: '10.0.0.8' })).statusCode,
    ).toBe(200);
  });
});
