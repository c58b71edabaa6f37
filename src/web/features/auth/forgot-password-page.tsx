import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Stack } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { forgotPasswordSchema } from '#domain/auth.ts';
import { AuthLinks } from '../../components/auth/auth-links.tsx';
import { FormCard } from '../../components/form-card.tsx';
import { TextField, useSchemaFields } from '../../components/form-field.tsx';
import { AnchorLink } from '../../components/links.tsx';
import { SubmitButton, SubmitForm } from '../../components/submit-form.tsx';
import { showFormFailure } from '../../lib/form-errors.ts';
import { notifySuccess } from '../../lib/notify.tsx';
import { useForgotPassword } from './api.ts';
import { passwordResetPaths, type ResetAccountKind } from './password-reset-paths.ts';
import { resendCooldownSeconds } from './timing.ts';
import { useCountdown } from './use-countdown.ts';

const formFields = ['email'] as const;

/** /forgot-password, and /student/forgot-password for a student's account. */
export function ForgotPasswordPage({ kind = 'captain' }: { kind?: ResetAccountKind }) {
  const { t } = useTranslation();
  const forgot = useForgotPassword(kind);
  const cooldown = useCountdown();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });
  const fields = useSchemaFields(form, forgotPasswordSchema);
  const waiting = cooldown.secondsLeft > 0;

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await forgot.mutateAsync(values);
      setSentMessage(answer.message);
      notifySuccess(answer.message);
      cooldown.start(resendCooldownSeconds);
    } catch (error) {
      showFormFailure(error, {
        setError: form.setError,
        fields: formFields,
        fallback: t('auth.reset_request_failed'),
      });
    }
  });

  return (
    <FormCard title={t('auth.forgot.title')} description={t('auth.forgot.subtitle')}>
      {sentMessage ? (
        <Alert color="green" icon={<IconMailCheck aria-hidden />} role="status">
          {sentMessage}
        </Alert>
      ) : null}
      <SubmitForm onSubmit={submit}>
        <Stack gap="md">
          <TextField
            fields={fields}
            name="email"
            type="email"
            autoComplete="email"
            label={t('auth.fields.email')}
            disabled={waiting}
            withAsterisk
          />
          <SubmitButton disabled={waiting} fullWidth>
            {waiting ? t('auth.forgot.wait', { seconds: cooldown.secondsLeft }) : t('auth.forgot.submit')}
          </SubmitButton>
        </Stack>
      </SubmitForm>
      <AuthLinks
        rows={[
          {
            key: 'login',
            prompt: t('auth.forgot.remembered'),
            link: (
              <AnchorLink to={passwordResetPaths[kind].loginPage} underline="always">
                {t('auth.forgot.login')}
              </AnchorLink>
            ),
          },
        ]}
      />
    </FormCard>
  );
}

export function StudentForgotPasswordPage() {
  return <ForgotPasswordPage kind="student" />;
}
