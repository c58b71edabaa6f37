import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TripFormValues } from '#domain/trip-form.ts';
import { formValuesToRequest } from '#domain/trip-form-data.ts';
import { fetchPublicTripCardPdf } from '../documents/api.ts';
import { useOpenPdf } from '../documents/use-open-pdf.ts';
import type { SaveFailure } from '../trips/wizard/save-failure.ts';
import { tripCardFailure } from './trip-card-failure.ts';

export type TripCardOutcome = { kind: 'opened' } | { kind: 'failed'; messages: string[] } | null;

/**
 * The form's checked data -> POST /api/public/trip-card-pdf with the trip form's request body -> the PDF in a
 * new tab (blob address revoked after 100 ms). `generate` must be called in the submit itself (the tab opens
 * there). Nothing is stored anywhere.
 */
export function useTripCardPdf() {
  const { t } = useTranslation();
  const { open, busy } = useOpenPdf();
  const [outcome, setOutcome] = useState<TripCardOutcome>(null);

  /** Resolves to the failure (its field errors go onto the form's fields), or null when the PDF opened. */
  const generate = async (values: TripFormValues): Promise<SaveFailure | null> => {
    setOutcome(null);
    let failure: SaveFailure | null = null;
    await open(() => fetchPublicTripCardPdf(formValuesToRequest(values)), {
      onOpened: () => setOutcome({ kind: 'opened' }),
      onFailed: (error) => {
        failure = tripCardFailure(error, t);
        setOutcome({ kind: 'failed', messages: failure.messages });
      },
    });
    return failure;
  };

  return { generate, generating: busy, outcome };
}
