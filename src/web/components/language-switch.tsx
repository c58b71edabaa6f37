import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '#domain/language.ts';
import { changeLanguage, currentLanguage } from '../lib/i18n.ts';

export function LanguageSwitch({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t, i18n } = useTranslation();
  const value: Language = isLanguage(i18n.language) ? i18n.language : currentLanguage();
  return (
    <SegmentedControl
      size="xs"
      fullWidth={fullWidth}
      aria-label={t('language.label')}
      value={value}
      onChange={(next) => {
        if (isLanguage(next)) void changeLanguage(next);
      }}
      data={[
        { value: 'en', label: <span title={t('language.en')}>EN</span> },
        { value: 'pl', label: <span title={t('language.pl')}>PL</span> },
      ]}
    />
  );
}
