import { describe, expect, it } from 'vitest';
import { type Language, languages, localeOf } from '#domain/language.ts';
import en from '#locales/en.json' with { type: 'json' };
import pl from '#locales/pl.json' with { type: 'json' };
import { translate } from './messages.ts';

const catalogues: Record<Language, unknown> = { en, pl };

function strings(value: unknown, path = '', found = new Map<string, string>()) {
  if (typeof value === 'string') found.set(path, value);
  else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) strings(child, path ? `${path}.${key}` : key, found);
  }
  return found;
}

const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const counts = [0, 1, 2, 5, 22];

/** Base keys of the plural groups: i18next needs an `_other` form ("validation.too_many" alone is a key). */
function pluralBases(texts: Map<string, string>) {
  return [...texts.keys()]
    .filter((key) => key.endsWith('_other'))
    .map((key) => key.slice(0, -'_other'.length))
    .sort();
}

describe('translate', () => {
  it('gives the Polish plural form for a count', () => {
    expect(translate('pl', 'plans.duration_in_days', { count: 5 })).toBe('Ważny 5 dni');
    expect(translate('pl', 'plans.duration_in_days', { count: 1 })).toBe('Ważny 1 dzień');
    expect(translate('pl', 'plans.duration_in_days', { count: 22 })).toBe('Ważny 22 dni');
    expect(translate('en', 'plans.duration_in_days', { count: 1 })).toBe('Valid for 1 day');
  });

  for (const language of languages) {
    const texts = strings(catalogues[language]);
    const rules = new Intl.PluralRules(localeOf(language));

    it(`renders every plural key of ${language}.json for counts ${counts.join(', ')}`, () => {
      const bases = pluralBases(texts);
      expect(bases.length).toBeGreaterThan(10);
      const wrong: string[] = [];
      for (const base of bases) {
        for (const count of counts) {
          const form = texts.get(`${base}_${rules.select(count)}`) ?? texts.get(base) ?? '';
          const rendered = translate(language, base, { count });
          const expected = form.replace(/\{\{\s*count\s*\}\}/g, String(count));
          if (
            rendered === base ||
            rendered !== expected ||
            (form.includes('{{count') && rendered.includes('{{count'))
          ) {
            wrong.push(
              `${base} ${count}: ${JSON.stringify(rendered)} (expected ${JSON.stringify(expected)})`,
            );
          }
        }
      }
      expect(wrong).toEqual([]);
    });

    it(`renders every ${language}.json key with a plural suffix when asked for it by its full name`, () => {
      const keys = [...texts.keys()].filter((key) => pluralSuffix.test(key));
      const wrong = keys.filter((key) => translate(language, key) !== texts.get(key));
      expect(wrong).toEqual([]);
    });
  }

  it('keeps interpolation as it was: nothing HTML-escaped, a placeholder without a value kept', () => {
    expect(translate('en', 'mail.greeting', { name: 'Ola & <Jan> "O\'Brien"' })).toBe(
      'Hello Ola & <Jan> "O\'Brien",',
    );
    expect(translate('en', 'mail.greeting')).toBe('Hello {{name}},');
    expect(translate('en', 'mail.greeting', { name: undefined })).toBe('Hello {{name}},');
  });

  it('treats a value as text, never as a catalogue key, placeholder or i18next option', () => {
    expect(translate('pl', 'mail.greeting', { name: '$t(errors.internal) {{minutes}}', minutes: 5 })).toBe(
      'Dzień dobry, $t(errors.internal) {{minutes}},',
    );
    expect(
      translate('pl', 'mail.greeting', { name: 'Ola', lng: 'en', context: 'male', defaultValue: 'x' }),
    ).toBe('Dzień dobry, Ola,');
  });

  it('falls back to the key for an unknown key, a section or a sentence', () => {
    expect(translate('pl', 'no.such.key')).toBe('no.such.key');
    expect(translate('pl', 'mail')).toBe('mail');
    expect(translate('pl', 'Error: not a key.')).toBe('Error: not a key.');
  });
});
