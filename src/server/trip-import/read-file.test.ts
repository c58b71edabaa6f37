import { describe, expect, it } from 'vitest';
import { languages } from '#domain/language.ts';
import { translate } from '../http/messages.ts';
import { readImportFile } from './read-file.ts';
import { refusal } from './read-test-support.ts';
import type { FileRefusal } from './tables.ts';

/** Every refusal, checked complete by the type: a new reason without its messages fails to compile here. */
const refusals: Record<FileRefusal, Record<string, number>> = {
  unknown_type: {},
  empty: {},
  too_large: { megabytes: 10 },
  too_many_rows: { max: 1000 },
  not_xlsx: {},
  zip_bomb: {},
  json_broken: {},
  json_not_export: {},
  json_newer_version: { version: 2 },
  old_excel: {},
  csv_broken: { line: 3 },
};

describe('the refusals in words', () => {
  it.each(Object.entries(refusals))(
    'trip_import.file.%s is said in every language with its values',
    (reason, values) => {
      const key = `trip_import.file.${reason}`;
      const said = languages.map((language) => translate(language, key, values));
      for (const text of said) {
        expect(text).not.toBe(key);
        expect(text).not.toContain('{{');
        for (const value of Object.values(values)) expect(text).toContain(String(value));
      }
      expect(new Set(said).size).toBe(languages.length);
    },
  );
});

describe('readImportFile: what is no import file at all', () => {
  it.each([
    ['nothing', Buffer.alloc(0), 'rejsy.csv'],
    ['spaces and line ends', Buffer.from(' \r\n\t\n  '), 'rejsy.csv'],
    ['a UTF-8 BOM and a line end', Buffer.from('\uFEFF\r\n'), 'rejsy.csv'],
    ['a UTF-16 BOM and spaces', Buffer.from([0xff, 0xfe, 0x20, 0x00, 0x0a, 0x00]), 'rejsy.txt'],
  ])('refuses %s as empty', async (_name, bytes, fileName) => {
    expect(await refusal(bytes, fileName)).toEqual({ reason: 'empty', values: {} });
  });

  it('refuses a PDF, a PNG and random bytes as no spreadsheet, whatever their names say', async () => {
    const pdf = Buffer.from('%PDF-1.7\n%\xE2\xE3\xCF\xD3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n', 'latin1');
    const png = Buffer.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
    ]);
    const random = Buffer.from(
      Array.from({ length: 4096 }, (_, index) => Math.floor((index * 2654435761) / 2 ** 13) & 0xff),
    );
    for (const [bytes, name] of [
      [pdf, 'rejsy.pdf'],
      [pdf, 'rejsy.csv'],
      [png, 'rejsy.csv'],
      [random, 'rejsy.json'],
      [Buffer.from('Jacht;Dystans\nZawisza\u0000Czarny;12\n'), 'rejsy.csv'],
    ] as const) {
      expect(await refusal(bytes, name)).toEqual({ reason: 'unknown_type', values: {} });
    }
  });

  it('calls binary named .xlsx a broken workbook, and an .xls file old Excel', async () => {
    expect((await refusal(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]), 'dziennik.xlsx')).reason).toBe(
      'not_xlsx',
    );
    const ole = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(504),
    ]);
    expect((await refusal(ole, 'dziennik.xls')).reason).toBe('old_excel');
    expect((await refusal(ole, 'dziennik.xlsx')).reason).toBe('old_excel');
  });

  it('refuses a file over 10 MB before reading it', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 'a');
    expect(await refusal(big, 'rejsy.csv')).toEqual({ reason: 'too_large', values: { megabytes: 10 } });
    expect(await refusal(Buffer.concat([Buffer.from('PK\x03\x04'), big]), 'rejsy.xlsx')).toEqual({
      reason: 'too_large',
      values: { megabytes: 10 },
    });
  });

  it('goes by the bytes, not the name: a CSV named .json is a CSV, a JSON named .csv is JSON', async () => {
    expect((await readImportFile(Buffer.from('Jacht,Dystans\nZawisza,12\n'), 'rejsy.json')).format).toBe(
      'csv',
    );
    const json = JSON.stringify({ format_version: 1, exported_at: '', sailing_trips: [] });
    expect((await readImportFile(Buffer.from(json), 'rejsy.csv')).format).toBe('json');
  });

  it('reads a .csv whose first cell starts with "[" as a CSV when it is no JSON, and refuses it as JSON otherwise', async () => {
    const text = Buffer.from('[Nr];Jacht\n1;Zawisza\n');
    const read = await readImportFile(text, 'rejsy.csv');
    expect(read).toEqual({
      format: 'csv',
      trips: { header: ['[Nr]', 'Jacht'], rows: [{ row: 2, cells: ['1', 'Zawisza'] }] },
    });
    expect((await refusal(text, 'rejsy.json')).reason).toBe('json_broken');
    expect((await refusal(text, 'rejsy')).reason).toBe('json_broken');
  });
});
