import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { runAdmin } from './run-admin.ts';

interface Run {
  code: number;
  out: string;
  err: string;
}

describe('admin command line', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database.drop());

  async function admin(...argv: string[]): Promise<Run> {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runAdmin(
      argv,
      { databaseUrl: database.databaseUrl, dataDir: database.dataDir },
      { log: (line) => out.push(line) },
      { log: (line) => err.push(line) },
    );
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  async function plansFromApi(language = 'en') {
    const app = await buildApp(
      {
        ...loadConfig({}),
        dataDir: database.dataDir,
        databaseUrl: database.databaseUrl,
        webDir: path.join(database.dataDir, 'no-web-build'),
        logLevel: 'silent',
      },
      { logger: false },
    );
    try {
      const response = await app.inject({
        method: 'GET',
        url: '/api/subscriptions/plans',
        headers: { 'accept-language': language },
      });
      expect(response.statusCode).toBe(200);
      return response.json().plans;
    } finally {
      await app.close();
    }
  }

  it('plans:list prints the seeded plans, migrating a new database first', async () => {
    const run = await admin('plans:list');
    expect(run).toEqual({ code: 0, out: expect.any(String), err: '' });
    expect(run.out.split('\n')).toEqual([
      expect.stringMatching(
        /^#\d+ {2}Yearly premium \(pl: Premium roczny\) {2}49\.00 PLN {2}365 days {2}active$/,
      ),
      expect.stringMatching(
        /^#\d+ {2}Monthly premium \(pl: Premium miesięczny\) {2}9\.99 PLN {2}30 days {2}active$/,
      ),
    ]);
  });

  it('plans:create --name gives the plan one name for both languages, and the API then offers it', async () => {
    const run = await admin(
      'plans:create',
      '--name',
      'Weekend pass',
      '--amount',
      '19,5',
      '--currency',
      'eur',
      '--days',
      '3',
    );
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    expect(run.out).toMatch(/^Created plan #\d+ {2}Weekend pass {2}19\.50 EUR {2}3 days {2}active$/);

    expect(await plansFromApi()).toEqual([
      {
        id: expect.any(Number),
        name: 'Yearly premium',
        amount: 49,
        currency: 'PLN',
        duration_days: 365,
      },
      {
        id: expect.any(Number),
        name: 'Monthly premium',
        amount: 9.99,
        currency: 'PLN',
        duration_days: 30,
      },
      { id: expect.any(Number), name: 'Weekend pass', amount: 19.5, currency: 'EUR', duration_days: 3 },
    ]);
    expect((await admin('plans:list')).out).toContain('Weekend pass  19.50 EUR  3 days  active');
    expect((await plansFromApi('pl')).map((plan: { name: string }) => plan.name)).toEqual([
      'Premium roczny',
      'Premium miesięczny',
      'Weekend pass',
    ]);
  });

  it('plans:create --name-en and --name-pl give the plan a name per language', async () => {
    const run = await admin(
      'plans:create',
      '--name-en',
      'Season pass',
      '--name-pl=Karnet sezonowy',
      '--amount',
      '120',
      '--currency',
      'PLN',
      '--days',
      '180',
    );
    expect(run).toEqual({
      code: 0,
      out: expect.stringMatching(
        /^Created plan #\d+ {2}Season pass \(pl: Karnet sezonowy\) {2}120\.00 PLN {2}180 days {2}active$/,
      ),
      err: '',
    });
    const named = (plans: { name: string; duration_days: number }[]) =>
      plans.find((plan) => plan.duration_days === 180)?.name;
    expect(named(await plansFromApi('en'))).toBe('Season pass');
    expect(named(await plansFromApi('pl-PL,pl;q=0.9'))).toBe('Karnet sezonowy');
  });

  it('plans:create --name-pl overrides --name for Polish only', async () => {
    const run = await admin(
      'plans:create',
      '--name',
      'Two weeks',
      '--name-pl',
      'Dwa tygodnie',
      '--amount',
      '15',
      '--currency',
      'PLN',
      '--days',
      '14',
    );
    expect(run.out).toContain('Two weeks (pl: Dwa tygodnie)  15.00 PLN  14 days  active');
  });

  it('plans:create accepts --flag=value too', async () => {
    const run = await admin(
      'plans:create',
      '--name=Quarter',
      '--amount=25.00',
      '--currency=PLN',
      '--days=90',
    );
    expect(run.code).toBe(0);
    expect(run.out).toContain('Quarter  25.00 PLN  90 days  active');
  });

  describe('bad arguments: a non-zero exit code, a clear message on err and nothing created', () => {
    const valid = { name: 'Test plan', amount: '10.00', currency: 'PLN', days: '30' };
    const create = (overrides: Partial<Record<keyof typeof valid | 'name-en' | 'name-pl', string | null>>) =>
      admin(
        'plans:create',
        ...Object.entries({ ...valid, ...overrides }).flatMap(([flag, value]) =>
          value === null ? [] : [`--${flag}`, value],
        ),
      );

    let plansBefore: string;
    beforeAll(async () => {
      plansBefore = (await admin('plans:list')).out;
    });

    function expectUsageError(run: Run, message: string | RegExp) {
      expect(run.code).not.toBe(0);
      expect(run.out).toBe('');
      expect(run.err).toMatch(message);
    }

    it('missing or empty --name', async () => {
      expectUsageError(
        await create({ name: null }),
        /^Missing required option --name-en \(or --name for both languages\)\./,
      );
      expectUsageError(await create({ name: '   ' }), /^Missing required option --name\./);
    });

    it('a name in one language only', async () => {
      expectUsageError(
        await admin(
          'plans:create',
          '--name-en',
          'Only English',
          '--amount',
          '10',
          '--currency',
          'PLN',
          '--days',
          '30',
        ),
        /^Missing required option --name-pl \(or --name for both languages\)\./,
      );
      expectUsageError(await create({ name: null, 'name-pl': '  ' }), /^Missing required option --name-en/);
    });

    it('a name over 100 characters', async () => {
      expectUsageError(await create({ name: 'x'.repeat(101) }), /--name must be at most 100 characters/);
      expectUsageError(
        await create({ 'name-pl': 'x'.repeat(101) }),
        /--name-pl must be at most 100 characters/,
      );
    });

    it('an amount that is not a decimal amount', async () => {
      for (const amount of ['abc', '-5', '9.999', '1e3', '']) {
        expectUsageError(
          await create({ amount }),
          amount === ''
            ? /Missing required option --amount/
            : /--amount must be a decimal amount such as 49\.00/,
        );
      }
    });

    it('a currency that is not a three-letter code', async () => {
      for (const currency of ['PLNN', 'PL', 'P1N', 'zł']) {
        expectUsageError(await create({ currency }), /--currency must be a three-letter code such as PLN/);
      }
    });

    it('days that are not a whole number from 1 to 3650', async () => {
      for (const days of ['0', '-1', '1.5', 'abc', '3651', '1e2']) {
        expectUsageError(await create({ days }), /--days must be a whole number of days between 1 and 3650/);
      }
    });

    it('an unknown option, naming the allowed ones', async () => {
      const run = await admin('plans:create', '--name', 'X', '--price', '10');
      expectUsageError(
        run,
        /^Unknown option --price\. Allowed: --name-en, --name-pl, --name, --amount, --currency, --days\./,
      );
      expect(run.err).toContain('Usage: npm run admin -- plans:create --name-en NAME --name-pl NAZWA');
      expectUsageError(await admin('plans:list', '--all', 'yes'), /^Unknown option --all\./);
    });

    it('a flag without a value, at the end or followed by another flag', async () => {
      expectUsageError(await admin('plans:create', '--name'), /^Option --name needs a value\./);
      expectUsageError(
        await admin('plans:create', '--name', '--amount', '10.00', '--currency', 'PLN', '--days', '30'),
        /^Option --name needs a value\./,
      );
    });

    it('a stray argument that is not a flag', async () => {
      expectUsageError(await admin('plans:create', 'Weekend'), /^Unexpected argument "Weekend"\./);
    });

    it('an unknown command, listing the commands', async () => {
      const run = await admin('plans:delete', '--id', '1');
      expectUsageError(run, /^Unknown command "plans:delete"\./);
      expect(run.err).toContain('plans:list');
      expect(run.err).toContain('plans:create');
    });

    it('no command at all, listing the commands', async () => {
      const run = await admin();
      expectUsageError(run, /^No command given\./);
      expect(run.err).toContain('Usage: npm run admin -- <command> [options]');
      expect(run.err).toContain('plans:list');
    });

    it('none of the failed commands above created a plan', async () => {
      expect((await admin('plans:list')).out).toBe(plansBefore);
    });
  });

  it('help prints the usage on out and succeeds', async () => {
    for (const argv of [['help'], ['--help']]) {
      const run = await admin(...argv);
      expect(run.code).toBe(0);
      expect(run.err).toBe('');
      expect(run.out).toContain(
        'plans:create --name-en NAME --name-pl NAZWA (or --name NAME for both) --amount 49.00 --currency PLN --days 365',
      );
    }
  });
});
