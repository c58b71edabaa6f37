import type { Language } from '#domain/language.ts';
import type { Trip } from '#domain/trip.ts';
import { todayIso } from '#domain/trip-days.ts';
import type { TFunction } from '#domain/trip-labels.ts';
import { tripColumns } from '#domain/trip-transfer/columns.ts';
import { type ExportQuery, exportFileName, templateFileName } from '#domain/trip-transfer/export.ts';
import { translate } from '../http/messages.ts';
import { writeCsv } from './csv-export.ts';
import { writeJson } from './json-export.ts';
import { tripFieldsWhere } from './sheet-columns.ts';
import { crewTable, tripsTable, workbookTables } from './sheets.ts';
import { templateExamples } from './template-examples.ts';
import { writeXlsx } from './xlsx-export.ts';

/** A file to download: its bytes, its media type and the name it is saved under. */
export interface Download {
  body: Buffer;
  contentType: string;
  fileName: string;
}

export const contentTypes = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  json: 'application/json; charset=utf-8',
} as const;

interface Dependencies {
  /** The captain's trips as served, newest first (TripsService.list). */
  list(userId: number): Promise<Trip[]>;
}

const allTripFields = tripColumns.map((column) => column.field);
/** The workbook carries the visited ports on a sheet of their own, not in a cell. */
const workbookTripFields = tripFieldsWhere((column) => column.kind !== 'ports');
/** The template shows what an import reads: no computed column, and the CSV no trip id either. */
const templateCsvFields = tripFieldsWhere((column) => column.kind !== 'computed' && column.field !== 'id');
const templateWorkbookFields = tripFieldsWhere(
  (column) => column.kind !== 'computed' && column.kind !== 'ports',
);

/**
 * One file's translator: its keys take no parameters, so each is translated once per file rather than once per
 * choice cell (bench/README.md, "Import and export").
 */
function translatorOf(language: Language): TFunction {
  const labels = new Map<string, string>();
  return (key) => {
    let label = labels.get(key);
    if (label === undefined) {
      label = translate(language, key);
      labels.set(key, label);
    }
    return label;
  };
}

/** The captain's logbook as a file (docs/import-export.md): every captain's own data, premium or not. */
export function tripExportService({ list }: Dependencies) {
  return {
    async export(ownerId: number, query: ExportQuery, language: Language, now: Date): Promise<Download> {
      const trips = await list(ownerId);
      const t = translatorOf(language);
      const today = todayIso(now);
      if (query.format === 'json') {
        return {
          body: writeJson(trips, now),
          contentType: contentTypes.json,
          fileName: exportFileName('json', today),
        };
      }
      if (query.format === 'xlsx') {
        const body = await writeXlsx(workbookTables(trips, t, workbookTripFields), t);
        return { body, contentType: contentTypes.xlsx, fileName: exportFileName('xlsx', today) };
      }
      const table = query.part === 'crew' ? crewTable(trips, t) : tripsTable(trips, t, allTripFields);
      return {
        body: writeCsv(table),
        contentType: contentTypes.csv,
        fileName: exportFileName('csv', today, query.part),
      };
    },

    /** The import template: the columns an import reads and one example trip in the request's language. */
    async template(format: 'csv' | 'xlsx', language: Language): Promise<Download> {
      const t = translatorOf(language);
      const example = [templateExamples[language]];
      const fileName = templateFileName(format, language);
      if (format === 'csv') {
        return {
          body: writeCsv(tripsTable(example, t, templateCsvFields)),
          contentType: contentTypes.csv,
          fileName,
        };
      }
      const body = await writeXlsx(workbookTables(example, t, templateWorkbookFields), t);
      return { body, contentType: contentTypes.xlsx, fileName };
    },
  };
}
export type TripExportService = ReturnType<typeof tripExportService>;
