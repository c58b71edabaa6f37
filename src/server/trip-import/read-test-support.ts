import { expect } from 'vitest';
import { readImportFile } from './read-file.ts';
import { ImportFileRefused, type ReadFile, type SheetTable } from './tables.ts';

/** The refusal a file gets; fails the test when the file is read. */
export async function refusal(bytes: Buffer, fileName: string) {
  try {
    await readImportFile(bytes, fileName);
  } catch (error) {
    if (error instanceof ImportFileRefused) return { reason: error.reason, values: error.values };
    throw error;
  }
  throw new Error(`${fileName} was read`);
}

export function tablesOf(read: ReadFile): Extract<ReadFile, { format: 'csv' | 'xlsx' }> {
  if (read.format === 'json') throw new Error('read as JSON');
  return read;
}

/** The trips table of a CSV file (text as UTF-8, or the bytes as given). */
export async function csvTrips(text: string | Buffer, fileName = 'rejsy.csv'): Promise<SheetTable> {
  const read = tablesOf(await readImportFile(typeof text === 'string' ? Buffer.from(text) : text, fileName));
  expect(read.format).toBe('csv');
  return read.trips;
}
