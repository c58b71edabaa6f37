import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { type DatabaseHandle, openDatabase } from '../database.ts';
import { splitPlanName } from './010-plan-names.ts';
import { migratorBefore as migratorBeforeOf, runStep } from './migration-steps.ts';

describe('splitPlanName', () => {
  it('reads "Polish / English" as the seeded names were written', () => {
    expect(splitPlanName('Premium roczny / Yearly premium')).toEqual({
      pl: 'Premium roczny',
      en: 'Yearly premium',
    });
    expect(splitPlanName('A / B / C')).toEqual({ pl: 'A', en: 'B / C' });
  });

  it('gives a name without " / " to both languages', () => {
    for (const name of ['Weekend pass', 'Rok/Year', ' / Year', 'Rok / ']) {
      expect(splitPlanName(name)).toEqual({ en: name.trim(), pl: name.trim() });
    }
  });
});

/** Migrations 010 and 011 over data written before them, on the test run's dialect. */
describe('migrations 010-plan-names and 011-payment-expiry over existing data', () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let db: Kysely<unknown>;

  const migratorBefore = (upTo: string) => migratorBeforeOf(handle, upTo);
  const run = runStep;

  const created = '2026-05-01T10:00:00.000Z';

  beforeAll(async () => {
    database = await createTestDatabase();
    handle = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    db = handle.db as unknown as Kysely<unknown>;
    await run((await migratorBefore('010')).migrateToLatest());

    await sql`
      insert into plans (name, amount_minor, currency, duration_days, is_active, created_at)
      values ('Weekend pass', 500, 'EUR', 3, 1, ${created})
    `.execute(db);
    await sql`
      insert into users (name, email, email_normalized, phone, password_hash, created_at, updated_at)
      values ('Anna', 'anna@example.com', 'anna@example.com', '+48 600 000 000', 'x', ${created}, ${created})
    `.execute(db);
    const payments = [
      ['lb-1', 'pending', 'SBXAAA', 'Premium roczny / Yearly premium'],
      ['lb-2', 'pending', 'PAYU123', 'Premium miesięczny / Monthly premium'],
      ['lb-3', 'completed', 'PAYU456', 'Weekend pass'],
    ] as const;
    for (const [ext, status, providerId, planName] of payments) {
      await sql`
        insert into subscriptions (user_id, source, status, days, plan_name, amount_minor, currency,
          payment_provider, ext_order_id, provider_order_id, created_at)
        values (1, 'payment', ${status}, 365, ${planName}, 4900, 'PLN', 'payu', ${ext}, ${providerId}, ${created})
      `.execute(db);
    }
    await sql`
      insert into subscriptions (user_id, source, status, days, created_at, completed_at)
      values (1, 'grant', 'completed', 10, ${created}, ${created})
    `.execute(db);

    await run((await migratorBefore('012')).migrateToLatest());
  });
  afterAll(async () => {
    await handle.close();
    await database.drop();
  });

  it('splits the plans names per language, and gives a single name to both', async () => {
    const plans = await sql`select id, name_en, name_pl from plans order by id`.execute(db);
    expect(plans.rows).toEqual([
      { id: 1, name_en: 'Yearly premium', name_pl: 'Premium roczny' },
      { id: 2, name_en: 'Monthly premium', name_pl: 'Premium miesięczny' },
      { id: 3, name_en: 'Weekend pass', name_pl: 'Weekend pass' },
    ]);
  });

  it("splits each payment's plan name the same way, and gives codes and grants none", async () => {
    const rows = await sql`
      select ext_order_id, plan_name_en, plan_name_pl from subscriptions order by id
    `.execute(db);
    expect(rows.rows).toEqual([
      { ext_order_id: 'lb-1', plan_name_en: 'Yearly premium', plan_name_pl: 'Premium roczny' },
      { ext_order_id: 'lb-2', plan_name_en: 'Monthly premium', plan_name_pl: 'Premium miesięczny' },
      { ext_order_id: 'lb-3', plan_name_en: 'Weekend pass', plan_name_pl: 'Weekend pass' },
      { ext_order_id: null, plan_name_en: null, plan_name_pl: null },
    ]);
  });

  it('gives pending payments the lifetime their order had: 30 minutes in the sandbox, 24 hours at PayU', async () => {
    const rows = await sql`select ext_order_id, expires_at from subscriptions order by id`.execute(db);
    expect(rows.rows).toEqual([
      { ext_order_id: 'lb-1', expires_at: '2026-05-01T10:30:00.000Z' },
      { ext_order_id: 'lb-2', expires_at: '2026-05-02T10:00:00.000Z' },
      { ext_order_id: 'lb-3', expires_at: null },
      { ext_order_id: null, expires_at: null },
    ]);
  });

  it('goes back down to one name per plan and per payment', async () => {
    await sql`update subscriptions set status = 'abandoned' where ext_order_id = 'lb-1'`.execute(db);
    const migrator = await migratorBefore('012');
    await run(migrator.migrateDown());
    await run(migrator.migrateDown());
    const plans = await sql`select name from plans order by id`.execute(db);
    expect(plans.rows).toEqual([
      { name: 'Premium roczny / Yearly premium' },
      { name: 'Premium miesięczny / Monthly premium' },
      { name: 'Weekend pass' },
    ]);
    const payments = await sql`select plan_name, status from subscriptions order by id`.execute(db);
    expect(payments.rows).toEqual([
      { plan_name: 'Premium roczny / Yearly premium', status: 'pending' },
      { plan_name: 'Premium miesięczny / Monthly premium', status: 'pending' },
      { plan_name: 'Weekend pass', status: 'completed' },
      { plan_name: null, status: 'completed' },
    ]);
  });
});
