import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Stack, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconKey } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type InvitationAccepted, invitationAcceptSchema } from '#domain/invitation.ts';
import { SubmitButton, SubmitForm } from '../../components/submit-form.tsx';
import { useFieldErrors } from '../../lib/form-errors.ts';
import { failureMessage } from '../../lib/notify.tsx';
import { useAcceptInvitation } from './api.ts';
import { isInvalidInvitation, refusalMessage } from './invitation-failure.ts';

interface AcceptCodeFormProps {
  onAccepted: (result: InvitationAccepted) => void;
}

/**
 * The code a captain gave the student. A refused code gets the server's reason under the field
 * (invitation_invalid when it sent none); any other failure says invitation_error.
 */
export function AcceptCodeForm({ onAccepted }: AcceptCodeFormProps) {
  const { t } = useTranslation();
  const accept = useAcceptInvitation();
  const form = useForm({ resolver: zodResolver(invitationAcceptSchema), defaultValues: { code: '' } });
  const fieldError = useFieldErrors(form.formState.errors, invitationAcceptSchema);

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await accept.mutateAsync({ code: values.code });
      form.reset({ code: '' });
      onAccepted(answer);
    } catch (error) {
      // Any other failure is shown below the form from the mutation's state.
      if (!isInvalidInvitation(error)) return;
      form.setError(
        'code',
        { type: 'server', message: refusalMessage(error) ?? t('invitation_invalid') },
        { shouldFocus: true },
      );
    }
  });

  const otherFailure = accept.isError && !isInvalidInvitation(accept.error);
  return (
    <SubmitForm onSubmit={submit}>
      <Stack gap="md" align="flex-start">
        <TextInput
          {...form.register('code')}
          label={t('student_area.accept.code')}
          description={t('student_area.accept.code_hint')}
          placeholder={t('student_area.accept.code_placeholder')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={fieldError('code')}
          withAsterisk
          w="100%"
          maw="24rem"
          styles={{ input: { textTransform: 'uppercase', letterSpacing: '0.1em' } }}
        />
        <SubmitButton leftSection={<IconKey size="1rem" aria-hidden />}>
          {t('student_area.accept.submit')}
        </SubmitButton>
      </Stack>
      {otherFailure ? (
        <Alert color="red" mt="md" icon={<IconAlertTriangle aria-hidden />} role="alert">
          {failureMessage(accept.error, t('invitation_error'))}
        </Alert>
      ) : null}
    </SubmitForm>
  );
}
