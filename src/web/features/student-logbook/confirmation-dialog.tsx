import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmationRequestSchema } from '#domain/crew-confirmation.ts';
import type { StudentLogbookTrip } from '#domain/student-logbook.ts';
import { TextareaField, useSchemaFields } from '../../components/form-field.tsx';
import { SubmitButton, SubmitForm } from '../../components/submit-form.tsx';
import { showFormFailure } from '../../lib/form-errors.ts';
import { notifySuccess } from '../../lib/notify.tsx';
import { useConfirmTrip } from './api.ts';
import { type Answer, useConfirmationForm } from './confirmation-form.ts';

interface ConfirmationDialogProps {
  trip: StudentLogbookTrip;
  /** The answer being given; null: the dialog is closed. */
  answer: Answer | null;
  onClose: () => void;
}

/**
 * Confirms or disputes the trip with a note to the captain: optional for a confirmation, required for a
 * dispute (the schema says so, the server too). The note already stored is offered again.
 */
export function ConfirmationDialog({ trip, answer, onClose }: ConfirmationDialogProps) {
  const { t } = useTranslation();
  const confirm = useConfirmTrip(trip.id);
  const shown = answer ?? 'confirmed';
  const stored = trip.confirmation.status === shown ? trip.confirmation.note : '';
  const form = useConfirmationForm(shown, stored);
  const fields = useSchemaFields(form, confirmationRequestSchema);

  useEffect(() => {
    if (answer) form.reset({ status: answer, note: stored });
  }, [answer, stored, form]);

  const dismiss = () => {
    if (!confirm.isPending) onClose();
  };
  const submit = form.handleSubmit(async (input) => {
    try {
      const saved = await confirm.mutateAsync(input);
      notifySuccess(saved.message);
      onClose();
    } catch (error) {
      showFormFailure(error, {
        setError: form.setError,
        fields: ['note'],
        fallback: t('student_logbook.confirmation.failed'),
      });
    }
  });
  const prefix = `student_logbook.confirmation.${shown}`;
  return (
    <Modal
      opened={answer !== null}
      onClose={dismiss}
      title={t(`${prefix}.title`)}
      centered
      closeOnClickOutside={!confirm.isPending}
      closeOnEscape={!confirm.isPending}
      withCloseButton={!confirm.isPending}
      closeButtonProps={{ 'aria-label': t('confirm.close') }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <SubmitForm onSubmit={submit}>
        <Stack gap="lg">
          <Text size="sm">{t(`${prefix}.text`, { yacht: trip.yacht_name })}</Text>
          <TextareaField
            fields={fields}
            name="note"
            label={t(`${prefix}.note_label`)}
            description={t(`${prefix}.note_hint`)}
            required={shown === 'disputed'}
            rows={4}
            resize="vertical"
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={dismiss} disabled={confirm.isPending}>
              {t('confirm.cancel')}
            </Button>
            <SubmitButton color={shown === 'disputed' ? 'red.9' : undefined}>
              {t(`${prefix}.submit`)}
            </SubmitButton>
          </Group>
        </Stack>
      </SubmitForm>
    </Modal>
  );
}
