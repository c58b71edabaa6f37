import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, TextInput } from '@mantine/core';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { captainRegisterSchema } from '#domain/new-password.ts';
import { AuthLinks } from '../../components/auth/auth-links.tsx';
import { NewPasswordFields } from '../../components/auth/new-password-fields.tsx';
import { FormCard } from '../../components/form-card.tsx';
import { AnchorLink } from '../../components/links.tsx';
import { SubmitButton, SubmitForm } from '../../components/submit-form.tsx';
import { showFormFailure, useFieldErrors } from '../../lib/form-errors.ts';
import { notifySuccess } from '../../lib/notify.tsx';
import { useCaptainRegister } from './api.ts';

const guestRoute = getRouteApi('/captain-guest');
const fields = ['name', 'email', 'phone_register', 'password', 'password_confirmation'] as const;

export function RegisterPage() {
  const { t } = useTranslation();
  const { redirect } = guestRoute.useSearch();
  const navigate = useNavigate();
  const register = useCaptainRegister();
  const form = useForm({
    resolver: zodResolver(captainRegisterSchema),
    defaultValues: { name: '', email: '', phone_register: '', password: '', password_confirmation: '' },
  });
  const fieldError = useFieldErrors(form.formState.errors, captainRegisterSchema);

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await register.mutateAsync(values);
      notifySuccess(answer.message);
      await navigate({ href: redirect ?? '/dashboard', replace: true });
    } catch (error) {
      showFormFailure(error, { setError: form.setError, fields, fallback: t('auth.register_failed') });
    }
  });

  return (
    <FormCard title={t('auth.register.title')} description={t('auth.register.subtitle')}>
      <SubmitForm onSubmit={submit}>
        <Stack gap="md">
          <TextInput
            {...form.register('name')}
            autoComplete="name"
            label={t('auth.fields.name')}
            error={fieldError('name')}
            withAsterisk
          />
          <TextInput
            {...form.register('email')}
            type="email"
            autoComplete="email"
            label={t('auth.fields.email')}
            error={fieldError('email')}
            withAsterisk
          />
          <TextInput
            {...form.register('phone_register')}
            type="tel"
            autoComplete="tel"
            label={t('auth.fields.phone')}
            error={fieldError('phone_register')}
            withAsterisk
          />
          <NewPasswordFields
            password={form.register('password')}
            confirmation={form.register('password_confirmation')}
            passwordError={fieldError('password')}
            confirmationError={fieldError('password_confirmation')}
            passwordLabel={t('auth.fields.password')}
          />
          <SubmitButton fullWidth>{t('auth.register.submit')}</SubmitButton>
        </Stack>
      </SubmitForm>
      <AuthLinks
        rows={[
          {
            key: 'login',
            prompt: t('auth.register.have_account'),
            link: (
              <AnchorLink to="/login" underline="always" search={{ redirect }}>
                {t('auth.register.login')}
              </AnchorLink>
            ),
          },
          {
            key: 'student',
            prompt: t('auth.login.student_prompt'),
            link: (
              <AnchorLink to="/student/register" underline="always">
                {t('auth.login.student_register')}
              </AnchorLink>
            ),
          },
        ]}
      />
    </FormCard>
  );
}
