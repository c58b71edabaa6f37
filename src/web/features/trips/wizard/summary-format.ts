import type { TFunction } from 'i18next';
import { isLanguage, localeOf } from '#domain/language.ts';
import { formatCalendarDate } from '#domain/trip-days.ts';
import { otherOption } from '#domain/trip-enums.ts';
import { anyLicenceLabel } from './options.ts';

/** A number as typed, shown in the user's locale with its unit ("12,5 m"); empty stays empty (em dash). */
export function numberText(value: string, locale: string, unit?: string): string {
  const text = value.trim();
  if (text === '') return '';
  const number = Number(text.replace(',', '.'));
  const shown = Number.isFinite(number) ? new Intl.NumberFormat(locale).format(number) : text;
  return unit ? `${shown} ${unit}` : shown;
}

/** A number field that holds something other than nothing or zero (the summary leaves out unused blocks). */
export const hasAmount = (value: string) => {
  const text = value.trim();
  return text !== '' && Number(text.replace(',', '.')) !== 0;
};

export const localeOfLanguage = (language: string) => localeOf(isLanguage(language) ? language : 'en');

export const dateText = (iso: string, locale: string) => (iso ? formatCalendarDate(iso, locale) : '');

/** The licence's label from the list, or the written name when the type is "Other". */
export function licenceText(t: TFunction, type: string, otherLicense: string): string {
  if (type === '') return '';
  if (type === otherOption) return otherLicense.trim();
  return anyLicenceLabel(t, type);
}
