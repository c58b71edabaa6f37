import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { resetPasswordSchema } from '#domain/new-password.ts';
import { NewPasswordFields } from '../../components/auth/new-password-fields.tsx';
import { FormCard } from '../../components/form-card.tsx';
import { useSchemaFields } from '../../components/form-field.tsx';
import { AnchorLink, ButtonLink } from '../../components/links.tsx';
import { SubmitButton, SubmitForm } from '../../components/submit-form.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { showFormFailure } from '../../lib/form-errors.ts';
import { notifyFailure, notifySuccess } from '../../lib/notify.tsx';
import { useResetPassword } from './api.ts';
import { passwordResetPaths, type ResetAccountKind } from './password-reset-paths.ts';
import { loginAfterResetMs } from './timing.ts';

const formFields = ['password', 'password_confirmation'] as const;

function InvalidLink({ message, kind }: { message: string; kind: ResetAccountKind }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert">
        {message}
      </Alert>
      <ButtonLink to={passwordResetPaths[kind].forgotPage}>{t('auth.reset.request_new')}</ButtonLink>
    </Stack>
  );
}

/** A link error from the server (used, expired or wrong token): the first message for the token or e-mail. */
function linkErrorOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  return error.fieldErrors.token?.[0] ?? error.fieldErrors.email?.[0] ?? null;
}

/**
 * /reset-password/{token}?email=... (or ?token=...&email=...): choose a new password; the same under /student for a
 * student's account.
 */
export function ResetPasswordPage({ kind = 'captain' }: { kind?: ResetAccountKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams({ strict: false });
  const search = useSearch({ strict: false });
  const token = (params.token ?? search.token ?? '').trim();
  const email = (search.email ?? '').trim();
  const reset = useResetPassword(kind);
  const loginPage = passwordResetPaths[kind].loginPage;
  const [doneMessage, setDoneMessage] = useState<string | null>(null);
  const [linkError, setLinkError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token, email, password: '', password_confirmation: '' },
  });
  const fields = useSchemaFields(form, resetPasswordSchema);

  useEffect(() => {
    if (!doneMessage) return;
    const timer = window.setTimeout(() => void navigate({ to: loginPage, replace: true }), loginAfterResetMs);
    return () => window.clearTimeout(timer);
  }, [doneMessage, navigate, loginPage]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await reset.mutateAsync(values);
      setDoneMessage(answer.message);
      notifySuccess(answer.message);
    } catch (error) {
      const linkMessage = linkErrorOf(error);
      if (linkMessage) {
        setLinkError(linkMessage);
        notifyFailure(linkMessage);
        return;
      }
      showFormFailure(error, {
        setError: form.setError,
        fields: formFields,
        fallback: t('auth.password_reset_failed'),
      });
    }
  });

  const content = () => {
    if (!token || !email) return <InvalidLink message={t('auth.invalid_reset_link')} kind={kind} />;
    if (linkError) return <InvalidLink message={linkError} kind={kind} />;
    if (doneMessage)
      return (
        <Alert color="green" icon={<IconCircleCheck aria-hidden />} role="status">
          <Stack gap="xs">
            <Text size="sm">{doneMessage}</Text>
            <Text size="sm">
              {t('auth.reset.redirecting')}{' '}
              <AnchorLink to={loginPage} underline="always">
                {t('auth.reset.login_now')}
              </AnchorLink>
            </Text>
          </Stack>
        </Alert>
      );
    return (
      <SubmitForm onSubmit={submit}>
        <Stack gap="md">
          <Text size="sm">{t('auth.reset.for_account', { email })}</Text>
          <NewPasswordFields
            fields={fields}
            password="password"
            confirmation="password_confirmation"
            passwordLabel={t('auth.fields.new_password')}
          />
          <SubmitButton fullWidth>{t('auth.reset.submit')}</SubmitButton>
        </Stack>
      </SubmitForm>
    );
  };

  return (
    <FormCard title={t('auth.reset.title')} description={t('auth.reset.subtitle')}>
      {content()}
    </FormCard>
  );
}

export function StudentResetPasswordPage() {
  return <ResetPasswordPage kind="student" />;
}
