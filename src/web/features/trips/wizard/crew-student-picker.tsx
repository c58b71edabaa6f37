import { Select } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CaptainStudent } from '#domain/invitation.ts';
import { useCaptainStudents } from '../../invitations/api.ts';
import { useFieldError, useTripForm } from './trip-form-context.ts';

/** The option of a member who is nobody's student account. */
const noStudent = 'none';

const studentName = (student: CaptainStudent) => `${student.first_name} ${student.last_name}`.trim();

/**
 * "Pick from my students": links the crew member to one of the captain's connected students and fills the name,
 * e-mail and phone from their account (the captain may still change them); "Not a student account" unlinks. A member
 * linked to a student who has since disconnected keeps that link as an option of its own, named as typed.
 */
export function CrewStudentPicker({ index }: { index: number }) {
  const { t } = useTranslation();
  const path = `crewMembers.${index}` as const;
  const { control, setValue, getValues } = useTripForm();
  const students = useCaptainStudents();
  const error = useFieldError(`${path}.studentId`);
  const linked = useWatch({ control, name: `${path}.studentId` });
  const listed = students.data ?? [];
  const unlisted = linked !== null && !listed.some((student) => student.id === linked);
  const data = [
    { value: noStudent, label: t('trips.wizard.crew.not_a_student') },
    ...listed.map((student) => ({
      value: String(student.id),
      label: t('trips.wizard.crew.student_option', { name: studentName(student), email: student.email }),
    })),
    ...(unlisted
      ? [
          {
            value: String(linked),
            label: t('trips.wizard.crew.student_unlisted', { name: getValues(`${path}.fullName`) }),
          },
        ]
      : []),
  ];
  const pick = (value: string | null) => {
    const student = listed.find((each) => String(each.id) === value);
    if (!student) return;
    setValue(`${path}.fullName`, studentName(student), { shouldDirty: true });
    setValue(`${path}.email`, student.email, { shouldDirty: true });
    // A student without a phone on their account leaves the one the captain may have typed.
    if (student.phone !== '') setValue(`${path}.phone`, student.phone, { shouldDirty: true });
  };
  let description: string | undefined;
  if (students.isPending) description = t('trips.wizard.crew.students_loading');
  else if (students.isError) description = t('trips.wizard.crew.students_failed');
  else if (students.isSuccess && listed.length === 0) description = t('trips.wizard.crew.students_none');
  return (
    <Controller
      control={control}
      name={`${path}.studentId`}
      render={({ field }) => (
        <Select
          ref={field.ref}
          name={field.name}
          // Wider than its own default, so a name with a usual e-mail shows whole.
          w={{ base: '100%', sm: '22rem' }}
          label={t('trips.wizard.crew.student_id')}
          description={description}
          data={data}
          value={field.value === null ? noStudent : String(field.value)}
          onChange={(value) => {
            field.onChange(value === null || value === noStudent ? null : Number(value));
            pick(value);
          }}
          onBlur={field.onBlur}
          allowDeselect={false}
          disabled={students.isPending}
          error={error}
          // A short list is quicker to scan; a school's long one is quicker to search by name.
          searchable={listed.length > 7}
          nothingFoundMessage={t('trips.wizard.crew.students_not_found')}
        />
      )}
    />
  );
}
