import { Button, Group, type MantineColor, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmitOnce } from '../lib/use-submit-once.ts';

export interface ConfirmDialogProps {
  opened: boolean;
  /** The question, e.g. "Delete this logo?". */
  title: ReactNode;
  /** What is affected: the yacht's name, the trip's route, "Your logo" (left out when the title says it all). */
  objectName?: ReactNode;
  /** What happens, in one sentence (or a short list, when the dialog must name everything that goes). */
  consequence: ReactNode;
  /**
   * A field the action needs (the password that confirms an account's deletion), under the consequence. With it,
   * Enter in the field confirms and the field, not Cancel, has the focus first (give it data-autofocus).
   */
  children?: ReactNode;
  /** The danger button's label, saying what it does ("Delete logo"). */
  confirmLabel: ReactNode;
  /** Defaults to "Cancel". */
  cancelLabel?: ReactNode;
  /** The confirm button's colour: red (the default) for what cannot be undone. */
  confirmColor?: MantineColor;
  /** While the action runs: the danger button shows a spinner and the dialog cannot be dismissed. */
  busy?: boolean;
  /**
   * The action. Return its promise (mutateAsync and what follows): the dialog is busy until it settles, and a
   * second click on the danger button meanwhile (a double-click) does nothing.
   */
  onConfirm: () => unknown;
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
  confirmColor = 'red',
  busy = false,
  onConfirm,
  onCancel,
  children,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const action = useSubmitOnce(onConfirm);
  const working = busy || action.pending;
  const dismiss = () => {
    if (!working) onCancel();
  };
  // A closing dialog still shows its buttons while it fades out: a click then confirms nothing.
  const confirm = () => {
    if (opened) void action.run();
  };
  return (
    <Modal
      opened={opened}
      onClose={dismiss}
      title={title}
      centered
      closeOnClickOutside={!working}
      closeOnEscape={!working}
      withCloseButton={!working}
      closeButtonProps={{ 'aria-label': t('confirm.close') }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          // The dialog may sit inside a page's form: React passes a portal's events to its ancestors.
          event.preventDefault();
          event.stopPropagation();
          confirm();
        }}
      >
        <Stack gap="lg">
          <Stack gap="xs">
            {objectName ? <Text fw={600}>{objectName}</Text> : null}
            <Text size="sm" c="dimmed" component="div">
              {consequence}
            </Text>
          </Stack>
          {children}
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={dismiss}
              disabled={working}
              data-autofocus={children ? undefined : true}
            >
              {cancelLabel ?? t('confirm.cancel')}
            </Button>
            <Button type="submit" color={confirmColor} loading={working}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
