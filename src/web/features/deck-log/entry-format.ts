import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPosition } from '#domain/deck-log/position-text.ts';
import type { DeckLogEntry } from '#domain/deck-log.ts';
import { defaultLanguage, isLanguage, localeOf } from '#domain/language.ts';
import { formatCalendarDate } from '#domain/trip-days.ts';
import { splitLoggedAt } from './logged-at.ts';

/** An entry's readings as the table and the summary print them, in the interface's language, with units. */
export function useEntryFormat() {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  return useMemo(() => {
    const locale = localeOf(language);
    const tenths = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    const hundredths = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    const unit = (key: string, value: number | null, format: Intl.NumberFormat) =>
      value === null ? '' : t(`deck_log.units.${key}`, { value: format.format(value) });
    const decimalSeparator = tenths.format(1.5).charAt(1);
    return {
      /** The ship's date as the interface writes dates (dd.mm.yyyy, dd/mm/yyyy). */
      date: (loggedAt: string) => {
        const parts = splitLoggedAt(loggedAt);
        return parts ? formatCalendarDate(parts.date, locale) : '';
      },
      position: (entry: Pick<DeckLogEntry, 'position'>) =>
        entry.position ? formatPosition(entry.position, decimalSeparator) : '',
      degrees: (value: number | null) => unit('deg', value, whole),
      knots: (value: number | null) => unit('kn', value, tenths),
      miles: (value: number | null) => unit('nm', value, tenths),
      hours: (value: number | null) => unit('hours', value, hundredths),
      hpa: (value: number | null) => unit('hpa', value, whole),
      number: (value: number | null) => (value === null ? '' : whole.format(value)),
      wind: (entry: Pick<DeckLogEntry, 'wind_dir_deg' | 'wind_bft'>) =>
        [unit('deg', entry.wind_dir_deg, whole), unit('bft', entry.wind_bft, whole)]
          .filter(Boolean)
          .join(' '),
    };
  }, [t, language]);
}
