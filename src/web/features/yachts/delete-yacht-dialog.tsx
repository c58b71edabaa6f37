import { useTranslation } from 'react-i18next';
import type { Yacht } from '#domain/yacht.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { failureMessage, notifyFailure, notifySuccess } from '../../lib/notify.tsx';
import { useDeleteYacht } from './api.ts';

interface DeleteYachtDialogProps {
  /** The yacht to delete; null keeps the dialog closed. */
  yacht: Yacht | null;
  onClose: () => void;
  onDeleted?: () => void;
}

/** Asks before deleting a yacht, shows the deleting state, then a success or failure notification. */
export function DeleteYachtDialog({ yacht, onClose, onDeleted }: DeleteYachtDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteYacht();
  const confirm = async () => {
    if (!yacht) return;
    try {
      await remove.mutateAsync(yacht.id);
    } catch (error) {
      notifyFailure(failureMessage(error, t('yachts.delete.failed')));
      onClose();
      return;
    }
    notifySuccess(t('yachts.deleted'));
    onClose();
    onDeleted?.();
  };
  return (
    <ConfirmDialog
      opened={yacht !== null}
      title={t('yachts.delete.title')}
      objectName={yacht?.name ?? ''}
      consequence={t('yachts.delete.warning')}
      confirmLabel={remove.isPending ? t('yachts.delete.deleting') : t('yachts.delete.confirm')}
      busy={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
