import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SeaTimeSchemeId } from '#domain/sea-time/schema.ts';
import { notifyFailure } from '../../lib/notify.tsx';
import { pdfFailureMessage } from '../documents/pdf-failure.ts';
import { useOpenPdf } from '../documents/use-open-pdf.ts';
import { PremiumButton } from '../premium/premium-button.tsx';
import { fetchSeaTimeStatementPdf } from './api.ts';

/**
 * The scheme's sea-time statement in a new tab, busy while it is generated. It needs Premium: without it the
 * button stays in place, disabled, with the Premium hint, as every Premium action does. It stands inside the
 * scheme's panel, which names the scheme for screen readers.
 */
export function StatementButton({ scheme }: { scheme: SeaTimeSchemeId }) {
  const { t } = useTranslation();
  const { open, busy } = useOpenPdf();
  return (
    <PremiumButton
      variant="light"
      loading={busy}
      leftSection={<IconFileTypePdf size="1rem" aria-hidden />}
      onClick={() =>
        void open(() => fetchSeaTimeStatementPdf(scheme), {
          onFailed: (error) => notifyFailure(pdfFailureMessage(t('seaTime.download.failed'), error, t)),
        })
      }
    >
      {t('seaTime.download.button')}
    </PremiumButton>
  );
}
