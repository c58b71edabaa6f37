import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generousRateLimits, get, post, registerCaptain } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { runAdmin } from './run-admin.ts';

describe('admin commands for discount codes and premium grants', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
  });
  afterAll(async () => t.close());

  async function admin(...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runAdmin(
      argv,
      { databaseUrl: t.config.databaseUrl, dataDir: t.config.dataDir },
      { log: (line) => out.push(line) },
      { log: (line) => err.push(line) },
    );
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  it('creates codes that captains can redeem, and lists them with their use', async () => {
    expect(
      await admin(
        'discount-codes:create',
        '--code',
        'spring-26',
        '--days',
        '14',
        '--max-uses',
        '5',
        '--expires',
        '2099-04-30',
      ),
    ).toMatchObject({
      code: 0,
      out: 'Created discount code SPRING-26: 14 days, at most 5 uses, until 2099-04-30',
    });
    const { token } = await registerCaptain(t, { email: 'cli-code@example.com' });
    expect((await post(t, '/api/discount-codes/redeem', { code: 'Spring-26' }, { token })).statusCode).toBe(
      200,
    );
    const listed = await admin('discount-codes:list');
    expect(listed.code).toBe(0);
    expect(listed.out).toContain('SPRING-26  14 days  1/5 used  expires 2099-04-30');
  });

  it('grants premium days to a captain by e-mail, extending running premium', async () => {
    const { token } = await registerCaptain(t, { email: 'cli-grant@example.com' });
    expect(
      (await admin('subscriptions:grant', '--email', 'CLI-GRANT@example.com', '--days', '10')).code,
    ).toBe(0);
    expect((await admin('subscriptions:grant', '--email', 'cli-grant@example.com', '--days', '5')).code).toBe(
      0,
    );
    const status = (await get(t, '/api/subscriptions', { token })).json();
    expect(status.active_subscription).toMatchObject({ status: 'active', days_remaining: 15 });
    expect(status.subscription_history).toHaveLength(2);
  });

  it.each([
    [['discount-codes:create', '--days', '10'], 'Missing required option --code.'],
    [['discount-codes:create', '--code', 'a b', '--days', '10'], '--code must be 3 to 64 letters'],
    [
      ['discount-codes:create', '--code', 'OKCODE', '--days', '0'],
      '--days must be a whole number between 1 and 3650.',
    ],
    [
      ['discount-codes:create', '--code', 'OKCODE', '--days', '5', '--max-uses', 'many'],
      '--max-uses must be a whole number',
    ],
    [
      ['discount-codes:create', '--code', 'OKCODE', '--days', '5', '--expires', '2027-02-30'],
      '--expires must be a date',
    ],
    [
      ['subscriptions:grant', '--email', 'nobody@example.com', '--days', '5'],
      'No captain account with the e-mail',
    ],
    [['subscriptions:grant', '--email', 'cli-grant@example.com'], 'Missing required option --days.'],
  ])('refuses %j with a clear message and a non-zero exit code', async (argv, message) => {
    const run = await admin(...argv);
    expect(run.code).not.toBe(0);
    expect(run.err).toContain(message);
    expect(run.out).toBe('');
  });

  it('refuses a code that already exists', async () => {
    await admin('discount-codes:create', '--code', 'ONCE', '--days', '3');
    const again = await admin('discount-codes:create', '--code', 'once', '--days', '3');
    expect(again.code).toBe(2);
    expect(again.err).toContain('A discount code ONCE already exists.');
  });
});
