import { maxImportBytes } from '#domain/trip-transfer/import.ts';
import { decodeCsvText, readCsvText } from './csv-reader.ts';
import { readJsonText } from './json-reader.ts';
import { ImportFileRefused, type ReadImportFile } from './tables.ts';
import { readXlsx } from './xlsx-reader.ts';

const startsWith = (bytes: Buffer, ...signature: number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

/** Local file header or the end record of an empty archive. */
const isZip = (bytes: Buffer) =>
  startsWith(bytes, 0x50, 0x4b, 0x03, 0x04) || startsWith(bytes, 0x50, 0x4b, 0x05, 0x06);
/** The OLE container of Excel 97-2003 .xls files and of password-protected .xlsx files. */
const isOldExcel = (bytes: Buffer) => startsWith(bytes, 0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);

/** How much of a text is looked at for binary content. */
const probeChars = 64 * 1024;

/**
 * Binary, not text: a NUL, or more control characters than a typing slip gives (tab, CR, LF and form feed are
 * text). Looked at after decoding, so UTF-16's zero bytes are no NULs.
 */
function looksBinary(text: string): boolean {
  const probe = text.slice(0, probeChars);
  let control = 0;
  for (let index = 0; index < probe.length; index++) {
    const code = probe.charCodeAt(index);
    if (code === 0) return true;
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d && code !== 0x0c) control++;
  }
  return control > probe.length / 100;
}
const isPdf = (bytes: Buffer) => startsWith(bytes, 0x25, 0x50, 0x44, 0x46, 0x2d);

const extensionOf = (fileName: string) => fileName.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';
const textExtensions = new Set(['csv', 'txt', 'tsv', 'tab']);

/**
 * Reads an uploaded file into its tables (CSV, XLSX) or its export (JSON). The bytes decide the type; the
 * name only breaks ties: a ".csv" whose text starts with "[" that is no JSON is read as CSV, and a ".xlsx"
 * that is no archive is a broken workbook rather than an unknown file.
 */
export const readImportFile: ReadImportFile = async (bytes, fileName) => {
  if (bytes.length > maxImportBytes) {
    throw new ImportFileRefused('too_large', { megabytes: maxImportBytes / 1024 / 1024 });
  }
  const extension = extensionOf(fileName);
  if (isZip(bytes)) return readXlsx(bytes);
  if (isOldExcel(bytes)) throw new ImportFileRefused('old_excel');
  const text = decodeCsvText(bytes);
  if (isPdf(bytes) || looksBinary(text)) {
    throw new ImportFileRefused(extension === 'xlsx' ? 'not_xlsx' : 'unknown_type');
  }
  const start = text.trimStart();
  if (start === '') throw new ImportFileRefused('empty');
  if (start.startsWith('{\\rtf')) throw new ImportFileRefused('unknown_type');
  if (start.startsWith('{') || start.startsWith('[')) {
    try {
      return { format: 'json', file: readJsonText(text) };
    } catch (error) {
      const notJson = error instanceof ImportFileRefused && error.reason === 'json_broken';
      if (!(notJson && textExtensions.has(extension))) throw error;
    }
  }
  return { format: 'csv', trips: readCsvText(text) };
};
