import i18next from 'i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { changeLanguage, currentLanguage, initI18n, languageStorageKey, storedLanguage } from './i18n.ts';

describe('i18n', () => {
  beforeEach(() => {
    window.localStorage.clear();
    document.documentElement.lang = '';
  });

  it('starts in English when nothing is stored', async () => {
    await initI18n();
    expect(currentLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18next.t('common.retry')).toBe(en.common.retry);
  });

  it('starts in the language stored under i18n-language', async () => {
    window.localStorage.setItem(languageStorageKey, 'pl');
    await initI18n();
    expect(currentLanguage()).toBe('pl');
    expect(document.documentElement.lang).toBe('pl');
    expect(i18next.t('common.retry')).toBe(pl.common.retry);
  });

  it.each(['de', 'PL', '', 'pl-PL'])('falls back to English when the stored value is %j', async (stored) => {
    window.localStorage.setItem(languageStorageKey, stored);
    expect(storedLanguage()).toBe('en');
    await initI18n();
    expect(currentLanguage()).toBe('en');
    expect(i18next.t('common.retry')).toBe(en.common.retry);
  });

  it('changeLanguage stores the choice, sets the document language and translates', async () => {
    await initI18n('en');
    expect(i18next.t('nav.pricing')).toBe(en.nav.pricing);

    await changeLanguage('pl');

    expect(window.localStorage.getItem(languageStorageKey)).toBe('pl');
    expect(document.documentElement.lang).toBe('pl');
    expect(currentLanguage()).toBe('pl');
    expect(i18next.t('nav.pricing')).toBe(pl.nav.pricing);
    expect(pl.nav.pricing).not.toBe(en.nav.pricing);

    await changeLanguage('en');
    expect(window.localStorage.getItem(languageStorageKey)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18next.t('nav.pricing')).toBe(en.nav.pricing);
  });

  it('uses Polish plural forms from the Polish catalogue', async () => {
    await initI18n('pl');
    expect(i18next.t('plans.duration.days', { count: 1 })).toBe('1 dzień');
    expect(i18next.t('plans.duration.days', { count: 3 })).toBe('3 dni');
    expect(i18next.t('plans.duration.days', { count: 45 })).toBe('45 dni');
  });
});
