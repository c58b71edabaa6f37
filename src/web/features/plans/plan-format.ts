import { useTranslation } from 'react-i18next';
import { formatMoney } from '#domain/money.ts';
import { planDuration } from '#domain/plan-duration.ts';
import { currentLanguage } from '../../lib/i18n.ts';

/** Price and length of a plan in the current language: "49,00 zł", "yearly access", "45 days". */
export function usePlanFormat() {
  const { t } = useTranslation();
  return {
    price: (amount: number, currency: string) => formatMoney(amount, currency, currentLanguage()),
    duration: (durationDays: number) => {
      const duration = planDuration(durationDays);
      if (duration.kind === 'days') return t('plans.duration.days', { count: duration.days });
      return t(`plans.duration.${duration.kind}`);
    },
    perPeriod: (durationDays: number) => {
      const duration = planDuration(durationDays);
      if (duration.kind === 'days') return t('plans.per.days', { count: duration.days });
      return t(`plans.per.${duration.kind}`);
    },
  };
}
