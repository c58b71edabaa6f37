import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CvGenerateRequest } from '#domain/cv.ts';
import { ApiError } from '../../lib/api-client.ts';
import { notifyFailure, notifySuccess } from '../../lib/notify.tsx';
import { useSubmitOnce } from '../../lib/use-submit-once.ts';
import { useGenerateCv } from './api.ts';
import { openCvTab } from './cv-tab.ts';

export type CvFieldErrors = Partial<Record<'nationality' | 'languages' | 'scheme', string>>;

/** What the server said went wrong: a trip-ids error first, then its message; undefined when it said nothing. */
function serverReason(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const tripIds = Object.entries(error.fieldErrors).find(([field]) => field.startsWith('trip_ids'))?.[1]?.[0];
  const sent = (error.body as { message?: unknown } | null)?.message;
  return tripIds || (typeof sent === 'string' && sent.trim() ? sent : undefined);
}

function fieldErrorsOf(error: unknown): CvFieldErrors {
  if (!(error instanceof ApiError)) return {};
  const errors: CvFieldErrors = {};
  for (const field of ['nationality', 'languages', 'scheme'] as const) {
    const first = error.fieldErrors[field]?.[0];
    if (first) errors[field] = first;
  }
  return errors;
}

/**
 * Generates the CV and opens it in a new tab: the tab opens at once, in the click, and is pointed at the PDF's
 * address when the server answers. If the browser gave no tab, the address is offered as a link (`link`).
 */
export function useGenerateCvInTab() {
  const { t } = useTranslation();
  const mutation = useGenerateCv();
  const [link, setLink] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<CvFieldErrors>({});

  // One CV at a time: a double-click opens one tab and sends one request (the tab opens within the click).
  const generateOnce = useSubmitOnce(async (request: CvGenerateRequest) => {
    const tab = openCvTab(t('captainCv.generating'));
    setLink(null);
    setFieldErrors({});
    try {
      const url = await mutation.mutateAsync(request);
      if (tab.show(url)) notifySuccess(t('captainCv.opened'));
      else setLink(url);
    } catch (error) {
      tab.close();
      setFieldErrors(fieldErrorsOf(error));
      notifyFailure(serverReason(error) ?? t('captainCv.error.generating'));
    }
  });
  const generate = (request: CvGenerateRequest) => void generateOnce.run(request);

  return { generate, generating: generateOnce.pending || mutation.isPending, link, fieldErrors };
}
