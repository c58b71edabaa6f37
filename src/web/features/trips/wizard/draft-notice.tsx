import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRestore, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localeOf } from '#domain/language.ts';
import { formatCalendarDate, todayIso } from '#domain/trip-days.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { currentLanguage } from '../../../lib/i18n.ts';

/**
 * A moment for the notice, in the interface's language and 24 h: "14:32" today, "03.07.2026, 14:32" (Polish) or
 * "03/07/2026, 14:32" (English) on another day.
 */
export function draftMoment(iso: string, locale: string, now: Date = new Date()): string {
  const moment = new Date(iso);
  const time = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(moment);
  const day = todayIso(moment);
  return day === todayIso(now) ? time : `${formatCalendarDate(day, locale)}, ${time}`;
}

interface DraftNoticeProps {
  /** When the restored draft was last written. */
  savedAt: string;
  editMode: boolean;
  /** Edit mode: the trip was saved after the draft was made (at this moment). */
  savedSince: string | null;
  /** The captain confirmed: drop the draft and show the form as it was before. */
  onDiscard: () => void;
}

/** "Draft from 14:32 restored", what that means, and Discard (after a confirmation: typed work is lost). */
export function DraftNotice({ savedAt, editMode, savedSince, onDiscard }: DraftNoticeProps) {
  const { t } = useTranslation();
  const locale = localeOf(currentLanguage());
  const [confirming, setConfirming] = useState(false);
  return (
    <Alert
      color={savedSince ? 'yellow' : 'blue'}
      variant="light"
      role="status"
      icon={savedSince ? <IconAlertTriangle aria-hidden /> : <IconRestore aria-hidden />}
      title={t('trips.wizard.draft.restored', { time: draftMoment(savedAt, locale) })}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {editMode ? t('trips.wizard.draft.restored_edit') : t('trips.wizard.draft.restored_new')}
        </Text>
        {savedSince && (
          <Text size="sm" fw={500}>
            {t('trips.wizard.draft.outdated', { time: draftMoment(savedSince, locale) })}
          </Text>
        )}
        <Button
          variant="default"
          size="xs"
          leftSection={<IconTrash size="0.9rem" aria-hidden />}
          onClick={() => setConfirming(true)}
        >
          {t('trips.wizard.draft.discard')}
        </Button>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('trips.wizard.draft.discard_title')}
        consequence={editMode ? t('trips.wizard.draft.discard_edit') : t('trips.wizard.draft.discard_new')}
        confirmLabel={t('trips.wizard.draft.discard')}
        onConfirm={() => {
          setConfirming(false);
          onDiscard();
        }}
        onCancel={() => setConfirming(false)}
      />
    </Alert>
  );
}
