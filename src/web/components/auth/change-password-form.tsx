import { zodResolver } from '@hookform/resolvers/zod';
import { Group, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type ChangePasswordInput, changePasswordSchema } from '#domain/new-password.ts';
import { showFormFailure } from '../../lib/form-errors.ts';
import { notifySuccess } from '../../lib/notify.tsx';
import { inputLimitsAt } from '../../lib/schema-limits.ts';
import { PasswordTextField, useSchemaFields } from '../form-field.tsx';
import { SectionCard } from '../section-card.tsx';
import { SubmitButton, SubmitForm } from '../submit-form.tsx';

const formFields = ['current_password', 'new_password', 'new_password_confirmation'] as const;
const emptyForm: ChangePasswordInput = {
  current_password: '',
  new_password: '',
  new_password_confirmation: '',
};

interface ChangePasswordFormProps {
  /** Sends the change (the captain's or the student's route); its answer's message is shown. */
  change: (input: ChangePasswordInput) => Promise<{ message?: string }>;
}

/**
 * The logged-in account's password change, the same form for captains and students; it clears after a change.
 * It brings the list of common passwords (about 44 KB): pages load it lazily.
 */
export function ChangePasswordForm({ change }: ChangePasswordFormProps) {
  const { t } = useTranslation();
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: emptyForm,
    mode: 'onTouched',
  });
  const { handleSubmit, setError, reset } = form;
  const fields = useSchemaFields(form, changePasswordSchema);

  const onSubmit = async (values: ChangePasswordInput) => {
    try {
      const answer = await change(values);
      reset(emptyForm);
      notifySuccess(answer.message || t('password.form.changed'));
    } catch (failure) {
      showFormFailure(failure, { setError, fields: formFields, fallback: t('password.form.failed') });
    }
  };

  return (
    <SectionCard title={t('password.form.title')} description={t('password.form.intro')}>
      <SubmitForm onSubmit={handleSubmit(onSubmit)}>
        <Stack gap="md" maw="30rem">
          <PasswordTextField
            fields={fields}
            name="current_password"
            label={t('password.form.current')}
            autoComplete="current-password"
            withAsterisk
          />
          <PasswordTextField
            fields={fields}
            name="new_password"
            label={t('password.form.new')}
            description={t('password.form.new_hint')}
            autoComplete="new-password"
            withAsterisk
          />
          <PasswordTextField
            fields={fields}
            name="new_password_confirmation"
            // The confirmation stops where the password does.
            {...inputLimitsAt(changePasswordSchema, 'new_password')}
            label={t('password.form.confirmation')}
            autoComplete="new-password"
            withAsterisk
          />
          <Group justify="flex-end">
            <SubmitButton leftSection={<IconLock size="1.1rem" aria-hidden />}>
              {t('password.form.submit')}
            </SubmitButton>
          </Group>
        </Stack>
      </SubmitForm>
    </SectionCard>
  );
}
