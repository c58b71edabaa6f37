import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  importCommitRequestSchema,
  importCommitResponseSchema,
  importQuerySchema,
  importResponseSchema,
  maxImportBytes,
  maxImportRows,
} from '#domain/trip-transfer/import.ts';
import { z } from '#domain/validation.ts';
import type { TokenStore } from '../auth/tokens.ts';
import { requireSession, sessionOf } from '../http/auth-guard.ts';
import { HttpError, UnprocessableError } from '../http/errors.ts';
import { requestLanguage, requestTranslator } from '../http/messages.ts';
import { requirePremium } from '../http/premium-guard.ts';
import { idempotent } from '../idempotency/plugin.ts';
import type { PremiumLedger } from '../subscriptions/premium.ts';
import type { TripImportService } from './service.ts';
import { ImportFileRefused } from './tables.ts';

interface Options {
  imports: TripImportService;
  tokens: TokenStore;
  ledger: PremiumLedger;
}

const idParams = z.object({ id: z.string() });
/** A commit sent without a body commits every row, as one with an empty object does. */
const commitBody = z.preprocess((body) => body ?? {}, importCommitRequestSchema);
const refuse = (key: string, params: Record<string, unknown> = {}) =>
  new UnprocessableError(key, { file: key }, params);
const megabytes = maxImportBytes / 2 ** 20;

/**
 * The one file in the field "file", held whole (at most 10 MB). Every part is read to the end so that the
 * parser's limits (a second file, too many fields) are reported.
 */
async function readImportUpload(request: FastifyRequest): Promise<{ bytes: Buffer; name: string }> {
  if (!request.isMultipart()) throw refuse('trip_import.file_required');
  let file: { bytes: Buffer; name: string } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file' || file) {
        part.file.resume();
        continue;
      }
      const bytes = await part.toBuffer();
      file = { bytes, name: part.filename };
    }
  } catch (error) {
    const { code, statusCode } = (error ?? {}) as { code?: unknown; statusCode?: unknown };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw refuse('trip_import.file.too_large', { megabytes });
    if (code === 'FST_FILES_LIMIT') throw refuse('trip_import.one_file');
    if (typeof statusCode === 'number' && statusCode < 500) throw error;
    // busboy's own parse errors (no boundary, a part cut short) carry no status: the client's 400.
    throw new HttpError(400, 'errors.bad_request');
  }
  if (!file) throw refuse('trip_import.file_required');
  if (file.bytes.length > maxImportBytes) throw refuse('trip_import.file.too_large', { megabytes });
  return file;
}

/** A file the reader refused answers 422 on `file` with the reason's message. */
function refusedFile(error: unknown): never {
  if (error instanceof ImportFileRefused) throw refuse(`trip_import.file.${error.reason}`, error.values);
  throw error;
}

const previewDescription =
  'Reads an uploaded file (multipart/form-data, field "file", at most 10 MB): the JSON export of a logbook, or a ' +
  `CSV or XLSX sheet with one trip per row (at most ${maxImportRows} rows). Nothing is written to the logbook: ` +
  'the answer shows how each row was read (`trip`, the body POST /api/sailing-trips takes, with `status` when the ' +
  "file gives one), its problems in words in the request's language (`errors`, field path -> message, the same " +
  "messages as that route's 422) and whether it is a `duplicate`. The import is kept for the captain for one hour " +
  '(`expires_at`); commit it with POST /api/sailing-trips/import/{id}/commit.\n\n' +
  "**Columns** are matched by their names in English or Polish, the export's own names and field names " +
  '(`yacht_name`), and common other names ("Yacht", "From", "To", "Start", "End", "Miles", "Jacht", "Skąd", ' +
  '"Dokąd"), without regard to case, accents or punctuation. `?mapping=` (JSON, source header as written -> ' +
  'field, or null to ignore the column) overrides the matching; when two columns name one field, the one the ' +
  'mapping named wins, else the first; the other is answered with `field: null`. A workbook\'s sheets "Visited ' +
  'ports", "Crew" and "Passages" (either language) give each trip its ports, crew and passages by the Trips ' +
  'sheet\'s trip number; a CSV gives visited ports in one cell, separated by ";", a tidal one ending in "(tidal)" ' +
  'or "(pływowy)".\n\n' +
  '**Polish spreadsheets** are read as they come: ";" separators, decimal commas ("12,5", "1 234,5"), dates as ' +
  'dd.mm.yyyy, d.m.yyyy, dd/mm/yyyy or dd-mm-yyyy (day first) besides yyyy-mm-dd and date cells, hours as h:mm ' +
  '("12:15" = 12.25), flags as tak/nie, yes/no, x, 1/0, and choices by their label in either language. A cell ' +
  'that cannot be read is kept as written and named in `errors`. Captain fields the sheet leaves out are filled ' +
  "from the captain's profile, yacht fields from the captain's yacht with the same registration number (or " +
  'name); without a tidal hours column a trip has 0. A JSON file keeps every field and the status; crew ' +
  "members' student links stay with the account that exported them.\n\n" +
  '**Duplicates**: a row equal to a trip the captain keeps, or to an earlier row, in the yacht (registration ' +
  'number when both have one, else name), both dates and both ports is marked `duplicate`. `valid` counts the ' +
  'rows without errors, `invalid` those with errors, `duplicates` the valid rows that are duplicates: a commit ' +
  'of every row writes `valid` - `duplicates` trips. A file that cannot be ' +
  'read (not CSV, XLSX or the JSON export, empty, broken, too many rows, a zip bomb) answers 422 on ' +
  '`errors.file` and nothing is kept. With an `Idempotency-Key`, a repeat of the same URL answers the first ' +
  'preview again (the file is not compared).';

const commitDescription =
  "Writes the import's rows to the logbook in one transaction, all or none: the rows named in `rows` (by their " +
  '`row` number), or without `rows` every row. Rows with errors are never written and rows equal to a trip the ' +
  'captain keeps at the time of writing, or to an earlier row written, are skipped as duplicates; `created` ' +
  'counts the trips written, `skipped` the rows chosen that were not. When the trips to write would take the ' +
  'captain past 350 trips, nothing is written and the answer is 422 naming how many can still be added. ' +
  "Afterwards the import is gone: a second commit, an expired import (after an hour) or another captain's id " +
  'answers 404. Send an `Idempotency-Key` so that a repeat after a lost answer gets the first answer again.';

/** Import a logbook from a spreadsheet or the JSON export: a preview, then its commit (docs/import-export.md). */
export const tripImportRoutes: FastifyPluginAsyncZod<Options> = async (app, { imports, tokens, ledger }) => {
  // Scoped to this plugin: one file and a few tiny fields. One byte over the limit is refused as too large.
  await app.register(multipart, {
    limits: {
      fileSize: maxImportBytes + 1,
      files: 1,
      fields: 5,
      fieldSize: 1024,
      parts: 6,
      headerPairs: 20,
    },
  });
  const captain = requireSession(tokens, 'captain');
  const premium = requirePremium(ledger);
  const tags = ['trips'];
  const security = [{ bearer: [] }];

  app.post(
    '/api/sailing-trips/import',
    {
      onRequest: captain,
      preValidation: [premium, idempotent],
      schema: {
        tags,
        security,
        summary: 'Read a CSV, XLSX or JSON logbook into a preview of its trips (premium; nothing is written)',
        description: previewDescription,
        consumes: ['multipart/form-data'],
        querystring: importQuerySchema,
        response: { 200: importResponseSchema },
      },
    },
    async (request) => {
      const { ownerId } = sessionOf(request);
      const file = await readImportUpload(request);
      const preview = await imports
        .preview(ownerId, file, request.query.mapping, requestLanguage(request))
        .catch(refusedFile);
      const message = requestTranslator(request)('trip_import.previewed');
      return { success: true as const, import: preview, message };
    },
  );

  app.post(
    '/api/sailing-trips/import/:id/commit',
    {
      onRequest: captain,
      preValidation: [premium, idempotent],
      schema: {
        tags,
        security,
        summary: "Write a previewed import's valid rows to the logbook (premium; all or nothing)",
        description: commitDescription,
        params: idParams,
        body: commitBody,
        response: { 200: importCommitResponseSchema },
      },
    },
    async (request) => {
      const { created, skipped } = await imports.commit(
        sessionOf(request).ownerId,
        request.params.id,
        request.body.rows,
        requestLanguage(request),
      );
      const message = requestTranslator(request)('trip_import.committed', { count: created });
      return { success: true as const, created, skipped, message };
    },
  );
};
