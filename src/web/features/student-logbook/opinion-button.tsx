import { Button } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from '../../lib/notify.tsx';
import { pdfFailureMessage } from '../documents/pdf-failure.ts';
import { useOpenPdf } from '../documents/use-open-pdf.ts';
import { fetchOpinionPdf } from './api.ts';

/** The captain's crew opinion of the student (opinia z rejsu) in a new tab, busy while it is generated. */
export function OpinionButton({ tripId }: { tripId: number }) {
  const { t } = useTranslation();
  const { open, busy } = useOpenPdf();
  return (
    <Button
      variant="light"
      loading={busy}
      leftSection={<IconFileTypePdf size="1rem" aria-hidden />}
      onClick={() =>
        void open(() => fetchOpinionPdf(tripId), {
          onFailed: (error) =>
            notifyFailure(pdfFailureMessage(t('student_logbook.opinion.failed'), error, t)),
        })
      }
    >
      {t('student_logbook.opinion.button')}
    </Button>
  );
}
