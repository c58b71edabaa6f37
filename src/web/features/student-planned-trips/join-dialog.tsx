import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type StudentPlannedTrip, studentNotesSchema } from '#domain/planned-trip.ts';
import { useSchemaFields } from '../../components/form-field.tsx';
import { SubmitButton, SubmitForm } from '../../components/submit-form.tsx';
import { failureMessage, notifyFailure, notifySuccess } from '../../lib/notify.tsx';
import { useJoinTrip } from './api.ts';
import { NotesField } from './notes-field.tsx';
import { showNotesError, useNotesForm } from './notes-form.ts';

interface JoinDialogProps {
  trip: StudentPlannedTrip;
  opened: boolean;
  /** After a rejection: the same request again, which makes the enrolment pending once more. */
  again: boolean;
  onClose: () => void;
}

/** Confirms joining (or asking again) with the student's notes to the captain. */
export function JoinDialog({ trip, opened, again, onClose }: JoinDialogProps) {
  const { t } = useTranslation();
  const join = useJoinTrip();
  const notes = trip.my_enrolment?.student_notes ?? '';
  const form = useNotesForm(notes);
  const fields = useSchemaFields(form, studentNotesSchema);

  useEffect(() => {
    if (opened) form.reset({ student_notes: notes });
  }, [opened, notes, form]);

  const dismiss = () => {
    if (!join.isPending) onClose();
  };
  const submit = form.handleSubmit(async (input) => {
    try {
      const answer = await join.mutateAsync({ tripId: trip.id, input });
      notifySuccess(answer.message);
      onClose();
    } catch (error) {
      if (showNotesError(error, form.setError)) return;
      notifyFailure(failureMessage(error, t('student_area.trip.join_failed')));
      onClose();
    }
  });
  const prefix = again ? 'student_area.trip.ask_again' : 'student_area.trip.join';
  return (
    <Modal
      opened={opened}
      onClose={dismiss}
      title={t(`${prefix}_title`)}
      centered
      closeOnClickOutside={!join.isPending}
      closeOnEscape={!join.isPending}
      withCloseButton={!join.isPending}
      closeButtonProps={{ 'aria-label': t('confirm.close') }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <SubmitForm onSubmit={submit}>
        <Stack gap="lg">
          <Stack gap="xs">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {trip.name}
            </Text>
            <Text size="sm" c="dimmed">
              {t(`${prefix}_text`, { name: trip.captain.name })}
            </Text>
          </Stack>
          <NotesField fields={fields} autoFocus />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={dismiss} disabled={join.isPending}>
              {t('confirm.cancel')}
            </Button>
            <SubmitButton>{t(`${prefix}_confirm`)}</SubmitButton>
          </Group>
        </Stack>
      </SubmitForm>
    </Modal>
  );
}
