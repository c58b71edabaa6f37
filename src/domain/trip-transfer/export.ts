/** GET /api/sailing-trips/export (docs/import-export.md). */
import { tripSchema } from '../trip.ts';
import { z } from '../validation.ts';

/** Bumped when a field of the JSON file changes meaning; the import reads every version up to this one. */
export const transferFormatVersion = 1;

export const exportFormats = ['csv', 'xlsx', 'json'] as const;
export type ExportFormat = (typeof exportFormats)[number];

export const exportQuerySchema = z.object({
  format: z.enum(exportFormats, { error: 'validation.invalid_option' }),
  /** CSV only: `crew` gives the crew's rows instead of the trips'. */
  part: z.enum(['trips', 'crew'], { error: 'validation.invalid_option' }).default('trips'),
});
export type ExportQuery = z.infer<typeof exportQuerySchema>;

/** logbook-trips-2026-11-26.xlsx (the crew CSV: logbook-crew-2026-11-26.csv). */
export function exportFileName(
  format: ExportFormat,
  today: string,
  part: 'trips' | 'crew' = 'trips',
): string {
  return `logbook-${part}-${today}.${format}`;
}

/** GET /api/sailing-trips/import/template?format=csv|xlsx: the columns and one example row in the request's language. */
export const templateQuerySchema = z.object({
  format: z.enum(['csv', 'xlsx'], { error: 'validation.invalid_option' }),
});

export function templateFileName(format: 'csv' | 'xlsx', language: string): string {
  return `logbook-import-template-${language}.${format}`;
}

/** The JSON export: every trip as the API serves it; the import reads it back without loss. */
export const jsonExportSchema = z.object({
  format_version: z.number().int(),
  exported_at: z.string(),
  sailing_trips: z.array(tripSchema),
});
export type JsonExport = z.infer<typeof jsonExportSchema>;
