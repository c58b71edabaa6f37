import type { FastifyRequest } from 'fastify';
import { type Language, pickLanguage } from '#domain/language.ts';
import en from '#locales/en.json' with { type: 'json' };
import pl from '#locales/pl.json' with { type: 'json' };

type Catalogue = { [key: string]: string | Catalogue | unknown };
const catalogues: Record<Language, Catalogue> = { en, pl };

function lookup(catalogue: Catalogue, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Catalogue)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Translates a catalogue key with i18next-style {{placeholders}}; unknown keys fall back to English, then to the key. */
export function translate(language: Language, key: string, params: Record<string, unknown> = {}): string {
  const text = lookup(catalogues[language], key) ?? lookup(catalogues.en, key) ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
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
