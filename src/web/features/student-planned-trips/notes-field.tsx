import { Textarea } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from '#domain/validation.ts';

/** The same maximum as studentNotesSchema. */
export const studentNotesMaxLength = 2000;

interface NotesFieldProps {
  registration: UseFormRegisterReturn<'student_notes'>;
  error: string | undefined;
  autoFocus?: boolean;
}

/** The student's notes to the captain (experience, questions, needs). */
export function NotesField({ registration, error, autoFocus }: NotesFieldProps) {
  const { t } = useTranslation();
  return (
    <Textarea
      {...registration}
      label={t('student_area.trip.notes_label')}
      description={t('student_area.trip.notes_hint')}
      placeholder={t('student_area.trip.notes_placeholder')}
      error={error}
      rows={4}
      resize="vertical"
      maxLength={studentNotesMaxLength}
      data-autofocus={autoFocus || undefined}
    />
  );
}

/** What the field's messages may mention ("at most {{maximum}} characters"), for useFieldErrors. */
export const notesLimits = { shape: { student_notes: z.string().max(studentNotesMaxLength) } };
