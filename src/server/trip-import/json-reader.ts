import { readServedTrip, type Trip, tripSchema } from '#domain/trip.ts';
import { type JsonExport, transferFormatVersion } from '#domain/trip-transfer/export.ts';
import { maxImportRows } from '#domain/trip-transfer/import.ts';
import { ImportFileRefused } from './tables.ts';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A trip as the export wrote it, or as near as it can be read: one odd trip never refuses the whole file. */
function readTrip(raw: unknown): Trip {
  const strict = tripSchema.safeParse(raw);
  if (strict.success) return strict.data;
  try {
    return readServedTrip(raw);
  } catch {
    // Kept as an empty trip so the file's trip numbers stay; the preview shows what it lacks.
    return readServedTrip({});
  }
}

/** The JSON export read back: any version up to this server's, each trip filled out where fields are missing. */
export function readJsonText(text: string): JsonExport {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ImportFileRefused('json_broken');
  }
  if (!isObject(parsed) || !Array.isArray(parsed.sailing_trips))
    throw new ImportFileRefused('json_not_export');
  const version = typeof parsed.format_version === 'number' ? parsed.format_version : transferFormatVersion;
  if (version > transferFormatVersion) throw new ImportFileRefused('json_newer_version', { version });
  const trips = parsed.sailing_trips;
  if (trips.length > maxImportRows) throw new ImportFileRefused('too_many_rows', { max: maxImportRows });
  return {
    format_version: version,
    exported_at: typeof parsed.exported_at === 'string' ? parsed.exported_at : '',
    sailing_trips: trips.map(readTrip),
  };
}
