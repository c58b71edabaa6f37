import { useTranslation } from 'react-i18next';
import type { Invitation } from '#domain/invitation.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { failureMessage, notifyFailure, notifySuccess } from '../../lib/notify.tsx';
import { useDeleteInvitation } from './api.ts';

interface DeleteInvitationDialogProps {
  /** The invitation to delete; null keeps the dialog closed. */
  invitation: Invitation | null;
  onClose: () => void;
}

/** Asks before deleting an unused invitation; a refusal (used meanwhile) shows the server's reason. */
export function DeleteInvitationDialog({ invitation, onClose }: DeleteInvitationDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteInvitation();
  const confirm = async () => {
    if (!invitation) return;
    try {
      await remove.mutateAsync(invitation.id);
      notifySuccess(t('invitations.deleted'));
    } catch (error) {
      notifyFailure(failureMessage(error, t('invitations_page.delete.failed')));
    }
    onClose();
  };
  return (
    <ConfirmDialog
      opened={invitation !== null}
      title={t('invitations_page.delete.title')}
      objectName={invitation?.description ?? ''}
      consequence={t('invitations_page.delete.warning')}
      confirmLabel={
        remove.isPending ? t('invitations_page.delete.deleting') : t('invitations_page.delete.confirm')
      }
      busy={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
