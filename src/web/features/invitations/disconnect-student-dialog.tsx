import { useTranslation } from 'react-i18next';
import type { CaptainStudent } from '#domain/invitation.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { failureMessage, notifyFailure, notifySuccess } from '../../lib/notify.tsx';
import { useDisconnectStudent } from './api.ts';
import { fullName } from './format.ts';

interface DisconnectStudentDialogProps {
  /** The student to disconnect; null keeps the dialog closed. */
  student: CaptainStudent | null;
  onClose: () => void;
}

/** Asks before disconnecting a student, who would need a new invitation to come back. */
export function DisconnectStudentDialog({ student, onClose }: DisconnectStudentDialogProps) {
  const { t } = useTranslation();
  const disconnect = useDisconnectStudent();
  const confirm = async () => {
    if (!student) return;
    try {
      await disconnect.mutateAsync(student.id);
      notifySuccess(t('invitations.student_disconnected'));
    } catch (error) {
      notifyFailure(failureMessage(error, t('invitations_page.disconnect.failed')));
    }
    onClose();
  };
  return (
    <ConfirmDialog
      opened={student !== null}
      title={t('invitations_page.disconnect.title')}
      objectName={student ? `${fullName(student)} (${student.email})` : ''}
      consequence={t('invitations_page.disconnect.warning')}
      confirmLabel={
        disconnect.isPending
          ? t('invitations_page.disconnect.disconnecting')
          : t('invitations_page.disconnect.confirm')
      }
      busy={disconnect.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
