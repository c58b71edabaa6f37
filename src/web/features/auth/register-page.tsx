import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mantine/core';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { captainRegisterSchema } from '#domain/new-password.ts';
import { AuthLinks } from '../../components/auth/auth-links.tsx';
import { NewPasswordFields } from '../../components/auth/new-password-fields.tsx';
import { FormCard } from '../../components/form-card.tsx';
import { TextField, useSchemaFields } from '../../components/form-field.tsx';
import { AnchorLink } from '../../components/links.tsx';
import { SubmitButton, SubmitForm } from '../../components/submit-form.tsx';
import { showFormFailure } from '../../lib/form-errors.ts';
import { notifySuccess } from '../../lib/notify.tsx';
import { useCaptainRegister } from './api.ts';

const guestRoute = getRouteApi('/captain-guest');
const formFields = ['name', 'email', 'phone_register', 'password', 'password_confirmation'] as const;

export function RegisterPage() {
  const { t } = useTranslation();
  const { redirect } = guestRoute.useSearch();
  const navigate = useNavigate();
  const register = useCaptainRegister();
  const form = useForm({
    resolver: zodResolver(captainRegisterSchema),
    defaultValues: { name: '', email: '', phone_register: '', password: '', password_confirmation: '' },
  });
  const fields = useSchemaFields(form, captainRegisterSchema);

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await register.mutateAsync(values);
      notifySuccess(answer.message);
      await navigate({ href: redirect ?? '/dashboard', replace: true });
    } catch (error) {
      showFormFailure(error, {
        setError: form.setError,
        fields: formFields,
        fallback: t('auth.register_failed'),
      });
    }
  });

  return (
    <FormCard title={t('auth.register.title')} description={t('auth.register.subtitle')}>
      <SubmitForm onSubmit={submit}>
        <Stack gap="md">
          <TextField
            fields={fields}
            name="name"
            autoComplete="name"
            label={t('auth.fields.name')}
            withAsterisk
          />
          <TextField
            fields={fields}
            name="email"
            type="email"
            autoComplete="email"
            label={t('auth.fields.email')}
            withAsterisk
          />
          <TextField
            fields={fields}
            name="phone_register"
            type="tel"
            autoComplete="tel"
            label={t('auth.fields.phone')}
            withAsterisk
          />
          <NewPasswordFields
            fields={fields}
            password="password"
            confirmation="password_confirmation"
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
