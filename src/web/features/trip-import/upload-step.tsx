import '@mantine/dropzone/styles.css';
import { Alert, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconAlertTriangle, IconFileSpreadsheet, IconUpload, IconX } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { maxImportBytes } from '#domain/trip-transfer/import.ts';
import { DownloadButton } from '../../components/download-button.tsx';
import { UploadProgress } from '../../components/upload-progress.tsx';
import { failureMessage, notifyFailure } from '../../lib/notify.tsx';
import { useSubmitOnce } from '../../lib/use-submit-once.ts';
import { downloadTemplate } from './template.ts';

/** Browsers name these types in many ways (often not at all): the extension decides. */
const importTypes = {
  'text/csv': ['.csv'],
  'application/vnd.ms-excel': ['.csv', '.xlsx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
  'application/json': ['.json'],
  'text/plain': ['.csv'],
  'application/octet-stream': ['.csv', '.xlsx', '.json'],
};

function TemplateButton({ format }: { format: 'csv' | 'xlsx' }) {
  const { t } = useTranslation();
  const download = useSubmitOnce(async () => {
    try {
      await downloadTemplate(format);
    } catch (error) {
      notifyFailure(failureMessage(error, t('trip_import.page.template_failed')));
    }
  });
  return (
    <DownloadButton busy={download.pending} onClick={() => void download.run()}>
      {t(`trip_import.page.template_${format}`)}
    </DownloadButton>
  );
}

export interface UploadStepProps {
  onFile: (file: File) => void;
  onRejected: () => void;
  /** Percent sent while uploading, null otherwise. */
  progress: number | null;
  busy: boolean;
  error: string | null;
}

/** Step 1: the file, what is read from it, and the templates to start from. */
export function UploadStep({ onFile, onRejected, progress, busy, error }: UploadStepProps) {
  const { t } = useTranslation();
  const hintId = useId();
  return (
    <Stack gap="lg">
      <Dropzone
        onDrop={(files) => {
          const [file] = files;
          if (file) onFile(file);
        }}
        onReject={onRejected}
        accept={importTypes}
        maxSize={maxImportBytes}
        multiple={false}
        loading={busy}
        disabled={busy}
        inputProps={{ 'aria-label': t('trip_import.page.choose'), 'aria-describedby': hintId }}
      >
        <Stack gap={4} align="center" ta="center" py="xl">
          <Dropzone.Accept>
            <IconUpload aria-hidden stroke={1.5} size="2.5rem" />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX aria-hidden stroke={1.5} size="2.5rem" />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconFileSpreadsheet aria-hidden stroke={1.5} size="2.5rem" />
          </Dropzone.Idle>
          <Text fw={500}>{t('trip_import.page.drop')}</Text>
          <Text size="sm" c="dimmed" id={hintId}>
            {t('trip_import.page.accepted')}
          </Text>
        </Stack>
      </Dropzone>
      {progress !== null && (
        <UploadProgress
          percent={progress}
          label={t('trip_import.page.uploading')}
          text={t('trip_import.page.uploading_percent', { percent: progress })}
        />
      )}
      {error && (
        <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert">
          {error}
        </Alert>
      )}
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={`${hintId}-read`}>
        <Stack gap="sm">
          <Title order={2} size="h4" id={`${hintId}-read`}>
            {t('trip_import.page.what_is_read_title')}
          </Title>
          <List size="sm" spacing="xs">
            <List.Item>{t('trip_import.page.what_is_read_columns')}</List.Item>
            <List.Item>{t('trip_import.page.what_is_read_polish')}</List.Item>
            <List.Item>{t('trip_import.page.what_is_read_json')}</List.Item>
          </List>
        </Stack>
      </Card>
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={`${hintId}-template`}>
        <Stack gap="sm">
          <Title order={2} size="h4" id={`${hintId}-template`}>
            {t('trip_import.page.template_title')}
          </Title>
          <Text size="sm">{t('trip_import.page.template_text')}</Text>
          <Group gap="sm">
            <TemplateButton format="xlsx" />
            <TemplateButton format="csv" />
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
