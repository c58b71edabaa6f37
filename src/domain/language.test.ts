import { describe, expect, it } from 'vitest';
import { isLanguage, localeOf, pickLanguage } from './language.ts';

describe('pickLanguage', () => {
  it('falls back to English when the header is missing or empty', () => {
    expect(pickLanguage(undefined)).toBe('en');
    expect(pickLanguage(null)).toBe('en');
    expect(pickLanguage('')).toBe('en');
    expect(pickLanguage('   ')).toBe('en');
  });

  it('takes the language of a regional tag such as pl-PL, in any letter case', () => {
    expect(pickLanguage('pl-PL')).toBe('pl');
    expect(pickLanguage('PL-pl')).toBe('pl');
    expect(pickLanguage('en-US')).toBe('en');
    expect(pickLanguage('pl')).toBe('pl');
  });

  it('honours q-values rather than the order in the header', () => {
    expect(pickLanguage('en;q=0.5, pl;q=0.9')).toBe('pl');
    expect(pickLanguage('pl;q=0.4,en;q=0.8')).toBe('en');
    expect(pickLanguage('pl-PL,pl;q=0.9,en;q=0.8')).toBe('pl');
    expect(pickLanguage('en-GB,en;q=0.9,pl;q=0.8')).toBe('en');
  });

  it('keeps the header order between languages of equal quality', () => {
    expect(pickLanguage('pl, en')).toBe('pl');
    expect(pickLanguage('en, pl')).toBe('en');
    expect(pickLanguage('pl;q=0.7, en;q=0.7')).toBe('pl');
  });

  it('skips unsupported languages and picks the best supported one after them', () => {
    expect(pickLanguage('de-DE,de;q=0.9,pl;q=0.5,en;q=0.3')).toBe('pl');
    expect(pickLanguage('fr, en;q=0.1')).toBe('en');
  });

  it('falls back to English when only unsupported languages are asked for', () => {
    expect(pickLanguage('de')).toBe('en');
    expect(pickLanguage('fr-FR, de;q=0.5')).toBe('en');
    expect(pickLanguage('*')).toBe('en');
  });

  it('never picks a language the browser refused with q=0 or gave a broken q-value', () => {
    expect(pickLanguage('pl;q=0, en;q=0.1')).toBe('en');
    expect(pickLanguage('pl;q=0')).toBe('en');
    expect(pickLanguage('pl;q=abc, en;q=0.2')).toBe('en');
  });

  it('tolerates spaces and extra parameters around the tag', () => {
    expect(pickLanguage('  pl-PL ; q=0.9 ,  en ; q=0.1 ')).toBe('pl');
  });
});

describe('isLanguage and localeOf', () => {
  it('accepts only the supported language codes', () => {
    expect(isLanguage('en')).toBe(true);
    expect(isLanguage('pl')).toBe(true);
    expect(isLanguage('pl-PL')).toBe(false);
    expect(isLanguage('de')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
    expect(isLanguage(1)).toBe(false);
  });

  it('maps each language to its locale', () => {
    expect(localeOf('pl')).toBe('pl-PL');
    expect(localeOf('en')).toBe('en-GB');
  });
});
