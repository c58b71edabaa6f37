import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconDeviceFloppy } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CurrentStudent } from '#domain/auth.ts';
import { studentDetailsSchema } from '#domain/student-account.ts';
import type { z } from '#domain/validation.ts';
import { TextField, useSchemaFields } from '../../components/form-field.tsx';
import { LeaveFormGuard } from '../../components/leave-form-dialog.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { SubmitButton, SubmitForm } from '../../components/submit-form.tsx';
import { showFormFailure } from '../../lib/form-errors.ts';
import { notifySuccess } from '../../lib/notify.tsx';
import { useSaveStudentDetails, useStudentAccount } from './api.ts';

type DetailsForm = z.input<typeof studentDetailsSchema>;
type DetailsOutput = z.output<typeof studentDetailsSchema>;
const formFields = ['first_name', 'last_name', 'phone'] as const;

const formValues = (student: CurrentStudent) => ({
  first_name: student.first_name,
  last_name: student.last_name,
  phone: student.phone,
});

function DetailsForm({ student }: { student: CurrentStudent }) {
  const { t } = useTranslation();
  const save = useSaveStudentDetails();
  const form = useForm<DetailsForm, unknown, DetailsOutput>({
    resolver: zodResolver(studentDetailsSchema),
    defaultValues: formValues(student),
    mode: 'onTouched',
  });
  const { handleSubmit, setError, reset } = form;
  const fields = useSchemaFields(form, studentDetailsSchema);

  const onSubmit = async (values: DetailsOutput) => {
    try {
      const answer = await save.mutateAsync({ ...values, phone: values.phone ?? '' });
      reset(formValues(answer.student));
      notifySuccess(answer.message || t('student_account.details.saved'));
    } catch (failure) {
      showFormFailure(failure, {
        setError,
        fields: formFields,
        fallback: t('student_account.details.save_failed'),
      });
    }
  };

  return (
    <SubmitForm onSubmit={handleSubmit(onSubmit)}>
      <LeaveFormGuard unsaved={form.formState.isDirty} />
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextField
            fields={fields}
            name="first_name"
            label={t('student.fields.first_name')}
            autoComplete="given-name"
            withAsterisk
          />
          <TextField
            fields={fields}
            name="last_name"
            label={t('student.fields.last_name')}
            autoComplete="family-name"
            withAsterisk
          />
          <TextInput
            label={t('student_account.details.email')}
            description={t('student_account.details.email_locked')}
            value={student.email}
            type="email"
            disabled
            readOnly
          />
          <TextField
            fields={fields}
            name="phone"
            label={t('student_account.details.phone')}
            description={t('student_account.details.phone_hint')}
            type="tel"
            autoComplete="tel"
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <SubmitButton leftSection={<IconDeviceFloppy size="1.1rem" aria-hidden />}>
            {t('student_account.details.submit')}
          </SubmitButton>
        </Group>
      </Stack>
    </SubmitForm>
  );
}

/** The student's name and phone; the e-mail is shown locked. */
export function DetailsSection() {
  const { t } = useTranslation();
  const account = useStudentAccount();
  return (
    <SectionCard title={t('student_account.details.title')} description={t('student_account.details.intro')}>
      {account.isPending ? (
        <Skeleton h="9rem" radius="md" aria-busy="true" aria-label={t('common.loading')} />
      ) : account.isError ? (
        <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={t('student_account.load_failed')}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('student_account.load_failed_hint')}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void account.refetch()}>
              {t('common.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <DetailsForm student={account.data} />
      )}
    </SectionCard>
  );
}
