import { describe, expect, it } from 'vitest';
import { formatMoney, fromMinorUnits, parseDecimalAmount } from './money.ts';

// Intl separates the amount from "zł" (and groups thousands) with a no-break or narrow no-break space.
const space = '[\\s\\u00a0\\u202f]';

describe('parseDecimalAmount', () => {
  it('reads amounts with two, one or no decimals as minor units', () => {
    expect(parseDecimalAmount('49.00')).toBe(4900);
    expect(parseDecimalAmount('9.99')).toBe(999);
    expect(parseDecimalAmount('9.9')).toBe(990);
    expect(parseDecimalAmount('49')).toBe(4900);
    expect(parseDecimalAmount('0')).toBe(0);
    expect(parseDecimalAmount('0.01')).toBe(1);
    expect(parseDecimalAmount('0.10')).toBe(10);
  });

  it('accepts a Polish decimal comma', () => {
    expect(parseDecimalAmount('9,99')).toBe(999);
    expect(parseDecimalAmount('49,5')).toBe(4950);
  });

  it('ignores surrounding spaces', () => {
    expect(parseDecimalAmount('  49.00 ')).toBe(4900);
  });

  it('gives exact minor units where floating point arithmetic would not', () => {
    expect(parseDecimalAmount('0.29')).toBe(29);
    expect(parseDecimalAmount('1.15')).toBe(115);
    expect(parseDecimalAmount('4.35')).toBe(435);
    expect(parseDecimalAmount('999999999.99')).toBe(99_999_999_999);
  });

  it('rejects negative amounts', () => {
    expect(parseDecimalAmount('-1')).toBeNull();
    expect(parseDecimalAmount('-49.00')).toBeNull();
    expect(parseDecimalAmount('+49.00')).toBeNull();
  });

  it('rejects more than two decimals', () => {
    expect(parseDecimalAmount('9.999')).toBeNull();
    expect(parseDecimalAmount('49.001')).toBeNull();
    expect(parseDecimalAmount('1,234')).toBeNull();
  });

  it('rejects text that is not a plain decimal amount', () => {
    for (const text of [
      '',
      '   ',
      'abc',
      '49zł',
      '49 PLN',
      '4 900',
      '1,000.00',
      '1.000,00',
      '.5',
      '5.',
      '1e3',
      '0x10',
      'NaN',
      'Infinity',
      '1234567890',
    ]) {
      expect(parseDecimalAmount(text), text).toBeNull();
    }
  });
});

describe('fromMinorUnits', () => {
  it('turns minor units into a decimal amount', () => {
    expect(fromMinorUnits(4900)).toBe(49);
    expect(fromMinorUnits(999)).toBe(9.99);
    expect(fromMinorUnits(1)).toBe(0.01);
    expect(fromMinorUnits(0)).toBe(0);
  });

  it('round-trips every amount parseDecimalAmount reads', () => {
    for (const text of ['49.00', '9.99', '0.29', '1.15', '123.45']) {
      expect(fromMinorUnits(parseDecimalAmount(text) ?? Number.NaN).toFixed(2)).toBe(text);
    }
  });
});

describe('formatMoney', () => {
  it('writes złoty the Polish way: decimal comma, two decimals, "zł" after the amount', () => {
    expect(formatMoney(49, 'PLN', 'pl')).toMatch(new RegExp(`^49,00${space}zł$`));
    expect(formatMoney(9.99, 'PLN', 'pl')).toMatch(new RegExp(`^9,99${space}zł$`));
    expect(formatMoney(9.9, 'PLN', 'pl')).toMatch(new RegExp(`^9,90${space}zł$`));
    expect(formatMoney(12345.5, 'PLN', 'pl')).toMatch(new RegExp(`^12${space}345,50${space}zł$`));
  });

  it('writes other currencies with their own symbol in Polish', () => {
    expect(formatMoney(19, 'EUR', 'pl')).toMatch(new RegExp(`^19,00${space}€$`));
  });

  it('writes English amounts with the currency code, a decimal point and two decimals', () => {
    expect(formatMoney(49, 'PLN', 'en')).toMatch(new RegExp(`^PLN${space}49\\.00$`));
    expect(formatMoney(9.9, 'PLN', 'en')).toMatch(new RegExp(`^PLN${space}9\\.90$`));
    expect(formatMoney(19, 'EUR', 'en')).toMatch(new RegExp(`^EUR${space}19\\.00$`));
    expect(formatMoney(1234.5, 'EUR', 'en')).toMatch(new RegExp(`^EUR${space}1,234\\.50$`));
  });

  it('rounds to two decimals', () => {
    expect(formatMoney(9.999, 'EUR', 'en')).toMatch(new RegExp(`^EUR${space}10\\.00$`));
    expect(formatMoney(0.004, 'PLN', 'pl')).toMatch(new RegExp(`^0,00${space}zł$`));
  });
});
