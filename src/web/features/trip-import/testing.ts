import { HttpResponse, http } from 'msw';
import type { ImportPreview, ImportRow } from '#domain/trip-transfer/import.ts';
import { tripImportUrl } from './api.ts';

/** Test helpers for the trip import (not part of the app bundle). */

export const importRow = (row: number, changes: Partial<ImportRow> = {}): ImportRow => ({
  row,
  trip: {
    yacht_name: 'Zawisza Czarny',
    embarkation_port: 'Gdynia',
    disembarkation_port: 'Hel',
    embarkation_date: '2026-07-01',
    disembarkation_date: '2026-07-05',
    distance: 120.5,
    visited_ports: [],
    crew_members: [],
    status: 'completed',
  },
  errors: {},
  duplicate: false,
  ...changes,
});

/** A file of three rows: one ready, one whose end date is before its start, one equal to a kept trip. */
export const preview = (changes: Partial<ImportPreview> = {}): ImportPreview => ({
  id: 'imp-1',
  format: 'csv',
  expires_at: '2026-11-26T19:00:00.000Z',
  columns: [
    { source: 'Yacht', field: 'yacht_name' },
    { source: 'From', field: 'embarkation_port' },
    { source: 'To', field: 'disembarkation_port' },
    { source: 'Start', field: 'embarkation_date' },
    { source: 'End', field: 'disembarkation_date' },
    { source: 'Miles', field: 'distance' },
    { source: 'Skipper notes', field: null },
  ],
  rows: [
    importRow(2),
    importRow(3, {
      trip: {
        ...importRow(3).trip,
        yacht_name: 'Mazurek',
        embarkation_port: 'Giżycko',
        disembarkation_port: 'Mikołajki',
        embarkation_date: '2026-08-10',
        disembarkation_date: '2026-08-05',
        distance: 30,
      },
      errors: { disembarkation_date: 'The end date is before the start date.' },
    }),
    importRow(4, { duplicate: true }),
  ],
  valid: 2,
  invalid: 1,
  duplicates: 1,
  ...changes,
});

export const csvFile = (name = 'logbook.csv') =>
  new File(['Yacht,From,To,Start,End,Miles\n'], name, { type: 'text/csv' });

export interface SeenUpload {
  mapping: string | null;
  idempotencyKey: string | null;
  fields: string[];
}

/** POST /api/sailing-trips/import answering with these previews in turn (the last one repeats). */
export function importHandler(answers: ImportPreview[], seen: SeenUpload[] = []) {
  return http.post(tripImportUrl, async ({ request }) => {
    const form = await request.formData();
    seen.push({
      mapping: new URL(request.url).searchParams.get('mapping'),
      idempotencyKey: request.headers.get('idempotency-key'),
      fields: [...form.keys()],
    });
    const answer = answers[Math.min(seen.length, answers.length) - 1];
    return HttpResponse.json({ success: true, import: answer, message: 'File read.' });
  });
}
