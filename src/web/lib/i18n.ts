import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, isLanguage, type Language, languages } from '#domain/language.ts';
import type { CataloguePart } from './catalogue-sections.ts';
import { storage } from './storage.ts';

export const languageStorageKey = 'i18n-language';

type CatalogueModule = () => Promise<{ default: Record<string, unknown> }>;

/** What every page needs: the home page's texts (scripts/catalogue-sections-plugin.ts). */
const coreCatalogues: Record<Language, CatalogueModule> = {
  en: () => import('virtual:catalogue/en'),
  pl: () => import('virtual:catalogue/pl'),
};

const sectionCatalogues: Record<CataloguePart, Record<Language, CatalogueModule>> = {
  rest: {
    en: () => import('virtual:catalogue/en/rest'),
    pl: () => import('virtual:catalogue/pl/rest'),
  },
  legal: {
    en: () => import('virtual:catalogue/en/legal'),
    pl: () => import('virtual:catalogue/pl/legal'),
  },
  email_verification: {
    en: () => import('virtual:catalogue/en/email_verification'),
    pl: () => import('virtual:catalogue/pl/email_verification'),
  },
  account_export: {
    en: () => import('virtual:catalogue/en/account_export'),
    pl: () => import('virtual:catalogue/pl/account_export'),
  },
  account_deletion: {
    en: () => import('virtual:catalogue/en/account_deletion'),
    pl: () => import('virtual:catalogue/pl/account_deletion'),
  },
  student_account: {
    en: () => import('virtual:catalogue/en/student_account'),
    pl: () => import('virtual:catalogue/pl/student_account'),
  },
  student_area: {
    en: () => import('virtual:catalogue/en/student_area'),
    pl: () => import('virtual:catalogue/pl/student_area'),
  },
  seaTime: {
    en: () => import('virtual:catalogue/en/seaTime'),
    pl: () => import('virtual:catalogue/pl/seaTime'),
  },
  student_logbook: {
    en: () => import('virtual:catalogue/en/student_logbook'),
    pl: () => import('virtual:catalogue/pl/student_logbook'),
  },
  invitations_page: {
    en: () => import('virtual:catalogue/en/invitations_page'),
    pl: () => import('virtual:catalogue/pl/invitations_page'),
  },
  planned_trips_page: {
    en: () => import('virtual:catalogue/en/planned_trips_page'),
    pl: () => import('virtual:catalogue/pl/planned_trips_page'),
  },
  track_sketch: {
    en: () => import('virtual:catalogue/en/track_sketch'),
    pl: () => import('virtual:catalogue/pl/track_sketch'),
  },
  trip_import: {
    en: () => import('virtual:catalogue/en/trip_import'),
    pl: () => import('virtual:catalogue/pl/trip_import'),
  },
  transfer: {
    en: () => import('virtual:catalogue/en/transfer'),
    pl: () => import('virtual:catalogue/pl/transfer'),
  },
};

/** The lazy sections some page has asked for: a language change loads them too, before switching. */
const sectionsInUse = new Set<CataloguePart>();
const loaded = new Set<string>();

async function loadPart(language: Language, name: string, load: CatalogueModule) {
  const key = `${language}/${name}`;
  if (loaded.has(key)) return;
  const catalogue = await load();
  i18next.addResourceBundle(language, 'translation', catalogue.default, true, true);
  loaded.add(key);
}

function loadCatalogue(language: Language) {
  return Promise.all([
    loadPart(language, 'core', coreCatalogues[language]),
    ...[...sectionsInUse].map((section) => loadPart(language, section, sectionCatalogues[section][language])),
  ]);
}

/** Loads a lazy catalogue section in the current language; pages that need it await this before rendering. */
export async function loadCatalogueSection(section: CataloguePart) {
  sectionsInUse.add(section);
  const language = currentLanguage();
  await loadPart(language, section, sectionCatalogues[section][language]);
}

/** Loads several lazy sections at once (a route loader's one line). */
export async function loadCatalogueSections(sections: readonly CataloguePart[]) {
  await Promise.all(sections.map(loadCatalogueSection));
}

export function storedLanguage(): Language {
  const stored = storage.get(languageStorageKey);
  return isLanguage(stored) ? stored : defaultLanguage;
}

export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : defaultLanguage;
}

/**
 * Loads only the chosen language's catalogue before the first render, with the parts the first page needs
 * beyond it (fetched side by side). Both catalogues have every key (src/web/lib/catalogue.test.ts), so the
 * English fallback is not fetched for a Polish page.
 */
export async function initI18n(language: Language = storedLanguage(), parts: readonly CataloguePart[] = []) {
  // init starts from empty resources (tests start again for each render).
  loaded.clear();
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: defaultLanguage,
    supportedLngs: [...languages],
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await Promise.all([loadCatalogue(language), loadCatalogueSections(parts)]);
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
