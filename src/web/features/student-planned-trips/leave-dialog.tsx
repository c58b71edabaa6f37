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
  const confirm = async () => {
    if (!trip) return;
    try {
      const answer = await leave.mutateAsync({ tripId: trip.id, input: undefined });
      notifySuccess(answer?.message ?? t('enrolments.left'));
    } catch (error) {
      notifyFailure(failureMessage(error, t('student_area.trip.leave_failed')));
      onClose();
      return;
    }
    onClose();
    onLeft?.();
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
