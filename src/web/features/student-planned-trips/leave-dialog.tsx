import { useTranslation } from 'react-i18next';
import type { StudentPlannedTrip } from '#domain/planned-trip.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { failureMessage, notifyFailure, notifySuccess } from '../../lib/notify.tsx';
import { useLeaveTrip } from './api.ts';

interface LeaveDialogProps {
  /** The trip to leave; null keeps the dialog closed. */
  trip: Pick<StudentPlannedTrip, 'id' | 'name'> | null;
  onClose: () => void;
  onLeft?: () => void;
}

/** Asks before leaving: the enrolment and its notes are deleted; coming back needs the captain's approval. */
export function LeaveDialog({ trip, onClose, onLeft }: LeaveDialogProps) {
  const { t } = useTranslation();
  const leave = useLeaveTrip();
  const confirm = () => {
    if (!trip) return;
    leave.mutate(
      { tripId: trip.id, input: undefined },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message);
          onClose();
          onLeft?.();
        },
        onError: (error) => {
          notifyFailure(failureMessage(error, t('student_area.trip.leave_failed')));
          onClose();
        },
      },
    );
  };
  return (
    <ConfirmDialog
      opened={trip !== null}
      title={t('student_area.trip.leave_title')}
      objectName={trip?.name ?? ''}
      consequence={t('student_area.trip.leave_warning')}
      confirmLabel={leave.isPending ? t('student_area.trip.leaving') : t('student_area.trip.leave_confirm')}
      busy={leave.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
