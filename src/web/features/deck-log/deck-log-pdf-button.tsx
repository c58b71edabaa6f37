import { Button } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from '../../lib/notify.tsx';
import { pdfFailureMessage } from '../documents/pdf-failure.ts';
import { requestPdf } from '../documents/pdf-request.ts';
import { useOpenPdf } from '../documents/use-open-pdf.ts';
import { deckLogPdfUrl } from './api.ts';
import type { DeckLogLogin } from './use-deck-log.ts';

/** The log as the A4 landscape PDF, in a new tab (with the login's token, as the other documents). */
export function DeckLogPdfButton({ tripId, login }: { tripId: number; login: DeckLogLogin }) {
  const { t } = useTranslation();
  const { open, busy } = useOpenPdf();
  return (
    <Button
      variant="default"
      size="md"
      mih={48}
      loading={busy}
      leftSection={<IconFileTypePdf size="1.25rem" aria-hidden />}
      onClick={() =>
        void open(() => requestPdf(deckLogPdfUrl(tripId), { auth: login }), {
          onFailed: (error) => notifyFailure(pdfFailureMessage(t('deck_log.page.pdf_failed'), error, t)),
        })
      }
    >
      {t('deck_log.page.download_pdf')}
    </Button>
  );
}
