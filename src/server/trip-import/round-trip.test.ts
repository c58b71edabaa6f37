import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../captain-profile/test-support.ts';
import { generousRateLimits } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { call, createTrip, newCaptain, type ServedTrip } from '../trips/test-support.ts';
import { variedTrips } from './varied-trips.ts';

type Served = ServedTrip & {
  visited_ports: Record<string, unknown>[];
  crew_members: Record<string, unknown>[];
  passages: unknown[];
  logbook_number: string;
  embarkation_date: string;
  yacht_type: string;
  yacht_owner_name: string;
  yacht_owner_address: string;
};

/** A served trip without what belongs to the account that keeps it (ids, moments, student links). */
function comparable(trip: Served) {
  const { id: _id, created_at: _created, updated_at: _updated, ...rest } = trip;
  return {
    ...rest,
    crew_members: trip.crew_members.map(({ id: _member, ...member }) => member),
  };
}

/** What a CSV row carries: everything but the crew and passages, and the visited ports' names and tidal flags. */
function csvCarried(trip: Served) {
  const { crew_members: _crew, passages: _passages, ...rest } = comparable(trip);
  return {
    ...rest,
    visited_ports: trip.visited_ports.map((port) => ({ name: port.name, is_tidal: port.is_tidal })),
  };
}

const byDates = (a: Served, b: Served) =>
  `${a.embarkation_date}${a.yacht_name}`.localeCompare(`${b.embarkation_date}${b.yacht_name}`);

async function listOf(t: TestApp, token: string): Promise<Served[]> {
  const response = await call(t, 'GET', '/api/sailing-trips', { token });
  return response.json<{ sailing_trips: Served[] }>().sailing_trips.sort(byDates);
}

async function importFile(t: TestApp, token: string, file: Buffer, filename: string) {
  const body = multipartBody([
    { field: 'file', filename, contentType: 'application/octet-stream', data: file },
  ]);
  const preview = await t.app.inject({
    method: 'POST',
    url: '/api/sailing-trips/import',
    headers: { authorization: `Bearer ${token}`, ...body.headers },
    payload: body.payload,
  });
  expect(preview.statusCode, preview.body).toBe(200);
  const read = preview.json<{ import: { id: string; valid: number; invalid: number; duplicates: number } }>();
  const commit = await call(t, 'POST', `/api/sailing-trips/import/${read.import.id}/commit`, {
    token,
    payload: {},
  });
  expect(commit.statusCode, commit.body).toBe(200);
  return { preview: read.import, commit: commit.json<{ created: number; skipped: number }>() };
}

describe('export and import: a logbook of 50 varied trips comes back field by field', () => {
  let t: TestApp;
  let original: Served[];
  let token: string;
  const count = 50;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: generousRateLimits });
    token = (await newCaptain(t, true)).token;
    const trips = variedTrips(count);
    for (const trip of trips) await createTrip(t, token, trip);
    const planned = (await listOf(t, token)).filter((trip) => trip.status === 'planned');
    expect(planned).toHaveLength(2);
    const cancelled = await call(t, 'PATCH', `/api/sailing-trips/${planned[0]?.id}/status`, {
      token,
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    original = await listOf(t, token);
  }, 120_000);
  afterAll(async () => t.close());

  const exported = async (format: string, language = 'en') => {
    const response = await call(t, 'GET', `/api/sailing-trips/export?format=${format}`, { token, language });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    return response.rawPayload;
  };

  it('the trips cover what the test claims (crew of 12, tidal ports, empty optional fields, passages)', () => {
    expect(original).toHaveLength(count);
    expect(Math.max(...original.map((trip) => trip.crew_members.length))).toBe(12);
    expect(original.some((trip) => trip.visited_ports.some((port) => port.is_tidal))).toBe(true);
    expect(original.some((trip) => trip.mooring_hours === null && trip.logbook_number === '')).toBe(true);
    expect(original.some((trip) => trip.passages.length > 0)).toBe(true);
    expect(original.some((trip) => trip.yacht_owner_address.includes('\n'))).toBe(true);
    expect(original.some((trip) => trip.yacht_type === '' && trip.yacht_owner_name !== '')).toBe(true);
    expect(new Set(original.map((trip) => trip.status))).toEqual(
      new Set(['completed', 'planned', 'cancelled']),
    );
  });

  it.each([
    ['json', 'en'],
    ['xlsx', 'en'],
    ['xlsx', 'pl'],
  ])('%s (%s): every field of every trip, crew and ports included', async (format, language) => {
    const file = await exported(format, language);
    const other = await newCaptain(t, true);
    const { preview, commit } = await importFile(t, other.token, file, `logbook.${format}`);
    expect(preview).toMatchObject({ valid: count, invalid: 0, duplicates: 0 });
    expect(commit).toEqual({ created: count, skipped: 0, success: true, message: expect.any(String) });
    const imported = await listOf(t, other.token);
    expect(imported.map(comparable)).toEqual(original.map(comparable));
  });

  it.each(['en', 'pl'])('csv (%s): every field the CSV carries', async (language) => {
    const file = await exported('csv', language);
    const other = await newCaptain(t, true);
    const { preview, commit } = await importFile(t, other.token, file, 'logbook.csv');
    expect(preview).toMatchObject({ valid: count, invalid: 0, duplicates: 0 });
    expect(commit.created).toBe(count);
    const imported = await listOf(t, other.token);
    expect(imported.map(csvCarried)).toEqual(original.map(csvCarried));
  });

  it("a file from before the yacht's type and owner (issue 28) still imports, with them empty", async () => {
    const file = JSON.parse((await exported('json')).toString('utf8'));
    for (const trip of file.sailing_trips) {
      delete trip.yacht_type;
      delete trip.yacht_owner_name;
      delete trip.yacht_owner_address;
    }
    const other = await newCaptain(t, true);
    const { preview } = await importFile(t, other.token, Buffer.from(JSON.stringify(file)), 'old.json');
    expect(preview).toMatchObject({ valid: count, invalid: 0 });
    const imported = await listOf(t, other.token);
    const withoutOwner = (trip: Served) => ({
      ...comparable(trip),
      yacht_type: '',
      yacht_owner_name: '',
      yacht_owner_address: '',
    });
    expect(imported.map(comparable)).toEqual(original.map(withoutOwner));
  });

  it('importing the same export again into the same logbook finds every trip a duplicate', async () => {
    const file = await exported('json');
    const body = multipartBody([
      { field: 'file', filename: 'again.json', contentType: 'application/json', data: file },
    ]);
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/sailing-trips/import',
      headers: { authorization: `Bearer ${token}`, ...body.headers },
      payload: body.payload,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().import).toMatchObject({ valid: count, duplicates: count });
  });
});
