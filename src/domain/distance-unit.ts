import type { Language } from './language.ts';

/**
 * The nautical mile's abbreviation in each language: NM in English (the RYA's and the charts'), Mm in Polish
 * ("mila morska", as PZŻ forms write it). Every document and page writes distances with it.
 */
export function nauticalMilesUnit(language: Language): 'NM' | 'Mm' {
  return language === 'pl' ? 'Mm' : 'NM';
}
