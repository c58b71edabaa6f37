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

/** POST /api/sailing-trips/import/{id}/commit, with `rows` when given. */
export function commitImport(
  t: TestApp,
  token: string,
  id: string,
  body: { rows?: number[] } = {},
  language?: string,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: `/api/sailing-trips/import/${id}/commit`,
    headers: { authorization: `Bearer ${token}`, ...(language ? { 'accept-language': language } : {}) },
    payload: body,
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
