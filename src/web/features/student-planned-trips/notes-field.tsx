import { useTranslation } from 'react-i18next';
import { type SchemaFields, TextareaField } from '../../components/form-field.tsx';
import type { NotesFormFields } from './notes-form.ts';

interface NotesFieldProps {
  fields: SchemaFields<NotesFormFields>;
  autoFocus?: boolean;
}

/** The student's notes to the captain (experience, questions, needs). */
export function NotesField({ fields, autoFocus }: NotesFieldProps) {
  const { t } = useTranslation();
  return (
    <TextareaField
      fields={fields}
      name="student_notes"
      label={t('student_area.trip.notes_label')}
      description={t('student_area.trip.notes_hint')}
      placeholder={t('student_area.trip.notes_placeholder')}
      rows={4}
      resize="vertical"
      data-autofocus={autoFocus || undefined}
    />
  );
}
