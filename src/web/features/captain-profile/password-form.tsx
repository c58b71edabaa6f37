import { zodResolver } from '@hookform/resolvers/zod';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type ChangePasswordInput, changePasswordSchema } from '#domain/new-password.ts';
import { PasswordField } from '../../components/password-field.tsx';
import { SubmitButton, SubmitForm } from '../../components/submit-form.tsx';
import { showFormFailure, useFieldErrors } from '../../lib/form-errors.ts';
import { notifySuccess } from '../../lib/notify.tsx';
import { useChangePassword } from './api.ts';

const fields = ['current_password', 'new_password', 'new_password_confirmation'] as const;
const emptyForm: ChangePasswordInput = {
  current_password: '',
  new_password: '',
  new_password_confirmation: '',
};

/** Changes the captain's password; the form clears after a change. */
export function PasswordForm() {
  const { t } = useTranslation();
  const headingId = useId();
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: emptyForm,
    mode: 'onTouched',
  });
  const error = useFieldErrors(errors, changePasswordSchema);

  const onSubmit = async (values: ChangePasswordInput) => {
    try {
      const answer = await change.mutateAsync(values);
      reset(emptyForm);
      notifySuccess(answer.message || t('captainProfile.password.changed'));
    } catch (failure) {
      showFormFailure(failure, { setError, fields, fallback: t('captainProfile.password.failed') });
    }
  };

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={headingId} maw="32rem">
      <SubmitForm onSubmit={handleSubmit(onSubmit)}>
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} size="h4" id={headingId}>
              {t('captainProfile.password.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('captainProfile.password.intro')}
            </Text>
          </Stack>
          <PasswordField
            label={t('captainProfile.password.current')}
            autoComplete="current-password"
            withAsterisk
            error={error('current_password')}
            {...register('current_password')}
          />
          <PasswordField
            label={t('captainProfile.password.new')}
            description={t('captainProfile.password.new_hint')}
            autoComplete="new-password"
            withAsterisk
            maxLength={128}
            error={error('new_password')}
            {...register('new_password')}
          />
          <PasswordField
            label={t('captainProfile.password.confirmation')}
            autoComplete="new-password"
            withAsterisk
            maxLength={128}
            error={error('new_password_confirmation')}
            {...register('new_password_confirmation')}
          />
          <Group justify="flex-end">
            <SubmitButton leftSection={<IconLock size="1.1rem" aria-hidden />}>
              {t('captainProfile.password.submit')}
            </SubmitButton>
          </Group>
        </Stack>
      </SubmitForm>
    </Card>
  );
}
