import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripLimit } from '#domain/trip-enums.ts';
import { tripCreateRequestSchema } from '#domain/trip-request.ts';
import { maxImportBytes } from '#domain/trip-transfer/import.ts';
import { translate } from '../http/messages.ts';
import { generousRateLimits } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { tripsRepository } from '../trips/repository.ts';
import { toValues } from '../trips/service.ts';
import { type Captain, call, createTrip, newCaptain, validTrip } from '../trips/test-support.ts';
import { tripImportsRepository } from './repository.ts';
import { commitImport, previewImport, storedCounts, tripsCsv, uploadImport } from './test-support.ts';

interface Served {
  id: number;
  yacht_name: string;
  embarkation_date: string;
  [field: string]: unknown;
}

async function tripsOf(t: TestApp, token: string): Promise<Served[]> {
  const response = await call(t, 'GET', '/api/sailing-trips', { token });
  return response.json<{ sailing_trips: Served[] }>().sailing_trips;
}

/** Gives the captain `count` trips at once, as kept (the limit test needs 349). */
async function keepTrips(t: TestApp, captain: Captain, count: number) {
  const { trip, ports, crew } = toValues(tripCreateRequestSchema.parse(validTrip()));
  const one = { values: { ...trip, status: 'completed' }, ports, crew };
  await tripsRepository(t.app.database.db).insertManyWithin(
    captain.id,
    () => Array.from({ length: count }, () => one),
    tripLimit,
  );
}

describe('POST /api/sailing-trips/import/{id}/commit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
  });
  afterAll(async () => t.close());

  it('writes the valid rows that are no duplicates, each as the API serves a trip made by hand, and the import is gone', async () => {
    const captain = await newCaptain(t, true);
    await createTrip(t, captain.token, { embarkation_date: '2025-03-02', disembarkation_date: '2025-03-02' });
    const csv = tripsCsv([
      { yacht_name: 'Ready', visited_ports: 'Hel; Dover (tidal)' },
      {},
      { disembarkation_date: '2025-02-01' },
      { yacht_name: 'Ready' },
    ]);
    const preview = await previewImport(t, captain.token, csv);
    expect(
      preview.rows.map(({ row, duplicate, errors }) => ({ row, duplicate, invalid: Object.keys(errors) })),
    ).toEqual([
      { row: 2, duplicate: false, invalid: [] },
      // Equal to the trip kept (same yacht, dates and ports).
      { row: 3, duplicate: true, invalid: [] },
      { row: 4, duplicate: false, invalid: ['disembarkation_date'] },
      { row: 5, duplicate: false, invalid: [] },
    ]);

    const response = await commitImport(t, captain.token, preview.id, {}, 'pl');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      created: 2,
      skipped: 2,
      message: 'Zaimportowano 2 rejsy.',
    });
    const kept = await tripsOf(t, captain.token);
    expect(kept).toHaveLength(3);
    const imported = kept.find((trip) => trip.embarkation_date === '2025-03-01');
    expect(imported).toMatchObject({
      status: 'completed',
      yacht_name: 'Ready',
      registration_number: 'POL-1234',
      hull_length: 42.7,
      captain: {
        first_name: 'Łukasz',
        last_name: 'Żółć',
        email: expect.any(String),
        phone: '+48 600 100 200',
        license_type: 'pzz-kj',
        license_number: 'KJ-1234',
        other_license: '',
      },
      visited_ports: [
        { name: 'Hel', is_tidal: false, arrival_date: null, departure_date: null, lat: null, lon: null },
        { name: 'Dover', is_tidal: true, arrival_date: null, departure_date: null, lat: null, lon: null },
      ],
      tidal_ports_count: 1,
      crew_members: [],
      passages: [],
    });

    const again = await commitImport(t, captain.token, preview.id);
    expect(again.statusCode).toBe(404);
    expect(await tripsOf(t, captain.token)).toHaveLength(3);
  });

  it('writes only the rows chosen, skipping the chosen ones that are invalid or duplicates', async () => {
    const captain = await newCaptain(t, true);
    const csv = tripsCsv([
      {},
      {},
      { distance: 'far' },
      {},
      { embarkation_date: '2025-03-02', disembarkation_date: '2025-03-02' },
    ]);
    const preview = await previewImport(t, captain.token, csv);
    expect(preview).toMatchObject({ valid: 4, invalid: 1, duplicates: 1 });
    const response = await commitImport(t, captain.token, preview.id, { rows: [3, 4, 6, 99] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ created: 1, skipped: 2, message: '1 trip has been imported.' });
    expect((await tripsOf(t, captain.token)).map((trip) => trip.embarkation_date)).toEqual(['2025-03-02']);
  });

  it('skips a row equal to a trip kept since the preview', async () => {
    const captain = await newCaptain(t, true);
    const preview = await previewImport(t, captain.token, tripsCsv([{}, {}]));
    expect(preview).toMatchObject({ valid: 2, duplicates: 0 });
    await createTrip(t, captain.token, { embarkation_date: '2025-03-01', disembarkation_date: '2025-03-01' });
    const response = await commitImport(t, captain.token, preview.id);
    expect(response.json()).toMatchObject({ created: 1, skipped: 1 });
    expect(await tripsOf(t, captain.token)).toHaveLength(2);
  });

  it('writes the trips once when the same import is committed twice at the same time', async () => {
    const captain = await newCaptain(t, true);
    const preview = await previewImport(t, captain.token, tripsCsv([{}, {}, {}]));
    const answers = await Promise.all([
      commitImport(t, captain.token, preview.id),
      commitImport(t, captain.token, preview.id),
    ]);
    // The second either finds the import gone or, inside its write, every row a duplicate of the first's trips.
    for (const answer of answers) expect([200, 404], answer.body).toContain(answer.statusCode);
    const created = answers
      .filter((answer) => answer.statusCode === 200)
      .map((answer) => answer.json<{ created: number }>().created);
    expect(created.sort()).toEqual(created.length === 2 ? [0, 3] : [3]);
    expect(await tripsOf(t, captain.token)).toHaveLength(3);
  });

  it('answers a repeated commit with the same Idempotency-Key with the first answer', async () => {
    const captain = await newCaptain(t, true);
    const preview = await previewImport(t, captain.token, tripsCsv([{}, {}]));
    const commit = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/sailing-trips/import/${preview.id}/commit`,
        headers: { authorization: `Bearer ${captain.token}`, 'idempotency-key': `import-${preview.id}` },
        payload: {},
      });
    const first = await commit();
    const again = await commit();
    expect(first.statusCode, first.body).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    expect(await tripsOf(t, captain.token)).toHaveLength(2);
  });

  it('refuses the whole commit when the trips would pass the limit, naming how many can still be added', async () => {
    const captain = await newCaptain(t, true);
    await keepTrips(t, captain, tripLimit - 1);
    const preview = await previewImport(t, captain.token, tripsCsv([{}, {}]));
    expect(preview.valid).toBe(2);
    const before = await storedCounts(t);
    const response = await commitImport(t, captain.token, preview.id);
    expect(response.statusCode, response.body).toBe(422);
    const message =
      'Importing 2 trips would take your logbook past its limit of 350 trips: you can add 1 more. Choose fewer ' +
      'rows or delete trips you no longer need.';
    expect(response.json()).toEqual({
      success: false,
      message,
      errors: { rows: [message] },
      request_id: expect.any(String),
    });
    expect(await storedCounts(t)).toEqual(before);
    expect(await tripsOf(t, captain.token)).toHaveLength(tripLimit - 1);

    // The import is kept: one row of it still fits.
    const one = await commitImport(t, captain.token, preview.id, { rows: [2] });
    expect(one.json()).toMatchObject({ created: 1, skipped: 0 });
    expect(await tripsOf(t, captain.token)).toHaveLength(tripLimit);
  });

  it('writes nothing when a trip in the middle fails in the database', async () => {
    const captain = await newCaptain(t, true);
    const db = t.app.database.db;
    // A test-only fault: the database refuses the third trip, after two were written in the same transaction.
    if (t.database.dialect === 'postgres') {
      await sql`create function refuse_trip() returns trigger language plpgsql as $$
        begin if new.yacht_name = 'Refused' then raise exception 'refused by the test'; end if; return new; end $$`.execute(
        db,
      );
      await sql`create trigger refuse_trip before insert on trips for each row execute function refuse_trip()`.execute(
        db,
      );
    } else {
      await sql`create trigger refuse_trip before insert on trips when new.yacht_name = 'Refused'
        begin select raise(abort, 'refused by the test'); end`.execute(db);
    }
    try {
      const preview = await previewImport(
        t,
        captain.token,
        tripsCsv([{}, {}, { yacht_name: 'Refused' }, {}]),
      );
      expect(preview.valid).toBe(4);
      const before = await storedCounts(t);
      const response = await commitImport(t, captain.token, preview.id);
      expect(response.statusCode).toBe(500);
      expect(await storedCounts(t)).toEqual(before);
      expect(await tripsOf(t, captain.token)).toEqual([]);
    } finally {
      await sql`drop trigger refuse_trip${sql.raw(t.database.dialect === 'postgres' ? ' on trips' : '')}`.execute(
        db,
      );
      if (t.database.dialect === 'postgres') await sql`drop function refuse_trip()`.execute(db);
    }
  });

  it("answers 404 for another captain's import, an unknown id and an expired import, and purges expired ones", async () => {
    const captain = await newCaptain(t, true);
    const other = await newCaptain(t, true);
    const preview = await previewImport(t, captain.token, tripsCsv([{}]));
    for (const id of [preview.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await commitImport(t, other.token, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        message: 'Not found.',
        request_id: expect.any(String),
      });
    }
    expect(await tripsOf(t, other.token)).toEqual([]);

    const db = t.app.database.db;
    const expired = await previewImport(t, captain.token, tripsCsv([{}]));
    await db
      .updateTable('trip_imports')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', expired.id)
      .execute();
    expect((await commitImport(t, captain.token, expired.id)).statusCode).toBe(404);
    expect(await tripsOf(t, captain.token)).toEqual([]);

    expect(await tripImportsRepository(db).purgeExpired(new Date())).toBe(1);
    const left = await db.selectFrom('trip_imports').select('id').where('user_id', '=', captain.id).execute();
    expect(left).toEqual([{ id: preview.id }]);
    await tripImportsRepository(db).purgeExpired(new Date(Date.now() + 3600_000 + 1000));
    expect((await commitImport(t, captain.token, preview.id)).statusCode).toBe(404);
  });

  it('answers a captain without premium 403 premium_required on both routes, and keeps nothing', async () => {
    const free = await newCaptain(t, false);
    const premium = await newCaptain(t, true);
    const preview = await previewImport(t, premium.token, tripsCsv([{}]));
    const before = await storedCounts(t);
    const upload = await uploadImport(t, free.token, tripsCsv([{}]));
    expect(upload.statusCode).toBe(403);
    expect(upload.json()).toMatchObject({
      success: false,
      error: 'premium_required',
      request_id: expect.any(String),
    });
    const commit = await commitImport(t, free.token, preview.id);
    expect(commit.statusCode).toBe(403);
    expect(await storedCounts(t)).toEqual(before);
  });

  it('refuses files it cannot read with 422 on file, keeping no import and no trip', async () => {
    const captain = await newCaptain(t, true);
    const before = await storedCounts(t);
    const header = tripsCsv([]);
    const tooMany = tripsCsv(Array.from({ length: 1001 }, () => ({ embarkation_date: '2025-01-01' })));
    const values = { megabytes: 10, max: 1000 };
    const files: [string, string | Buffer, string][] = [
      ['empty.csv', '', 'empty'],
      ['header-only.csv', header, 'empty'],
      ['picture.xlsx', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0, 1, 2, 3, 0, 0, 0]), 'not_xlsx'],
      ['broken.json', '{"format_version": 1, "sailing_trips": [', 'json_broken'],
      ['many.csv', tooMany, 'too_many_rows'],
      // One byte over 10 MB reaches the route, which refuses it; more is cut off by the parser.
      ['huge.csv', Buffer.alloc(maxImportBytes + 1, 'a'), 'too_large'],
      ['huger.csv', Buffer.alloc(maxImportBytes + 4096, 'a'), 'too_large'],
    ];
    for (const [fileName, data, reason] of files) {
      const response = await uploadImport(t, captain.token, data, { fileName });
      expect(response.statusCode, `${fileName}: ${response.body}`).toBe(422);
      const { errors, message } = response.json();
      expect(Object.keys(errors), fileName).toEqual(['file']);
      expect(errors.file, fileName).toEqual([message]);
      expect(message, `${fileName} (${reason})`).toBe(translate('en', `trip_import.file.${reason}`, values));
      expect(message, fileName).not.toMatch(/trip_import|\{\{/);
    }
    expect(await storedCounts(t)).toEqual(before);
  });

  it('reads back the JSON a logbook serves without losing a field, the status and crew texts included', async () => {
    const captain = await newCaptain(t, true);
    const original = await createTrip(t, captain.token, {
      embarkation_date: '2099-05-01',
      disembarkation_date: '2099-05-03',
      night_hours: '3',
      role_on_board: 'first_officer',
      passages: [{ from: 'Gdynia', to: 'Bornholm', distance: 80, overnight: true }],
      visited_ports: [{ name: 'Rønne', is_tidal: false, lat: 55.1, lon: 14.7 }],
    });
    await call(t, 'PATCH', `/api/sailing-trips/${original.id}/status`, {
      token: captain.token,
      payload: { status: 'cancelled' },
    });
    const served = await tripsOf(t, captain.token);
    const file = JSON.stringify({
      format_version: 1,
      exported_at: new Date().toISOString(),
      sailing_trips: served,
    });

    const other = await newCaptain(t, true);
    const preview = await previewImport(t, other.token, file, { fileName: 'logbook.json' });
    expect(preview).toMatchObject({ format: 'json', columns: [], valid: 1, invalid: 0, duplicates: 0 });
    expect(preview.rows[0]).toMatchObject({ row: 1, errors: {}, trip: { status: 'cancelled' } });
    expect((await commitImport(t, other.token, preview.id)).json()).toMatchObject({ created: 1, skipped: 0 });

    const strip = ({ id: _id, created_at: _c, updated_at: _u, crew_members, ...trip }: Served) => ({
      ...trip,
      crew_members: (crew_members as { id: number }[]).map(({ id: _member, ...member }) => member),
    });
    const [copy] = await tripsOf(t, other.token);
    expect(copy).toBeDefined();
    expect(strip(copy as Served)).toEqual(strip(served[0] as Served));
  });
});
