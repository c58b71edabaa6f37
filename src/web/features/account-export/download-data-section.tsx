import { Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../components/download-button.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { failureMessage, notifyFailure, notifySuccess } from '../../lib/notify.tsx';
import { saveFile } from '../../lib/save-file.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { useSubmitOnce } from '../../lib/use-submit-once.ts';
import { type AccountKind, type DownloadProgress, downloadAccountExport } from './api.ts';

/** 1.2 MB, 340 kB: the size received so far, in the interface's language. */
function formatSize(bytes: number, language: string): string {
  const megabytes = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: megabytes ? 1 : 0,
  }).format(megabytes ? bytes / 1024 / 1024 : Math.max(1, bytes / 1024));
}

export interface DownloadDataSectionProps {
  kind: AccountKind;
}

/**
 * "Your data": the account's whole "Download my data" file (GDPR access and portability), saved under the name
 * the server gives it. While it is made and while it arrives the button is busy and a line says how far it is.
 */
export function DownloadDataSection({ kind }: DownloadDataSectionProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [progress, setProgress] = useState<DownloadProgress | null>(null);

  const download = useSubmitOnce(async () => {
    try {
      const file = await downloadAccountExport(kind, setProgress);
      saveFile(file.blob, file.fileName);
      notifySuccess(t('account_export.saved', { file: file.fileName }));
    } catch (error) {
      notifyFailure(failureMessage(error, t('account_export.failed')));
    } finally {
      setProgress(null);
    }
  });

  const status =
    progress === null
      ? null
      : progress.stage === 'preparing'
        ? t('account_export.preparing')
        : t('account_export.receiving', { size: formatSize(progress.bytes, language) });

  return (
    <SectionCard title={t('account_export.title')} description={t(`account_export.description_${kind}`)}>
      <Group gap="md" align="center">
        <DownloadButton busy={download.pending} onClick={() => void download.run()}>
          {t('account_export.button')}
        </DownloadButton>
        <Text size="sm" c="dimmed" role="status" aria-live="polite">
          {status}
        </Text>
      </Group>
    </SectionCard>
  );
}
