import type { FastifyRequest } from 'fastify';
import i18next from 'i18next';
import { defaultLanguage, type Language, languages, pickLanguage } from '#domain/language.ts';
import en from '#locales/en.json' with { type: 'json' };
import pl from '#locales/pl.json' with { type: 'json' };

type Catalogue = { [key: string]: string | Catalogue | unknown };
const catalogues: Record<Language, Catalogue> = { en, pl };

/**
 * The server's own i18next, with every catalogue section (the web loads some lazily) and the web's plural
 * rules. Resources are in memory, so init finishes before it returns.
 */
const i18n = i18next.createInstance();
i18n.init({
  resources: { en: { translation: en }, pl: { translation: pl } },
  lng: defaultLanguage,
  fallbackLng: defaultLanguage,
  supportedLngs: [...languages],
  initAsync: false,
  // Keys are dotted paths in one namespace: a ':' in a key or a sentence is text, not a namespace. Naming the
  // key separator also spares every call i18next's guess whether a key is a sentence.
  keySeparator: '.',
  nsSeparator: false,
  // Mails and PDFs are not HTML; the mail layout and the sandbox page escape what they embed themselves.
  interpolation: { escapeValue: false },
  returnNull: false,
  // A key naming a section rather than a text answers with the key, as an unknown key does.
  returnedObjectHandler: (key) => key,
});

function lookup(catalogue: Catalogue, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Catalogue)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * Translates a catalogue key with {{placeholders}}; unknown keys fall back to English, then to the key.
 * A numeric `count` picks the plural form (`key_one`, `key_few`, ... by the language's plural rules). The
 * params go to i18next as `replace`, so a param named like an i18next option (lng, context, ...) is only text;
 * a placeholder without a param stays as it is.
 */
export function translate(language: Language, key: string, params: Record<string, unknown> = {}): string {
  const count = typeof params.count === 'number' ? { count: params.count } : {};
  // t() with lng, not a getFixedT() translator: the fixed one copies all of i18next's options on every call.
  return i18n.t(key, { lng: language, replace: params, ...count });
}

export function isCatalogueKey(key: string): boolean {
  return lookup(catalogues.en, key) !== undefined;
}

export function requestLanguage(request: FastifyRequest): Language {
  return pickLanguage(request.headers['accept-language']);
}

export function requestTranslator(request: FastifyRequest) {
  const language = requestLanguage(request);
  return (key: string, params?: Record<string, unknown>) => translate(language, key, params);
}
