import { zodResolver } from '@hookform/resolvers/zod';
import { Card, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { invitationAcceptSchema } from '#domain/invitation.ts';
import { SubmitButton, SubmitForm } from '../../components/submit-form.tsx';
import { useFieldErrors } from '../../lib/form-errors.ts';

/** A link without ?code=: the invitation can be shown only with its code, so the student types it. */
export function CodeNeededForm({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm({ resolver: zodResolver(invitationAcceptSchema), defaultValues: { code: '' } });
  const fieldError = useFieldErrors(form.formState.errors, invitationAcceptSchema);
  const submit = form.handleSubmit(({ code }) =>
    navigate({ to: '/student/invitation/$id', params: { id: String(id) }, search: { code }, replace: true }),
  );
  return (
    <Card withBorder radius="lg" padding="lg">
      <SubmitForm onSubmit={submit}>
        <Stack gap="md" align="flex-start">
          <Text>{t('student_area.invitation.code_needed')}</Text>
          <TextInput
            {...form.register('code')}
            label={t('student_area.accept.code')}
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
          <SubmitButton rightSection={<IconArrowRight size="1rem" aria-hidden />}>
            {t('student_area.invitation.show')}
          </SubmitButton>
        </Stack>
      </SubmitForm>
    </Card>
  );
}
