import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Trip } from '#domain/trip.ts';
import type { TripFormValues } from '#domain/trip-form.ts';
import { formPrintedTexts, tripPrintedTexts } from './trip-printed-texts.ts';
import { UnprintableWarning } from './unprintable-warning.tsx';

/** Beside the trip's voyage card and crew opinions: the characters of the trip they will not print as typed. */
export function TripUnprintableWarning({ trip }: { trip: Trip }) {
  const { t } = useTranslation();
  const texts = useMemo(() => tripPrintedTexts(trip, t), [trip, t]);
  return <UnprintableWarning texts={texts} />;
}

/** On the trip form's summary, before the trip is saved or its card printed: the same, for what is typed. */
export function TripFormUnprintableWarning({ values }: { values: TripFormValues }) {
  const { t } = useTranslation();
  const texts = useMemo(() => formPrintedTexts(values, t), [values, t]);
  return <UnprintableWarning texts={texts} />;
}
