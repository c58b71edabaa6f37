import { useTranslation } from 'react-i18next';
import { localeOf } from '#domain/language.ts';
import { formatMoney } from '#domain/money.ts';
import { currentLanguage } from '../../lib/i18n.ts';

const providerLabels: Record<string, string> = { payu: 'PayU', stripe: 'Stripe' };

/** A payment provider's name for people: payu -> PayU, stripe -> Stripe, anything else as sent. */
export function providerLabel(provider: string | null): string | null {
  if (!provider) return null;
  return providerLabels[provider.toLowerCase()] ?? provider;
}

/** Dates, times and money in the current language: 05.03.2026 in Polish, 05/03/2026 in English. */
export function usePremiumFormat() {
  // Re-render on a language change: the formats follow the current language.
  useTranslation();
  const language = currentLanguage();
  const locale = localeOf(language);
  return {
    date: (iso: string) =>
      new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(
        new Date(iso),
      ),
    dateTime: (iso: string) =>
      new Intl.DateTimeFormat(locale, {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(new Date(iso)),
    money: (amount: number, currency: string) => formatMoney(amount, currency, language),
  };
}

/** Leaving the app for the payment page; one place, so tests can watch it. */
export const externalNavigation = {
  assign(url: string) {
    window.location.assign(url);
  },
};
