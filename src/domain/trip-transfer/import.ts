/** POST /api/sailing-trips/import and its commit (docs/import-export.md). */
import { z } from '../validation.ts';
import { importableTripFields } from './columns.ts';

/** A file larger than this is refused before it is read. */
export const maxImportBytes = 10 * 1024 * 1024;
/** Rows (trips) one file may hold: more than any logbook's limit (350) with room for duplicates. */
export const maxImportRows = 1000;
/** An import not committed within this time is gone. */
export const importLifetimeMs = 60 * 60 * 1000;

export const importFormats = ['csv', 'xlsx', 'json'] as const;
export type ImportFormat = (typeof importFormats)[number];

/** What an importable column is mapped to: a field of the Trips columns, or null (ignored). */
export const importFieldSchema = z.enum(importableTripFields as [string, ...string[]]).nullable();

/** One column of the file: its header as written and the field it was matched or mapped to. */
export const importColumnSchema = z.object({
  source: z.string(),
  field: importFieldSchema,
});
export type ImportColumn = z.infer<typeof importColumnSchema>;

/**
 * `?mapping=` on POST /api/sailing-trips/import: a JSON object from a source header (as written) to a field, or
 * null to ignore that column. Headers not named keep their automatic match.
 */
export const importMappingSchema = z.record(z.string(), importFieldSchema);
export type ImportMapping = z.infer<typeof importMappingSchema>;

export const importQuerySchema = z.object({
  mapping: z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (text === undefined || text === '') return {};
      try {
        const parsed = importMappingSchema.safeParse(JSON.parse(text));
        if (parsed.success) return parsed.data;
      } catch {
        // reported below
      }
      ctx.addIssue({ code: 'custom', message: 'trip_import.mapping_invalid' });
      return z.NEVER;
    }),
});

/**
 * One row of the file: its number as the captain sees it (a spreadsheet's row number, header = row 1; the
 * JSON file's trip number from 1), the trip as read (the create request's fields, snake_case), the problems
 * that keep it from being imported (field path -> message in the request's language; empty when valid) and
 * whether it equals a trip already kept or an earlier row (same yacht registration or name, dates and ports).
 */
export const importRowSchema = z.object({
  row: z.number().int(),
  trip: z.record(z.string(), z.unknown()),
  errors: z.record(z.string(), z.string()),
  duplicate: z.boolean(),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importPreviewSchema = z.object({
  id: z.string(),
  format: z.enum(importFormats),
  expires_at: z.string(),
  columns: z.array(importColumnSchema),
  rows: z.array(importRowSchema),
  valid: z.number().int(),
  invalid: z.number().int(),
  duplicates: z.number().int(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importResponseSchema = z.object({
  success: z.literal(true),
  import: importPreviewSchema,
  message: z.string(),
});

/** Without `rows`, every valid row that is no duplicate is imported. */
export const importCommitRequestSchema = z
  .strictObject({
    rows: z
      .array(z.number({ error: 'validation.number_invalid' }).int('validation.whole_number'), {
        error: 'validation.invalid_type',
      })
      .max(10_000, 'validation.too_many')
      .optional(),
  })
  .default({});
export type ImportCommitRequest = z.infer<typeof importCommitRequestSchema>;

/** created: trips written; skipped: rows chosen (or all, without `rows`) that were invalid or duplicates. */
export const importCommitResponseSchema = z.object({
  success: z.literal(true),
  created: z.number().int(),
  skipped: z.number().int(),
  message: z.string(),
});
