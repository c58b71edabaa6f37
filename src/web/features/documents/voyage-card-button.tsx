import { Button } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from '../../lib/notify.tsx';
import { fetchVoyageCardPdf } from './api.ts';
import { pdfFailureMessage } from './pdf-failure.ts';
import { useOpenPdf } from './use-open-pdf.ts';

/** The trip's voyage card (karta rejsu) in a new tab; busy and disabled while it is generated. No Premium needed. */
export function VoyageCardButton({ tripId }: { tripId: number }) {
  const { t } = useTranslation();
  const { open, busy } = useOpenPdf();
  return (
    <Button
      variant="light"
      loading={busy}
      leftSection={<IconFileTypePdf size="1rem" aria-hidden />}
      onClick={() =>
        void open(() => fetchVoyageCardPdf(tripId), {
          onFailed: (error) => notifyFailure(pdfFailureMessage(t('documents.voyage_card_failed'), error, t)),
        })
      }
    >
      {t('documents.voyage_card')}
    </Button>
  );
}
