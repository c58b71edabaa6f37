import { useTranslation } from 'react-i18next';
import type { Yacht } from '#domain/yacht.ts';

/** A yacht's measurements in the current language's number format, always with their units. */
export function useYachtFormat() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const length = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  const power = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const count = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
  return {
    hullLength: (yacht: Yacht) => t('yachts.units.metres', { value: length.format(yacht.hull_length) }),
    enginesCount: (yacht: Yacht) => count.format(yacht.engines_count),
    enginePower: (yacht: Yacht) => t('yachts.units.kilowatts', { value: power.format(yacht.engine_power) }),
  };
}
