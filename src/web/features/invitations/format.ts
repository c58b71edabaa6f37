import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Invitation } from '#domain/invitation.ts';
import { defaultLanguage, isLanguage, localeOf } from '#domain/language.ts';
import { formatCalendarDate } from '#domain/trip-days.ts';

interface Named {
  first_name: string;
  last_name: string;
}

export const fullName = (person: Named) => `${person.first_name} ${person.last_name}`.trim();

/** The address to share: the invitation's own path on this site. */
export const shareableLink = (invitation: Pick<Invitation, 'link'>) =>
  `${window.location.origin}${invitation.link}`;

/** Dates (dd.mm.yyyy in Polish, the English locale's short date in English) and usage in the current language. */
export function useInvitationFormat() {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  return useMemo(() => {
    const locale = localeOf(language);
    const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    const day = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' });
    return {
      /** A calendar date such as the expiry (YYYY-MM-DD). */
      calendarDate: (iso: string) => formatCalendarDate(iso, locale),
      /** The day of a moment (an ISO timestamp), in the browser's time zone. */
      day: (iso: string) => {
        const date = new Date(iso);
        return Number.isNaN(date.getTime()) ? iso : day.format(date);
      },
      expiry: (invitation: Pick<Invitation, 'expires_on'>) =>
        invitation.expires_on
          ? formatCalendarDate(invitation.expires_on, locale)
          : t('invitations_page.invitation.no_expiry'),
      usage: (invitation: Pick<Invitation, 'uses' | 'max_uses'>) =>
        invitation.max_uses === null
          ? t('invitations_page.invitation.usage_unlimited', { uses: whole.format(invitation.uses) })
          : t('invitations_page.invitation.usage_limited', {
              uses: whole.format(invitation.uses),
              limit: whole.format(invitation.max_uses),
            }),
    };
  }, [t, language]);
}
