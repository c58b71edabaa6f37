import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, Stack } from '@mantine/core';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { studentRegisterSchema } from '#domain/new-password.ts';
import { AuthLinks } from '../../components/auth/auth-links.tsx';
import { NewPasswordFields } from '../../components/auth/new-password-fields.tsx';
import { FormCard } from '../../components/form-card.tsx';
import { TextField, useSchemaFields } from '../../components/form-field.tsx';
import { AnchorLink } from '../../components/links.tsx';
import { SubmitButton, SubmitForm } from '../../components/submit-form.tsx';
import { showFormFailure } from '../../lib/form-errors.ts';
import { notifySuccess } from '../../lib/notify.tsx';
import { landingAfterStudentLogin } from '../student-invitations/pending-invitation.ts';
import { PendingInvitationNotice } from '../student-invitations/pending-invitation-notice.tsx';
import { useStudentRegister } from './api.ts';

const guestRoute = getRouteApi('/student-guest');
const formFields = ['first_name', 'last_name', 'email', 'password', 'password_confirmation'] as const;

export function StudentRegisterPage() {
  const { t } = useTranslation();
  const { redirect } = guestRoute.useSearch();
  const navigate = useNavigate();
  const register = useStudentRegister();
  const form = useForm({
    resolver: zodResolver(studentRegisterSchema),
    defaultValues: { first_name: '', last_name: '', email: '', password: '', password_confirmation: '' },
  });
  const fields = useSchemaFields(form, studentRegisterSchema);

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await register.mutateAsync(values);
      notifySuccess(answer.message);
      await navigate({ href: landingAfterStudentLogin(redirect), replace: true });
    } catch (error) {
      showFormFailure(error, {
        setError: form.setError,
        fields: formFields,
        fallback: t('student.register_failed'),
      });
    }
  });

  return (
    <FormCard title={t('student.register.title')} description={t('student.register.subtitle')}>
      <PendingInvitationNotice page="register" />
      <SubmitForm onSubmit={submit}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextField
              fields={fields}
              name="first_name"
              autoComplete="given-name"
              label={t('student.fields.first_name')}
              withAsterisk
            />
            <TextField
              fields={fields}
              name="last_name"
              autoComplete="family-name"
              label={t('student.fields.last_name')}
              withAsterisk
            />
          </SimpleGrid>
          <TextField
            fields={fields}
            name="email"
            type="email"
            autoComplete="email"
            label={t('auth.fields.email')}
            withAsterisk
          />
          <NewPasswordFields
            fields={fields}
            password="password"
            confirmation="password_confirmation"
            passwordLabel={t('auth.fields.password')}
          />
          <SubmitButton fullWidth>{t('student.register.submit')}</SubmitButton>
        </Stack>
      </SubmitForm>
      <AuthLinks
        rows={[
          {
            key: 'login',
            prompt: t('student.register.have_account'),
            link: (
              <AnchorLink to="/student/login" underline="always" search={{ redirect }}>
                {t('student.register.login')}
              </AnchorLink>
            ),
          },
          {
            key: 'captain',
            prompt: t('student.login.captain_prompt'),
            link: (
              <AnchorLink to="/register" underline="always">
                {t('student.login.captain_register')}
              </AnchorLink>
            ),
          },
        ]}
      />
    </FormCard>
  );
}
