import { type Language, localeOf } from './language.ts';

const decimalAmount = /^\d{1,9}(\.\d{1,2})?$/;

/** "49.00" or "9.9" -> minor units (4900, 990); null when the text is not a plain decimal amount. */
export function parseDecimalAmount(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!decimalAmount.test(trimmed)) return null;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export function fromMinorUnits(minor: number): number {
  return Math.round(minor) / 100;
}

/** Money with two decimals in the language's format: the symbol in Polish (49,00 zł), the code in English (PLN 49.00). */
export function formatMoney(amount: number, currency: string, language: Language): string {
  return new Intl.NumberFormat(localeOf(language), {
    style: 'currency',
    currency,
    currencyDisplay: language === 'pl' ? 'symbol' : 'code',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}
