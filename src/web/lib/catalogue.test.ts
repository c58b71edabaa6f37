import { describe, expect, it } from 'vitest';
import type { Language } from '#domain/language.ts';
import en from '#locales/en.json';
import pl from '#locales/pl.json';

const catalogues: Record<Language, unknown> = { en, pl };

interface Flat {
  /** Every string, by its dotted path (array items by index). */
  strings: Map<string, string>;
  /** Every array's length, by its path. */
  arrays: Map<string, number>;
  /** Paths holding something other than a string, array or object (numbers, booleans, null). */
  others: string[];
}

function flatten(
  value: unknown,
  path = '',
  flat: Flat = { strings: new Map(), arrays: new Map(), others: [] },
) {
  if (typeof value === 'string') {
    flat.strings.set(path, value);
  } else if (Array.isArray(value)) {
    flat.arrays.set(path, value.length);
    value.forEach((item, index) => {
      flatten(item, `${path}.${index}`, flat);
    });
  } else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flatten(child, path ? `${path}.${key}` : key, flat);
  } else {
    flat.others.push(path);
  }
  return flat;
}

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/**
 * Keys with i18next's plural suffixes folded into their base key ("days_few" -> "days"), with the forms found.
 * Only a group with an `_other` form is a plural (i18next needs it); "validation.too_many" alone stays a key.
 */
function pluralGroups(keys: string[]) {
  const candidates = new Map<string, Map<string, string>>();
  for (const key of keys) {
    const match = pluralSuffix.exec(key);
    if (!match?.[1]) continue;
    const base = key.slice(0, match.index);
    const forms = candidates.get(base) ?? new Map<string, string>();
    forms.set(match[1], key);
    candidates.set(base, forms);
  }
  const groups = new Map<string, Set<string>>();
  for (const key of keys) {
    const match = pluralSuffix.exec(key);
    const base = match ? key.slice(0, match.index) : key;
    if (match?.[1] && candidates.get(base)?.has('other')) {
      groups.set(base, (groups.get(base) ?? new Set<string>()).add(match[1]));
    } else {
      groups.set(key, new Set<string>());
    }
  }
  return groups;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1] ?? '');

const flatEn = flatten(catalogues.en);
const flatPl = flatten(catalogues.pl);
const groupsEn = pluralGroups([...flatEn.strings.keys()]);
const groupsPl = pluralGroups([...flatPl.strings.keys()]);

const sorted = (keys: Iterable<string>) => [...keys].sort();
const missingFrom = (keys: Iterable<string>, other: Map<string, unknown>) =>
  sorted(keys).filter((key) => !other.has(key));

describe('catalogues en.json and pl.json', () => {
  it('are not trivially empty', () => {
    expect(flatEn.strings.size).toBeGreaterThan(50);
    expect(flatPl.strings.size).toBeGreaterThan(50);
  });

  it('have the same keys (plural forms aside)', () => {
    expect({ missingInPolish: missingFrom(groupsEn.keys(), groupsPl) }).toEqual({ missingInPolish: [] });
    expect({ missingInEnglish: missingFrom(groupsPl.keys(), groupsEn) }).toEqual({ missingInEnglish: [] });
  });

  it('have the same arrays with the same lengths', () => {
    const differences = sorted(new Set([...flatEn.arrays.keys(), ...flatPl.arrays.keys()]))
      .filter((path) => flatEn.arrays.get(path) !== flatPl.arrays.get(path))
      .map((path) => `${path}: en ${flatEn.arrays.get(path)}, pl ${flatPl.arrays.get(path)}`);
    expect(differences).toEqual([]);
  });

  it("give every plural key exactly the forms its language's plural rules use", () => {
    for (const [language, groups] of [
      ['en', groupsEn],
      ['pl', groupsPl],
    ] as const) {
      const categories = sorted(new Intl.PluralRules(language).resolvedOptions().pluralCategories);
      const wrong = [...groups]
        .filter(([, forms]) => forms.size > 0)
        .filter(([, forms]) => sorted(forms).join() !== categories.join())
        .map(
          ([base, forms]) => `${language} ${base}: ${sorted(forms).join()} (expected ${categories.join()})`,
        );
      expect(wrong).toEqual([]);
    }
  });

  it('hold only strings, and no empty ones', () => {
    for (const flat of [flatEn, flatPl]) {
      expect(flat.others).toEqual([]);
      const empty = sorted(flat.strings.keys()).filter((key) => flat.strings.get(key)?.trim() === '');
      expect(empty).toEqual([]);
    }
  });

  it('use the same placeholders in both languages', () => {
    const placeholdersOf = (flat: Flat, key: string) =>
      sorted(new Set(placeholders(flat.strings.get(key) ?? '')));
    const differences: string[] = [];
    for (const key of sorted(flatEn.strings.keys())) {
      if (!flatPl.strings.has(key)) continue;
      const inEnglish = placeholdersOf(flatEn, key).join();
      const inPolish = placeholdersOf(flatPl, key).join();
      if (inEnglish !== inPolish) differences.push(`${key}: en {${inEnglish}}, pl {${inPolish}}`);
    }
    // Plural forms English does not have (few, many) must use what the language's "other" form uses.
    for (const [base, forms] of groupsPl) {
      for (const form of forms) {
        const key = `${base}_${form}`;
        if (flatEn.strings.has(key)) continue;
        const inOther = placeholdersOf(flatPl, `${base}_other`).join();
        const inForm = placeholdersOf(flatPl, key).join();
        if (inForm !== inOther) differences.push(`${key}: pl {${inForm}}, pl ${base}_other {${inOther}}`);
      }
    }
    expect(differences).toEqual([]);
  });
});
