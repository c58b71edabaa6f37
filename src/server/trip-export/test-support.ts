import { parse } from 'csv-parse/sync';
import type { LightMyRequestResponse } from 'fastify';
import readExcelFile from 'read-excel-file/node';
import type { TestApp } from '../testing/test-app.ts';

/** GET with a captain's token (or none) and an Accept-Language; the body kept as bytes for the files. */
export function download(t: TestApp, url: string, options: { token?: string; language?: string } = {}) {
  return t.app.inject({
    method: 'GET',
    url,
    headers: {
      ...(options.language ? { 'accept-language': options.language } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
  });
}

export const bom = '\ufeff';

/** The CSV's rows (header first) as text, after checking it starts with the byte order mark. */
export function csvRows(response: LightMyRequestResponse): string[][] {
  const text = response.rawPayload.toString('utf8');
  if (!text.startsWith(bom)) throw new Error('the CSV has no byte order mark');
  return parse(text.slice(1), { relax_column_count: false });
}

export function workbook(response: LightMyRequestResponse) {
  return readExcelFile(response.rawPayload);
}
