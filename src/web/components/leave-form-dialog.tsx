import { useMantineTheme } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { readCaptainSession, readStudentSession } from '../lib/session-storage.ts';
import { type LeaveGuard, useLeaveGuard } from '../lib/use-leave-guard.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { useFormSubmitting } from './submit-form.tsx';

interface LeaveFormDialogProps {
  guard: LeaveGuard;
  /** The form keeps a draft (the trip form): leaving loses nothing, and the dialog says so. */
  draftKept?: boolean;
}

/** "Leave the form?" in the shared confirm dialog's look: Stay (focused first) or Leave. */
export function LeaveFormDialog({ guard, draftKept = false }: LeaveFormDialogProps) {
  const { t } = useTranslation();
  const theme = useMantineTheme();
  return (
    <ConfirmDialog
      opened={guard.asking}
      title={t('confirm.leave.title')}
      consequence={draftKept ? t('confirm.leave.draft_kept') : t('confirm.leave.changes_lost')}
      confirmLabel={t('confirm.leave.leave')}
      cancelLabel={t('confirm.leave.stay')}
      confirmColor={draftKept ? theme.primaryColor : 'red'}
      onConfirm={guard.leave}
      onCancel={guard.stay}
    />
  );
}

/**
 * The leave warning of a SubmitForm without a draft (yacht, planned trip, invitation, profile): asks while the
 * form has changes, but not while its own submit runs (a successful save navigates by itself), nor once the
 * login has ended (the header's Log out): nothing could be saved any more.
 */
export function LeaveFormGuard({ unsaved }: { unsaved: boolean }) {
  // A form shown outside the router (a component test) has no page to leave.
  return useRouter({ warn: false }) ? <RoutedLeaveFormGuard unsaved={unsaved} /> : null;
}

function RoutedLeaveFormGuard({ unsaved }: { unsaved: boolean }) {
  const submitting = useFormSubmitting();
  const guard = useLeaveGuard(
    () => unsaved && !submitting() && (readCaptainSession() ?? readStudentSession()) !== null,
  );
  return <LeaveFormDialog guard={guard} />;
}
