import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  opened: boolean;
  /** The question, e.g. "Delete this logo?". */
  title: ReactNode;
  /** What is affected: the yacht's name, the trip's route, "Your logo". */
  objectName: ReactNode;
  /** What happens, in one sentence. */
  consequence: ReactNode;
  /** The danger button's label, saying what it does ("Delete logo"). */
  confirmLabel: ReactNode;
  /** Defaults to "Cancel". */
  cancelLabel?: ReactNode;
  /** While the action runs: the danger button shows a spinner and the dialog cannot be dismissed. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The one confirmation dialog of the app (UI.md): title, object name, consequence, danger button, cancel. */
export function ConfirmDialog({
  opened,
  title,
  objectName,
  consequence,
  confirmLabel,
  cancelLabel,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const dismiss = () => {
    if (!busy) onCancel();
  };
  return (
    <Modal
      opened={opened}
      onClose={dismiss}
      title={title}
      centered
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
      withCloseButton={!busy}
      closeButtonProps={{ 'aria-label': t('confirm.close') }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <Stack gap="lg">
        <Stack gap="xs">
          <Text fw={600}>{objectName}</Text>
          <Text size="sm" c="dimmed">
            {consequence}
          </Text>
        </Stack>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={dismiss} disabled={busy} data-autofocus>
            {cancelLabel ?? t('confirm.cancel')}
          </Button>
          <Button color="red" onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
