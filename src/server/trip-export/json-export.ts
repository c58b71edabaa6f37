import type { Trip } from '#domain/trip.ts';
import { type JsonExport, jsonExportSchema, transferFormatVersion } from '#domain/trip-transfer/export.ts';

/** Every trip exactly as the API serves it, with the format's version; indented so a person can read it too. */
export function writeJson(trips: Trip[], now: Date): Buffer {
  const file: JsonExport = jsonExportSchema.parse({
    format_version: transferFormatVersion,
    exported_at: now.toISOString(),
    sailing_trips: trips,
  });
  return Buffer.from(JSON.stringify(file, null, 2), 'utf8');
}
