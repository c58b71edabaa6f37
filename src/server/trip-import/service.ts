import { randomUUID } from 'node:crypto';
import type { Language } from '#domain/language.ts';
import { tripLimit } from '#domain/trip-enums.ts';
import {
  type ImportColumn,
  type ImportFormat,
  type ImportMapping,
  type ImportPreview,
  type ImportRow,
  importLifetimeMs,
  maxImportRows,
} from '#domain/trip-transfer/import.ts';
import { z } from '#domain/validation.ts';
import type { CaptainProfileRepository } from '../captain-profile/repository.ts';
import { NotFoundError, UnprocessableError } from '../http/errors.ts';
import type { NewTrip, TripsRepository } from '../trips/repository.ts';
import type { YachtsRepository } from '../yachts/repository.ts';
import { toYacht } from '../yachts/service.ts';
import { type AccountDefaults, fillFromAccount, yachtIndex } from './account-fill.ts';
import { matchTripColumns } from './column-matching.ts';
import { duplicateFinder, type TripIdentity } from './duplicates.ts';
import type { TripImportsRepository } from './repository.ts';
import { type CheckedRow, checkRow } from './row-check.ts';
import { rowsFromJson } from './rows-from-json.ts';
import { type ReadRow, rowsFromTables } from './rows-from-tables.ts';
import { ImportFileRefused, type ReadFile, type ReadImportFile } from './tables.ts';

interface Dependencies {
  imports: TripImportsRepository;
  trips: TripsRepository;
  profiles: CaptainProfileRepository;
  yachts: YachtsRepository;
  /** The file reader (read-file.ts): the file's tables or export, or ImportFileRefused. */
  readImportFile: ReadImportFile;
  now?: () => Date;
}

const storedRowsSchema = z.array(z.object({ row: z.number(), trip: z.record(z.string(), z.unknown()) }));

/** A file the reader could not refuse but that holds nothing to import, or more than an import takes. */
function checkRowCount(rows: readonly ReadRow[]) {
  if (rows.length === 0) throw new ImportFileRefused('empty');
  if (rows.length > maxImportRows) throw new ImportFileRefused('too_many_rows', { max: maxImportRows });
}

/** The valid rows to write, in order, without those equal to a kept trip or to one written before them. */
function newTrips(rows: readonly CheckedRow[], kept: readonly TripIdentity[]): NewTrip[] {
  const seen = duplicateFinder(kept);
  const trips: NewTrip[] = [];
  for (const checked of rows) {
    if (checked.trip === undefined || seen.has(checked.identity)) continue;
    seen.add(checked.identity);
    trips.push(checked.trip);
  }
  return trips;
}

/**
 * Trips imported from a spreadsheet or the JSON export (docs/import-export.md): a preview kept for an hour, then a
 * commit that writes the chosen valid rows that are no duplicates, all or none, within the captain's limit.
 */
export function tripImportService({
  imports,
  trips,
  profiles,
  yachts,
  readImportFile,
  now = () => new Date(),
}: Dependencies) {
  async function defaultsOf(userId: number): Promise<AccountDefaults> {
    const [profile, owned] = await Promise.all([profiles.findProfile(userId), yachts.listOf(userId)]);
    return { profile: profile ?? null, email: profile?.email ?? '', yachts: yachtIndex(owned.map(toYacht)) };
  }

  /** The file's columns as matched and its rows as create request bodies (spreadsheets completed as the form). */
  async function rowsOf(
    userId: number,
    read: ReadFile,
    mapping: ImportMapping,
  ): Promise<{ columns: ImportColumn[]; rows: ReadRow[] }> {
    if (read.format === 'json') return { columns: [], rows: rowsFromJson(read.file) };
    const columns = matchTripColumns(read.trips.header, mapping);
    const defaults = await defaultsOf(userId);
    const rows = rowsFromTables(read, columns).map(({ row, trip }) => ({
      row,
      trip: fillFromAccount(trip, defaults),
    }));
    return { columns, rows };
  }

  /** Each row with its problems and whether it equals a kept trip or an earlier valid row. */
  async function previewRows(userId: number, rows: readonly ReadRow[], language: Language) {
    const seen = duplicateFinder(await trips.identitiesOf(userId));
    return rows.map(({ row, trip }): ImportRow => {
      const checked = checkRow({ row, trip }, language);
      let duplicate = false;
      if (checked.trip !== undefined) {
        duplicate = seen.has(checked.identity);
        if (!duplicate) seen.add(checked.identity);
      }
      return { row, trip, errors: checked.errors, duplicate };
    });
  }

  /**
   * Reads what a file holds (the reader's tables or export) and keeps it for the captain's commit within the hour;
   * nothing is written to the logbook. Tests may hand in tables directly.
   */
  async function previewRead(
    userId: number,
    read: ReadFile,
    mapping: ImportMapping,
    language: Language,
  ): Promise<ImportPreview> {
    const { columns, rows } = await rowsOf(userId, read, mapping);
    checkRowCount(rows);
    const checked = await previewRows(userId, rows, language);
    const at = now();
    const id = randomUUID();
    const expiresAt = new Date(at.getTime() + importLifetimeMs).toISOString();
    await imports.save(userId, {
      id,
      format: read.format,
      columns: JSON.stringify(columns),
      rows: JSON.stringify(rows),
      created_at: at.toISOString(),
      expires_at: expiresAt,
    });
    const invalid = checked.filter((row) => Object.keys(row.errors).length > 0).length;
    const duplicates = checked.filter((row) => row.duplicate).length;
    return {
      id,
      format: read.format as ImportFormat,
      expires_at: expiresAt,
      columns,
      rows: checked,
      valid: checked.length - invalid,
      invalid,
      duplicates,
    };
  }

  return {
    previewRead,

    /** POST /api/sailing-trips/import: the uploaded file read (ImportFileRefused when it cannot be). */
    async preview(
      userId: number,
      file: { bytes: Buffer; name: string },
      mapping: ImportMapping,
      language: Language,
    ): Promise<ImportPreview> {
      return previewRead(userId, await readImportFile(file.bytes, file.name), mapping, language);
    },

    /**
     * Writes the chosen rows (all without `chosen`) that are valid and equal no trip kept at the time of writing
     * nor an earlier row, in one transaction; then the import is gone. NotFoundError for an import that is not
     * the captain's, has expired or was committed; 422 trip_import.limit (nothing written) when the trips would
     * pass the limit.
     */
    async commit(
      userId: number,
      id: string,
      chosen: readonly number[] | undefined,
      language: Language,
    ): Promise<{ created: number; skipped: number }> {
      const stored = await imports.find(userId, id, now());
      if (!stored) throw new NotFoundError();
      const rows = storedRowsSchema.parse(JSON.parse(stored.rows));
      const wanted = chosen === undefined ? undefined : new Set(chosen);
      const picked = wanted === undefined ? rows : rows.filter((row) => wanted.has(row.row));
      const checked = picked.map((row) => checkRow(row, language));
      const result = checked.some((row) => row.trip !== undefined)
        ? await trips.insertManyWithin(userId, (kept) => newTrips(checked, kept), tripLimit)
        : { written: 0, kept: 0 };
      if ('refused' in result) {
        const key = 'trip_import.limit';
        throw new UnprocessableError(
          key,
          { rows: key },
          { limit: tripLimit, free: Math.max(0, tripLimit - result.kept), count: result.refused.wanted },
        );
      }
      await imports.delete(userId, id);
      return { created: result.written, skipped: picked.length - result.written };
    },
  };
}

export type TripImportService = ReturnType<typeof tripImportService>;
