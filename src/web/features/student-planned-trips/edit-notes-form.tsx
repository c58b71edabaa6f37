import { Button, Group, Stack } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { studentNotesSchema } from '#domain/planned-trip.ts';
import { useSchemaFields } from '../../components/form-field.tsx';
import { SubmitButton, SubmitForm } from '../../components/submit-form.tsx';
import { failureMessage, notifyFailure, notifySuccess } from '../../lib/notify.tsx';
import { useUpdateNotes } from './api.ts';
import { NotesField } from './notes-field.tsx';
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
  const fields = useSchemaFields(form, studentNotesSchema);
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
        <NotesField fields={fields} />
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
