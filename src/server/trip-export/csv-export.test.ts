import { describe, expect, it } from 'vitest';
import { numberText } from './cell-values.ts';
import { writeCsv } from './csv-export.ts';
import { escapeFormula, keepApostrophes } from './formula-escaping.ts';

describe('CSV cells', () => {
  it('prefixes an apostrophe to text a spreadsheet would run as a formula, and only to that', () => {
    const cases: [string, string][] = [
      ['=SUM(A1)', "'=SUM(A1)"],
      ['+48 600', "'+48 600"],
      ['-3 dni', "'-3 dni"],
      ['@x', "'@x"],
      ['\tx', "'\tx"],
      ['\rx', "'\rx"],
      // Already an apostrophe before such a character: one more, since the import strips exactly one.
      ["'=x", "''=x"],
      ["'plain", "'plain"],
      ['Gdynia', 'Gdynia'],
      ['a=b', 'a=b'],
      ['', ''],
    ];
    expect(cases.map(([text]) => escapeFormula(text))).toEqual(cases.map(([, escaped]) => escaped));
  });

  it('in a workbook, adds an apostrophe only to text that already starts like escaped text', () => {
    expect(['=x', "'=x", "''+48", "'plain", '-5'].map(keepApostrophes)).toEqual([
      '=x',
      "''=x",
      "'''+48",
      "'plain",
      '-5',
    ]);
  });

  it('writes numbers with a dot, unescaped even when negative, and an empty number as an empty cell', () => {
    const csv = writeCsv({
      header: ['lon', 'name', 'hours', 'date'],
      rows: [
        [
          { type: 'number', value: -18.5 },
          { type: 'text', value: '-18.5' },
          { type: 'number', value: null },
          { type: 'date', value: '2026-07-01' },
        ],
      ],
    }).toString('utf8');
    expect(csv).toBe("\ufefflon,name,hours,date\r\n-18.5,'-18.5,,2026-07-01\r\n");
  });

  it('keeps every digit and never writes an exponent or a thousands separator', () => {
    expect([1234567.125, 0.1, 54.123456789012, 1e-7, 1.5e21].map(numberText)).toEqual([
      '1234567.125',
      '0.1',
      '54.123456789012',
      '0.0000001',
      '1500000000000000000000',
    ]);
  });
});
