import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { todayIso } from '#domain/trip-days.ts';
import { type ExportFormat, exportFileName } from '#domain/trip-transfer/export.ts';
import { downloadFile } from '../../../lib/download-file.ts';
import { failureMessage, notifyFailure } from '../../../lib/notify.tsx';
import { saveFile } from '../../../lib/save-file.ts';
import { useSubmitOnce } from '../../../lib/use-submit-once.ts';
import { tripsUrl } from '../api.ts';

interface ExportChoice {
  label: 'xlsx' | 'csv' | 'crew_csv' | 'json';
  format: ExportFormat;
  part: 'trips' | 'crew';
}

const choices: readonly ExportChoice[] = [
  { label: 'xlsx', format: 'xlsx', part: 'trips' },
  { label: 'csv', format: 'csv', part: 'trips' },
  { label: 'crew_csv', format: 'csv', part: 'crew' },
  { label: 'json', format: 'json', part: 'trips' },
];

export function exportUrl({ format, part }: Pick<ExportChoice, 'format' | 'part'>): string {
  const query = part === 'crew' ? `format=${format}&part=crew` : `format=${format}`;
  return `${tripsUrl}/export?${query}`;
}

/** "Export": the whole logbook as a spreadsheet, CSV (trips or crew) or JSON; every captain's own data. */
export function ExportMenu() {
  const { t } = useTranslation();
  const download = useSubmitOnce(async (choice: ExportChoice) => {
    try {
      const file = await downloadFile(exportUrl(choice), {
        auth: 'captain',
        fallbackName: exportFileName(choice.format, todayIso(), choice.part),
      });
      saveFile(file.blob, file.fileName);
    } catch (error) {
      notifyFailure(failureMessage(error, t('trips.export.failed')));
    }
  });
  return (
    // No focus placeholder: an element without a menu role inside role="menu" fails axe (aria-required-children).
    <Menu position="bottom-start" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconDownload size="1rem" aria-hidden />}
          rightSection={<IconChevronDown size="1rem" aria-hidden />}
          loading={download.pending}
          disabled={download.pending}
          aria-busy={download.pending}
        >
          {t('trips.export.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label={t('trips.export.menu_label')}>
        {choices.map((choice) => (
          <Menu.Item key={choice.label} onClick={() => void download.run(choice)}>
            {t(`trips.export.${choice.label}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
