import { useTranslation } from 'react-i18next';
import type { Language } from '#domain/language.ts';
import { currentLanguage } from './i18n.ts';

/**
 * The interface language, re-rendering on a change. Queries whose answers are worded by the server (plan names)
 * put it in their key, so a change of language fetches them again.
 */
export function useLanguage(): Language {
  useTranslation();
  return currentLanguage();
}
