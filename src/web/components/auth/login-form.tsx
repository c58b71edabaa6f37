import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { type UseFormSetError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type LoginInput, loginSchema } from '#domain/auth.ts';
import type { z } from '#domain/validation.ts';
import { PasswordTextField, TextField, useSchemaFields } from '../form-field.tsx';
import { SubmitButton, SubmitForm } from '../submit-form.tsx';

export type LoginFormValues = z.input<typeof loginSchema>;
export const loginFields = ['email', 'password'] as const;

interface LoginFormProps {
  /** Logs in; return the whole job's promise (the request, then the navigation): the form is busy until then. */
  onSubmit: (values: LoginInput, setError: UseFormSetError<LoginFormValues>) => Promise<unknown>;
  /** A link shown beside the remember-me box ("Forgot your password?"). */
  aside?: ReactNode;
}

/** E-mail, password and remember-me: the same form for captains and students. */
export function LoginForm({ onSubmit, aside }: LoginFormProps) {
  const { t } = useTranslation();
  const form = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '', remember: false },
  });
  const fields = useSchemaFields(form, loginSchema);

  return (
    <SubmitForm onSubmit={form.handleSubmit((values) => onSubmit(values, form.setError))}>
      <Stack gap="md">
        <TextField
          fields={fields}
          name="email"
          type="email"
          autoComplete="email"
          label={t('auth.fields.email')}
          withAsterisk
        />
        <PasswordTextField
          fields={fields}
          name="password"
          autoComplete="current-password"
          label={t('auth.fields.password')}
          withAsterisk
        />
        <Group justify="space-between" gap="sm">
          <Checkbox {...form.register('remember')} label={t('auth.fields.remember')} />
          {aside}
        </Group>
        <SubmitButton fullWidth>{t('auth.login.submit')}</SubmitButton>
      </Stack>
    </SubmitForm>
  );
}
