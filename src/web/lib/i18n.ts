import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, isLanguage, type Language, languages } from '#domain/language.ts';
import { storage } from './storage.ts';

export const languageStorageKey = 'i18n-language';

const catalogues: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('#locales/en.json'),
  pl: () => import('#locales/pl.json'),
};

export function storedLanguage(): Language {
  const stored = storage.get(languageStorageKey);
  return isLanguage(stored) ? stored : defaultLanguage;
}

async function loadCatalogue(language: Language) {
  if (i18next.hasResourceBundle(language, 'translation')) return;
  const catalogue = await catalogues[language]();
  i18next.addResourceBundle(language, 'translation', catalogue.default, true, true);
}

export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : defaultLanguage;
}

/** Loads only the chosen language's catalogue (and English as the fallback when needed) before the first render. */
export async function initI18n(language: Language = storedLanguage()) {
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: defaultLanguage,
    supportedLngs: [...languages],
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await Promise.all([loadCatalogue(language), loadCatalogue(defaultLanguage)]);
  document.documentElement.lang = language;
  return i18next;
}

export async function changeLanguage(language: Language) {
  // Kept first, so the choice survives even a reload while the catalogue is still loading.
  storage.set(languageStorageKey, language);
  await loadCatalogue(language);
  document.documentElement.lang = language;
  await i18next.changeLanguage(language);
}
