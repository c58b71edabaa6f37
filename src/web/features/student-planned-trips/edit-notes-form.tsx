import { Button, Group, Stack } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SubmitButton, SubmitForm } from '../../components/submit-form.tsx';
import { useFieldErrors } from '../../lib/form-errors.ts';
import { failureMessage, notifyFailure, notifySuccess } from '../../lib/notify.tsx';
import { useUpdateNotes } from './api.ts';
import { NotesField, notesLimits } from './notes-field.tsx';
import { showNotesError, useNotesForm } from './notes-form.ts';

interface EditNotesFormProps {
  tripId: number;
  notes: string;
  onDone: () => void;
}

/** Edits the student's notes in place (PATCH); empty notes clear them. */
export function EditNotesForm({ tripId, notes, onDone }: EditNotesFormProps) {
  const { t } = useTranslation();
  const update = useUpdateNotes();
  const form = useNotesForm(notes);
  const fieldError = useFieldErrors(form.formState.errors, notesLimits);
  const submit = form.handleSubmit(async (input) => {
    try {
      const answer = await update.mutateAsync({ tripId, input });
      notifySuccess(answer.message);
      onDone();
    } catch (error) {
      if (!showNotesError(error, form.setError)) {
        notifyFailure(failureMessage(error, t('student_area.trip.notes_failed')));
      }
    }
  });
  return (
    <SubmitForm onSubmit={submit}>
      <Stack gap="sm">
        <NotesField registration={form.register('student_notes')} error={fieldError('student_notes')} />
        <Group gap="sm">
          <SubmitButton size="xs" leftSection={<IconDeviceFloppy size="0.9rem" aria-hidden />}>
            {t('student_area.trip.notes_save')}
          </SubmitButton>
          <Button variant="default" size="xs" onClick={onDone} disabled={update.isPending}>
            {t('confirm.cancel')}
          </Button>
        </Group>
      </Stack>
    </SubmitForm>
  );
}
