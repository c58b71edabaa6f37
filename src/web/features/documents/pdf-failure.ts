import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client.ts';
import { PdfConnectionError } from './pdf-request.ts';

/**
 * Why a PDF did not come, in the user's language, when that is known: the server's own message (already
 * translated by the server), or the "no response" text. Undefined otherwise (the client's status lines
 * are not in the user's language).
 */
export function pdfFailureReason(error: unknown, t: TFunction): string | undefined {
  if (error instanceof PdfConnectionError) return t('documents.connection_failed');
  if (error instanceof ApiError) {
    const sent = (error.body as { message?: unknown } | null)?.message;
    if (typeof sent === 'string' && sent.trim() !== '') return sent.trim();
  }
  return undefined;
}

/** The alert text, with the reason after a colon when there is one. */
export function pdfFailureMessage(failure: string, error: unknown, t: TFunction): string {
  const reason = pdfFailureReason(error, t);
  return reason ? t('documents.failed_with_reason', { failure, reason }) : failure;
}
