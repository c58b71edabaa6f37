import type { LightMyRequestResponse } from 'fastify';
import { multipartBody } from '../captain-profile/test-support.ts';
import type { TestApp } from '../testing/test-app.ts';

export interface ImportOptions {
  fileName?: string;
  /** ?mapping= as an object (sent as JSON). */
  mapping?: Record<string, string | null>;
  language?: string;
  idempotencyKey?: string;
}

/** POST /api/sailing-trips/import with the file in the field "file", as the import page sends it. */
export function uploadImport(
  t: TestApp,
  token: string,
  data: string | Buffer,
  { fileName = 'trips.csv', mapping, language, idempotencyKey }: ImportOptions = {},
): Promise<LightMyRequestResponse> {
  const body = multipartBody([
    { field: 'file', filename: fileName, contentType: 'application/octet-stream', data: Buffer.from(data) },
  ]);
  const query = mapping === undefined ? '' : `?mapping=${encodeURIComponent(JSON.stringify(mapping))}`;
  return t.app.inject({
    method: 'POST',
    url: `/api/sailing-trips/import${query}`,
    headers: {
      authorization: `Bearer ${token}`,
      ...(language ? { 'accept-language': language } : {}),
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      ...body.headers,
    },
    payload: body.payload,
  });
}

export interface PreviewedRow {
  row: number;
  trip: Record<string, unknown>;
  errors: Record<string, string>;
  duplicate: boolean;
}

export interface Previewed {
  id: string;
  format: string;
  expires_at: string;
  columns: { source: string; field: string | null }[];
  rows: PreviewedRow[];
  valid: number;
  invalid: number;
  duplicates: number;
}

/** Uploads a file that must be read, and gives its preview. */
export async function previewImport(
  t: TestApp,
  token: string,
  data: string | Buffer,
  options: ImportOptions = {},
): Promise<Previewed> {
  const response = await uploadImport(t, token, data, options);
  if (response.statusCode !== 200) throw new Error(`import failed: ${response.body}`);
  return response.json<{ import: Previewed }>().import;
}

/** POST /api/sailing-trips/import/{id}/commit: without a body (every row), or with the body given. */
export function commitImport(
  t: TestApp,
  token: string,
  id: string,
  body?: { rows?: number[] },
  language?: string,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: `/api/sailing-trips/import/${id}/commit`,
    headers: { authorization: `Bearer ${token}`, ...(language ? { 'accept-language': language } : {}) },
    ...(body === undefined ? {} : { payload: body }),
  });
}

/** The rows of the trips and trip_imports tables, to show that nothing was written. */
export async function storedCounts(t: TestApp) {
  const db = t.app.database.db;
  const count = async (table: 'trips' | 'trip_imports') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { trips: await count('trips'), imports: await count('trip_imports') };
}

/** A valid trip as one row of a CSV whose headers are the field names. */
const csvTrip: Record<string, string> = {
  yacht_name: 'Zawisza Czarny',
  registration_number: 'POL-1234',
  home_port: 'Gdynia',
  hull_length: '42.7',
  engines_count: '1',
  engine_power: '220.5',
  embarkation_port: 'Gdynia',
  disembarkation_port: 'Świnoujście',
  embarkation_date: '2025-07-01',
  disembarkation_date: '2025-07-08',
  distance: '412.5',
  sailing_hours: '96',
  engine_hours: '12.5',
  tidal_hours: '0',
  visited_ports: '',
  captain_first_name: 'Łukasz',
  captain_last_name: 'Żółć',
  captain_phone: '+48 600 100 200',
  captain_license_type: 'pzz-kj',
  captain_license_number: 'KJ-1234',
};

const csvCell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** A CSV of valid trips, each with these fields changed (the dates differ unless given, so none is a duplicate). */
export function tripsCsv(overrides: Record<string, string>[]): string {
  const fields = Object.keys(csvTrip);
  const rows = overrides.map((changes, index) => {
    const day = String(index + 1).padStart(2, '0');
    const trip: Record<string, string> = {
      ...csvTrip,
      embarkation_date: `2025-03-${day}`,
      disembarkation_date: `2025-03-${day}`,
      ...changes,
    };
    return fields.map((field) => csvCell(trip[field] ?? '')).join(',');
  });
  return [fields.join(','), ...rows].join('\n');
}
