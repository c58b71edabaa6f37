import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { type DatabaseHandle, openDatabase } from '../database.ts';
import type { ListedColumn } from '../list-checks.ts';
import { listedColumns } from './017-listed-values.ts';
import { migratorBefore as migratorBeforeOf, runStep } from './migration-steps.ts';

const stamp = '2026-05-01T10:00:00.000Z';

/** One valid row of each table with a listed column (and of the tables they belong to), as plain SQL values. */
const validRows: Record<string, Record<string, unknown>> = {
  users: {
    id: 1,
    name: 'Anna',
    email: 'anna@example.com',
    email_normalized: 'anna@example.com',
    phone: '+48 600 000 000',
    password_hash: 'x',
    created_at: stamp,
    updated_at: stamp,
  },
  students: {
    id: 1,
    first_name: 'Jan',
    last_name: 'Nowak',
    email: 'jan@example.com',
    email_normalized: 'jan@example.com',
    password_hash: 'x',
    created_at: stamp,
    updated_at: stamp,
  },
  captain_profiles: {
    user_id: 1,
    license_type: 'pzz-kj',
    nationality: 'POLAND',
    languages: 'POL',
    updated_at: stamp,
  },
  trips: {
    id: 1,
    user_id: 1,
    status: 'completed',
    captain_first_name: 'Anna',
    captain_last_name: 'Kowalska',
    captain_email: '',
    captain_phone: '+48 600 000 000',
    captain_license_type: 'pzz-kj',
    captain_license_number: 'KJ-1',
    captain_other_license: '',
    yacht_name: 'Mewa',
    registration_number: 'POL-1',
    home_port: 'Gdynia',
    hull_length: 12.5,
    engines_count: 1,
    engine_power: 30,
    embarkation_port: 'Gdynia',
    is_embarkation_tidal_port: 0,
    disembarkation_port: 'Hel',
    is_disembarkation_tidal_port: 0,
    distance: 20,
    embarkation_date: '2026-04-01',
    disembarkation_date: '2026-04-02',
    sailing_hours: 5,
    engine_hours: 1,
    tidal_hours: 0,
    logbook_number: '',
    captain_notes: '',
    created_at: stamp,
    updated_at: stamp,
  },
  trip_crew_members: {
    id: 1,
    trip_id: 1,
    position: 0,
    full_name: 'Piotr Wiśniewski',
    email: '',
    phone: '',
    role: 'crew',
    other_role: '',
    license_type: '',
    other_license: '',
    license_number: '',
    captain_opinion: 'positive',
    performance: 'good',
    seasickness: 'none',
    resistance: 'good',
    captain_notes: '',
  },
  planned_trips: {
    id: 1,
    user_id: 1,
    name: 'Bornholm',
    description: '',
    start_date: '2026-07-01',
    end_date: '2026-07-08',
    embarkation_port: 'Gdynia',
    disembarkation_port: 'Gdynia',
    yacht_name: 'Mewa',
    yacht_type: '',
    is_active: 1,
    created_at: stamp,
    updated_at: stamp,
  },
  enrolments: {
    id: 1,
    planned_trip_id: 1,
    student_id: 1,
    status: 'pending',
    student_notes: '',
    captain_notes: '',
    created_at: stamp,
    updated_at: stamp,
  },
  subscriptions: {
    id: 1,
    user_id: 1,
    source: 'payment',
    status: 'pending',
    days: 365,
    payment_provider: 'payu',
    ext_order_id: 'order-1',
    created_at: stamp,
  },
  retained_payments: {
    id: 1,
    subscription_id: 1,
    status: 'completed',
    days: 365,
    payment_provider: 'payu',
    ext_order_id: 'order-0',
    invoice_type: 'osoba_prawna',
    created_at: stamp,
    account_deleted_at: stamp,
    erase_after: '2033-01-01',
  },
  cv_links: {
    id: 1,
    token_hash: 'hash-1',
    user_id: 1,
    trip_ids: '[1]',
    nationality: 'POLAND',
    languages: 'POL',
    language: 'pl',
    expires_at: stamp,
    created_at: stamp,
  },
};
/** Parents first. */
const tableOrder = Object.keys(validRows);

function insertRow(db: Kysely<unknown>, table: string, row: Record<string, unknown>) {
  const columns = Object.keys(row);
  return sql`insert into ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column)))})
    values (${sql.join(columns.map((column) => row[column]))})`.execute(db);
}

/** The key column of a table's rows (a captain profile is its captain's). */
const keyOf = (table: string) => (table === 'captain_profiles' ? 'user_id' : 'id');

/** A copy of the table's valid row under another key (and other unique values), `column` set to `value`. */
function anotherRow(listed: ListedColumn, value: unknown, key: number) {
  const row: Record<string, unknown> = {
    ...validRows[listed.table],
    [keyOf(listed.table)]: key,
    [listed.column]: value,
  };
  if ('ext_order_id' in row) row.ext_order_id = `order-${key}`;
  if ('token_hash' in row) row.token_hash = `hash-${key}`;
  return row;
}

describe('migration 017-listed-values', () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let db: Kysely<unknown>;

  const migratorBefore = (upTo: string) => migratorBeforeOf(handle, upTo);
  const run = runStep;
  const migrate017 = async () => run((await migratorBefore('018')).migrateToLatest());

  beforeAll(async () => {
    database = await createTestDatabase();
    handle = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    db = handle.db as unknown as Kysely<unknown>;
    await run((await migratorBefore('017')).migrateToLatest());
    for (const table of tableOrder) await insertRow(db, table, validRows[table] ?? {});
  });
  afterAll(async () => {
    await handle.close();
    await database.drop();
  });

  it('stops over rows off the lists, names each value, and changes nothing', async () => {
    // What the seed of the benchmarks wrote before it went through the API's schemas.
    await sql`update trip_crew_members set resistance = 'very_good', role = 'officer'`.execute(db);
    await sql`update cv_links set language = 'de'`.execute(db);

    await expect(migrate017()).rejects.toThrow(
      [
        'Migration 017-listed-values changed nothing: these rows hold values the app does not accept.',
        '  trip_crew_members.role = "officer" (1 row)',
        '  trip_crew_members.resistance = "very_good" (1 row)',
        '  cv_links.language = "de" (1 row)',
        'Set each to a listed value (docs/operations.md, "Values the app does not accept") and start again.',
      ].join('\n'),
    );
    const applied = await sql<{
      name: string;
    }>`select name from kysely_migration where name like '017%'`.execute(db);
    expect(applied.rows).toEqual([]);
    // No check was added: another value off the list still goes in.
    await sql`update trips set status = 'sunk'`.execute(db);
    expect((await sql`select status from trips`.execute(db)).rows).toEqual([{ status: 'sunk' }]);
  });

  it('runs once the operator has set listed values, and keeps the rows, foreign keys and indexes', async () => {
    await sql`update trip_crew_members set resistance = 'good', role = 'crew'`.execute(db);
    await sql`update cv_links set language = 'pl'`.execute(db);
    await sql`update trips set status = 'completed'`.execute(db);
    await migrate017();

    for (const table of tableOrder) {
      const { rows } = await sql`select count(*) as n from ${sql.table(table)}`.execute(db);
      expect(Number((rows[0] as { n: number | string }).n), table).toBe(1);
    }
    const indexes =
      handle.dialect === 'sqlite'
        ? sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'trips'`
        : sql<{ name: string }>`select indexname as name from pg_indexes
            where schemaname = current_schema() and tablename = 'trips'`;
    expect((await indexes.execute(db)).rows.map((row) => row.name)).toContain('trips_user');
    if (handle.dialect === 'sqlite') {
      const { rows } = await sql`pragma foreign_key_check`.execute(db);
      expect(rows).toEqual([]);
    }
  });

  it('takes every listed value, and null where the column allows it', async () => {
    for (const listed of listedColumns) {
      const key = keyOf(listed.table);
      for (const value of listed.values) {
        await sql`update ${sql.table(listed.table)} set ${sql.ref(listed.column)} = ${value}
          where ${sql.ref(key)} = 1`.execute(db);
      }
      if (['payment_provider', 'invoice_type'].includes(listed.column)) {
        await sql`update ${sql.table(listed.table)} set ${sql.ref(listed.column)} = null
          where ${sql.ref(key)} = 1`.execute(db);
      }
      const restored = validRows[listed.table]?.[listed.column];
      await sql`update ${sql.table(listed.table)} set ${sql.ref(listed.column)} = ${restored}
        where ${sql.ref(key)} = 1`.execute(db);
    }
  });

  it('refuses an insert or an update with a value off the list, in every listed column', async () => {
    let key = 100;
    for (const listed of listedColumns) {
      const where = `${listed.table}.${listed.column}`;
      key += 1;
      if (listed.table === 'captain_profiles') await insertRow(db, 'users', anotherUser(key));
      // Short enough for every column's width; a listed value in other letter case is off the list too.
      for (const value of ['zz', (listed.values.find(Boolean) ?? 'x').toUpperCase()]) {
        const inserted = insertRow(db, listed.table, anotherRow(listed, value, key));
        await expect(inserted, `insert into ${where}`).rejects.toThrow(
          `${listed.table}_${listed.column}_listed`,
        );
        const updated =
          sql`update ${sql.table(listed.table)} set ${sql.ref(listed.column)} = ${value}`.execute(db);
        await expect(updated, `update of ${where}`).rejects.toThrow(
          `${listed.table}_${listed.column}_listed`,
        );
      }
    }
    // The rows are as they were.
    expect((await sql`select role, resistance from trip_crew_members`.execute(db)).rows).toEqual([
      { role: 'crew', resistance: 'good' },
    ]);
  });

  it('checks the lists the API has today: a changed list needs a migration that renews its check', () => {
    // When this fails, a domain list changed: databases migrated before keep the old check, and would refuse
    // a value the API now takes (or take one it no longer does). Add a migration that calls dropListCheck and
    // addListCheck for that column (list-checks.ts), then update this copy.
    expect(Object.fromEntries(listedColumns.map((c) => [`${c.table}.${c.column}`, [...c.values]]))).toEqual({
      'trips.status': ['planned', 'in_progress', 'completed', 'cancelled'],
      'trips.captain_license_type': captainLicences,
      'trip_crew_members.role': [
        'crew',
        'first_officer',
        'second_officer',
        'third_officer',
        'mechanic',
        'steward',
        '_other',
      ],
      'trip_crew_members.license_type': ['', ...captainLicences.slice(0, -1), 'starszy_oficer', '_other'],
      'trip_crew_members.captain_opinion': ['positive', 'negative'],
      'trip_crew_members.performance': ['very_good', 'good', 'sufficient', 'insufficient'],
      'trip_crew_members.seasickness': ['none', 'mild', 'severe', 'unknown'],
      'trip_crew_members.resistance': ['good', 'sufficient', 'insufficient', 'not_tested', 'unknown'],
      'captain_profiles.license_type': ['', ...captainLicences],
      'enrolments.status': ['pending', 'accepted', 'rejected'],
      'subscriptions.source': ['payment', 'discount_code', 'grant'],
      'subscriptions.status': ['pending', 'completed', 'canceled', 'abandoned'],
      'subscriptions.payment_provider': ['payu'],
      'retained_payments.status': ['pending', 'completed', 'canceled', 'abandoned'],
      'retained_payments.payment_provider': ['payu'],
      'retained_payments.invoice_type': ['osoba_fizyczna', 'osoba_prawna'],
      'cv_links.language': ['en', 'pl'],
    });
  });

  it('goes back down, and takes any value again', async () => {
    await run((await migratorBefore('018')).migrateDown());
    await sql`update trip_crew_members set resistance = 'very_good'`.execute(db);
    await sql`update trip_crew_members set resistance = 'good'`.execute(db);
    await migrate017();
  });
});

const captainLicences = [
  'pzz-kj',
  'pzz-jsm',
  'pzz-zj',
  'rya-ocean',
  'rya-offshore',
  'rya-coastal',
  'pzmwinw-sm',
  'pzmwinw-msm',
  'pzmwinw-km',
  'pzmwinw-mm',
  'hr-a',
  'hr-b',
  'hr-c',
  '_other',
];

function anotherUser(id: number) {
  return {
    ...validRows.users,
    id,
    email: `u${id}@example.com`,
    email_normalized: `u${id}@example.com`,
  };
}
