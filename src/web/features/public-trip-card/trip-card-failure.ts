import type { TFunction } from 'i18next';
import { PdfConnectionError } from '../documents/pdf-request.ts';
import { fieldLabel } from '../trips/wizard/field-meta.ts';
import { type SaveFailure, saveFailure } from '../trips/wizard/save-failure.ts';

/**
 * What the error box lists after a refused trip card: no response -> 'Błąd połączenia z serwerem. Spróbuj
 * ponownie.'; a 422 -> each field's message with the field's label ("Port of embarkation: ..."); otherwise the
 * server's message, else 'Błąd generowania PDF. Sprawdź formularz.'.
 */
export function tripCardFailure(error: unknown, t: TFunction): SaveFailure {
  if (error instanceof PdfConnectionError)
    return { fieldErrors: {}, messages: [t('documents.connection_failed')] };
  return saveFailure(error, {
    fallback: t('publicTripCard.failed'),
    withField: (path, message) => {
      const field = fieldLabel(t, path);
      return field ? t('trips.wizard.error_with_field', { field, message }) : undefined;
    },
  });
}
