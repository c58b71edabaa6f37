import { useTranslation } from 'react-i18next';
import type { Trip } from '#domain/trip.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { failureMessage, notifyFailure, notifySuccess } from '../../../lib/notify.tsx';
import { useDeleteTrip } from '../api.ts';
import { useTripFormat } from '../shared/trip-format.ts';

interface DeleteTripDialogProps {
  trip: Trip;
  opened: boolean;
  onClose: () => void;
  onDeleted: () => void;
}

/**
 * Asks before deleting a trip, with the warning that undoing it costs 10 zł (the operator restores it
 * as a paid support service); shows the deleting state, then a success or failure notification.
 */
export function DeleteTripDialog({ trip, opened, onClose, onDeleted }: DeleteTripDialogProps) {
  const { t } = useTranslation();
  const format = useTripFormat();
  const remove = useDeleteTrip();
  const dates = format.dateRange(trip);
  const name = t('trips.shared.trip_name', { yacht: trip.yacht_name, route: format.route(trip) });
  const confirm = async () => {
    try {
      await remove.mutateAsync(trip.id);
    } catch (error) {
      const sent = failureMessage(error, '');
      notifyFailure(
        sent ? t('trips.detail.delete.failed_with', { message: sent }) : t('trips.detail.delete.failed'),
      );
      onClose();
      return;
    }
    notifySuccess(t('trips.deleted'));
    onClose();
    onDeleted();
  };
  return (
    <ConfirmDialog
      opened={opened}
      title={t('trips.detail.delete.title')}
      objectName={dates ? t('trips.detail.delete.object', { name, dates }) : name}
      consequence={t('trips.detail.delete.warning', { name })}
      confirmLabel={remove.isPending ? t('trips.detail.delete.deleting') : t('trips.detail.delete.confirm')}
      busy={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
