import { useMemo } from 'react';
import { localeOf } from '#domain/language.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { useTripFormat } from '../trips/shared/trip-format.ts';

/**
 * The trip formats (dates, hours, miles with their units) plus the day a document was issued: an ISO moment,
 * shown as the day it was in the reader's time zone (dd/mm/yyyy in English, dd.mm.yyyy in Polish).
 */
export function useVerifyFormat() {
  const trip = useTripFormat();
  const locale = localeOf(useLanguage());
  return useMemo(() => {
    const day = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' });
    return {
      ...trip,
      issuedDay: (iso: string) => {
        const moment = new Date(iso);
        return Number.isNaN(moment.getTime()) ? iso : day.format(moment);
      },
    };
  }, [trip, locale]);
}

export type VerifyFormat = ReturnType<typeof useVerifyFormat>;
