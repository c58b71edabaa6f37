import { createRequire } from 'node:module';
import type { i18n as I18n } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { Translator } from './i18next.ts';

// The package itself, past the alias that puts the translator in its place (vitest.config.ts).
const real = createRequire(import.meta.url)('i18next') as { createInstance: () => I18n };

type Tree = { [key: string]: unknown };

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? keysOf(value as Tree, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

/** Every key as the app asks for it: plural keys without their suffix, with a count. */
function askedKeys(catalogue: Tree) {
  return [...new Set(keysOf(catalogue).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')))];
}

const params = {
  count: 0,
  name: 'Anna',
  max: 12,
  min: 3,
  year: 2026,
  company: 'Firma',
  port: 'Hel',
  days: 4,
};

async function both(language: 'en' | 'pl') {
  const init = {
    lng: language,
    fallbackLng: 'en',
    resources: { en: { translation: en }, pl: { translation: pl } },
    interpolation: { escapeValue: false },
    returnNull: false,
  };
  const reference = real.createInstance();
  await reference.init(init);
  const ours = new Translator();
  await ours.init(init);
  return { reference, ours };
}

describe('the translator in place of i18next', () => {
  for (const language of ['en', 'pl'] as const) {
    it(`answers every key of the ${language} catalogue as i18next does, with and without counts`, async () => {
      const { reference, ours } = await both(language);
      const catalogue = language === 'en' ? en : pl;
      for (const key of askedKeys(catalogue)) {
        expect(ours.t(key), key).toBe(reference.t(key));
        for (const count of [0, 1, 2, 5, 12, 22, 1.5]) {
          expect(ours.t(key, { ...params, count }), `${key} ${count}`).toBe(
            reference.t(key, { ...params, count }),
          );
        }
      }
    });
  }

  it('falls back to English, then to the default value, then to the key', async () => {
    const { reference, ours } = await both('pl');
    ours.addResourceBundle('en', 'translation', { only: { english: 'Only {{what}}' } });
    reference.addResourceBundle('en', 'translation', { only: { english: 'Only {{what}}' } }, true, true);
    for (const [key, options] of [
      ['only.english', { what: 'here' }],
      ['no.such.key', {}],
      ['no.such.key', { defaultValue: 'Default {{what}}', what: 'text' }],
      ['only.english', {}],
      ['only.english', { what: null }],
    ] as const) {
      expect(ours.t(key, options)).toBe(reference.t(key, options));
    }
    expect(ours.exists('only.english')).toBe(true);
    expect(ours.exists('no.such.key')).toBe(false);
  });

  it('returns objects when asked, with their texts filled in', async () => {
    const { reference, ours } = await both('en');
    const tree = { list: { items: ['{{name}} one', '{{name}} two'], title: 'T' } };
    ours.addResourceBundle('en', 'translation', tree);
    reference.addResourceBundle('en', 'translation', tree, true, true);
    expect(ours.t('list', { returnObjects: true, name: 'A' })).toEqual(
      reference.t('list', { returnObjects: true, name: 'A' }),
    );
  });

  it('tells listeners about a language change and translates in the new language', async () => {
    const { ours } = await both('en');
    const heard: string[] = [];
    ours.on('languageChanged', (language) => heard.push(language));
    await ours.changeLanguage('pl');
    expect(heard).toEqual(['pl']);
    expect(ours.t('common.retry')).toBe(pl.common.retry);
    expect(ours.getFixedT('en')('common.retry')).toBe(en.common.retry);
  });
});
