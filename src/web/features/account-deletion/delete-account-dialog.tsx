import { zodResolver } from '@hookform/resolvers/zod';
import { List, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type DeleteAccountInput, deleteAccountSchema } from '#domain/account-deletion.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { showFormFailure, useFieldErrors } from '../../lib/form-errors.ts';
import { notifySuccess } from '../../lib/notify.tsx';
import { useCaptainSession, useStudentSession } from '../session/use-session.ts';
import { type AccountKind, useDeleteAccount } from './api.ts';

/** What goes, per kind of account, in the order the dialog names it (account_deletion.erased.<kind>.<item>). */
const erasedItems: Record<AccountKind, readonly string[]> = {
  captain: ['account', 'trips', 'yachts', 'planned_trips', 'invitations'],
  student: ['account', 'connections', 'enrolments'],
};

/** Where the user lands once the account is gone: the home page, or the student login. */
const landing = { captain: '/', student: '/student/login' } as const;

function ErasedList({ kind }: { kind: AccountKind }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600} c="var(--mantine-color-text)">
        {t('account_deletion.erased_title')}
      </Text>
      <List size="sm" spacing={4} c="var(--mantine-color-text)">
        {erasedItems[kind].map((item) => (
          <List.Item key={item}>{t(`account_deletion.erased.${kind}.${item}`)}</List.Item>
        ))}
      </List>
      {kind === 'captain' ? <Text size="sm">{t('account_deletion.kept_captain')}</Text> : null}
    </Stack>
  );
}

export interface DeleteAccountDialogProps {
  kind: AccountKind;
  opened: boolean;
  onClose: () => void;
}

/**
 * The account deletion's confirmation: the account's address, everything that goes (and, for a captain, what
 * stays), and the password. A wrong password shows under the field and changes nothing; once deleted, the login
 * ends and the user lands on the home page (a student on the student login) with the server's message.
 */
export function DeleteAccountDialog({ kind, opened, onClose }: DeleteAccountDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const captain = useCaptainSession();
  const student = useStudentSession();
  const remove = useDeleteAccount(kind);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<DeleteAccountInput>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { password: '' },
  });
  const error = useFieldErrors(errors, deleteAccountSchema);

  const onValid = async (values: DeleteAccountInput) => {
    try {
      const answer = await remove.mutateAsync(values);
      notifySuccess(answer.message);
      await navigate({ to: landing[kind], replace: true });
    } catch (failure) {
      showFormFailure(failure, { setError, fields: ['password'], fallback: t('account_deletion.failed') });
    }
  };

  const close = () => {
    reset();
    onClose();
  };

  return (
    <ConfirmDialog
      opened={opened}
      title={t('account_deletion.dialog_title')}
      objectName={kind === 'captain' ? captain?.user.email : student?.student.email}
      consequence={<ErasedList kind={kind} />}
      confirmLabel={t('account_deletion.confirm')}
      onConfirm={handleSubmit(onValid)}
      onCancel={close}
    >
      <PasswordField
        label={t('account_deletion.password_label')}
        description={t('account_deletion.password_hint')}
        autoComplete="current-password"
        withAsterisk
        data-autofocus
        error={error('password')}
        {...register('password')}
      />
    </ConfirmDialog>
  );
}
