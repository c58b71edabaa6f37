import { useTranslation } from 'react-i18next';
import type { StudentCaptain } from '#domain/invitation.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { failureMessage, notifyFailure, notifySuccess } from '../../lib/notify.tsx';
import { useDisconnectCaptain } from './api.ts';

interface DisconnectCaptainDialogProps {
  /** The captain to disconnect from; null keeps the dialog closed. */
  captain: StudentCaptain | null;
  onClose: () => void;
}

/** Asks before disconnecting: coming back takes a new invitation from that captain. */
export function DisconnectCaptainDialog({ captain, onClose }: DisconnectCaptainDialogProps) {
  const { t } = useTranslation();
  const disconnect = useDisconnectCaptain();
  const confirm = async () => {
    if (!captain) return;
    try {
      const answer = await disconnect.mutateAsync(captain.id);
      notifySuccess(answer?.message ?? t('invitations.captain_disconnected'));
    } catch (error) {
      notifyFailure(failureMessage(error, t('student_area.captains.disconnect_failed')));
    }
    onClose();
  };
  return (
    <ConfirmDialog
      opened={captain !== null}
      title={t('student_area.captains.disconnect_title')}
      objectName={captain?.name ?? ''}
      consequence={t('student_area.captains.disconnect_warning', { name: captain?.name ?? '' })}
      confirmLabel={
        disconnect.isPending
          ? t('student_area.captains.disconnecting')
          : t('student_area.captains.disconnect')
      }
      busy={disconnect.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
