import { useTranslation } from 'react-i18next';
import type { PlannedTrip } from '#domain/planned-trip.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { failureMessage, notifyFailure, notifySuccess } from '../../lib/notify.tsx';
import { useDeletePlannedTrip } from './api.ts';
import { usePlannedTripFormat } from './format.ts';

interface DeletePlannedTripDialogProps {
  trip: PlannedTrip;
  opened: boolean;
  onClose: () => void;
  onDeleted: () => void;
}

/** Asks before deleting a planned trip (its students' enrolments go with it), then reports how it went. */
export function DeletePlannedTripDialog({ trip, opened, onClose, onDeleted }: DeletePlannedTripDialogProps) {
  const { t } = useTranslation();
  const format = usePlannedTripFormat();
  const remove = useDeletePlannedTrip();
  const enrolled = trip.pending_count + trip.accepted_count + trip.rejected_count;
  const confirm = async () => {
    try {
      await remove.mutateAsync(trip.id);
    } catch (error) {
      notifyFailure(failureMessage(error, t('planned_trips_page.delete.failed')));
      onClose();
      return;
    }
    notifySuccess(t('planned_trips.deleted'));
    onClose();
    onDeleted();
  };
  return (
    <ConfirmDialog
      opened={opened}
      title={t('planned_trips_page.delete.title')}
      objectName={t('planned_trips_page.delete.object', { name: trip.name, dates: format.dates(trip) })}
      consequence={
        enrolled > 0
          ? t('planned_trips_page.delete.warning_students', { count: enrolled })
          : t('planned_trips_page.delete.warning')
      }
      confirmLabel={
        remove.isPending ? t('planned_trips_page.delete.deleting') : t('planned_trips_page.delete.confirm')
      }
      busy={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
