import { Alert, Badge, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconFileImport, IconRefresh } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportPreview } from '#domain/trip-transfer/import.ts';
import { ColumnMapping } from './column-mapping.tsx';
import classes from './import-rows.module.css';
import { ImportRows } from './import-rows.tsx';
import { readyRows } from './row-view.ts';

export interface PreviewStepProps {
  preview: ImportPreview;
  fileName: string;
  /** A new column choice: the file is read again with it. */
  onMappingChange: (source: string, field: string | null) => void;
  remapping: boolean;
  onCommit: () => void;
  committing: boolean;
  /** The server's words when the commit was refused (the trip limit). */
  refusal: string | null;
  onStartOver: () => void;
}

/** Step 2: the column choices, the counts, every row with its state, then "Import N trips". */
export function PreviewStep(props: PreviewStepProps) {
  const { t } = useTranslation();
  const rowsTitleId = useId();
  const { preview } = props;
  const ready = readyRows(preview.rows).length;
  const busy = props.remapping || props.committing;
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {t('trip_import.page.file', { name: props.fileName })}
      </Text>
      {preview.columns.length > 0 && (
        <ColumnMapping columns={preview.columns} onChange={props.onMappingChange} disabled={busy} />
      )}
      {props.remapping && (
        <Group gap="xs" aria-live="polite">
          <Loader size="xs" />
          <Text size="sm">{t('trip_import.page.remapping')}</Text>
        </Group>
      )}
      <Stack gap="sm" component="section" aria-labelledby={rowsTitleId} aria-busy={props.remapping}>
        <Title order={2} size="h4" id={rowsTitleId}>
          {t('trip_import.page.rows_title')}
        </Title>
        <Group gap="xs" aria-live="polite">
          <Badge color="green" variant="light" size="lg" classNames={{ label: classes.ready }}>
            {t('trip_import.page.ready_count', { count: ready })}
          </Badge>
          <Badge color="red" variant="light" size="lg" classNames={{ label: classes.invalid }}>
            {t('trip_import.page.invalid_count', { count: preview.invalid })}
          </Badge>
          <Badge color="gray" variant="light" size="lg">
            {t('trip_import.page.duplicates_count', { count: preview.duplicates })}
          </Badge>
        </Group>
        {preview.rows.length === 0 ? (
          <Text>{t('trip_import.page.empty_file')}</Text>
        ) : (
          <ImportRows rows={preview.rows} />
        )}
      </Stack>
      {props.refusal && (
        <Alert
          color="red"
          icon={<IconAlertTriangle aria-hidden />}
          role="alert"
          title={t('trip_import.page.limit_title')}
        >
          {props.refusal}
        </Alert>
      )}
      <Text size="sm" c="dimmed">
        {ready > 0 ? t('trip_import.page.skipped_note') : t('trip_import.page.nothing_to_import')}
      </Text>
      <Group gap="sm">
        <Button
          onClick={props.onCommit}
          disabled={ready === 0 || busy}
          loading={props.committing}
          leftSection={<IconFileImport size="1rem" aria-hidden />}
        >
          {t('trip_import.page.submit', { count: ready })}
        </Button>
        <Button
          variant="default"
          onClick={props.onStartOver}
          disabled={props.committing}
          leftSection={<IconRefresh size="1rem" aria-hidden />}
        >
          {t('trip_import.page.start_over')}
        </Button>
      </Group>
    </Stack>
  );
}
