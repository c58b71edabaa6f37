import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CaptainEnrolment, enrolmentDecisionSchema } from '#domain/planned-trip.ts';
import { SubmitButton, SubmitForm } from '../../components/submit-form.tsx';
import { failureMessage, notifySuccess } from '../../lib/notify.tsx';
import { inputLimitsAt } from '../../lib/schema-limits.ts';
import { useDecideEnrolment } from './api.ts';
import classes from './planned-trips.module.css';
import { studentName } from './student-name.ts';

/** Accept, reject, or keep the decision and only change the captain's notes. */
export type DecisionAction = 'accept' | 'reject' | 'notes';

export interface PendingDecision {
  enrolment: CaptainEnrolment;
  action: DecisionAction;
}

const statusOf = (action: DecisionAction, enrolment: CaptainEnrolment) => {
  if (action === 'accept') return 'accepted';
  if (action === 'reject') return 'rejected';
  // Notes only: the stored decision again (the server allows repeating it).
  return enrolment.status === 'accepted' ? 'accepted' : 'rejected';
};

const confirmColor: Record<DecisionAction, string> = { accept: 'green', reject: 'red', notes: 'blue' };

interface DecisionFormProps {
  tripId: number;
  decision: PendingDecision;
  onClose: () => void;
  onBusyChange: (busy: boolean) => void;
}

function DecisionForm({ tripId, decision, onClose, onBusyChange }: DecisionFormProps) {
  const { t } = useTranslation();
  const { enrolment, action } = decision;
  const decide = useDecideEnrolment(tripId);
  const [notes, setNotes] = useState(enrolment.captain_notes);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    setFailure(null);
    onBusyChange(true);
    try {
      await decide.mutateAsync({
        enrolmentId: enrolment.id,
        status: statusOf(action, enrolment),
        captain_notes: notes,
      });
      notifySuccess(
        action === 'notes'
          ? t('planned_trips_page.decision.notes_saved')
          : action === 'accept'
            ? t('enrolments.accepted')
            : t('enrolments.rejected'),
      );
      onClose();
    } catch (error) {
      // Shown in the dialog, where the captain pressed the button: "This trip is full." and the like.
      setFailure(failureMessage(error, t('planned_trips_page.decision.failed')));
    } finally {
      onBusyChange(false);
    }
  };

  return (
    <SubmitForm onSubmit={submit}>
      <Stack gap="md">
        <Stack gap={4}>
          <Text fw={600} className={classes.wrap}>
            {studentName(enrolment)}
          </Text>
          <Text size="sm" c="dimmed">
            {t(`planned_trips_page.decision.${action}_text`)}
          </Text>
        </Stack>
        <Textarea
          label={t('planned_trips_page.fields.captain_notes')}
          description={t('planned_trips_page.decision.notes_hint')}
          rows={4}
          {...inputLimitsAt(enrolmentDecisionSchema, 'captain_notes')}
          value={notes}
          onChange={(event) => setNotes(event.currentTarget.value)}
          data-autofocus
        />
        {failure && (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={decide.isPending}>
            {t('confirm.cancel')}
          </Button>
          <SubmitButton color={confirmColor[action]}>
            {t(`planned_trips_page.decision.${action}_confirm`)}
          </SubmitButton>
        </Group>
      </Stack>
    </SubmitForm>
  );
}

interface DecisionDialogProps {
  tripId: number;
  /** The enrolment and what to do with it; null keeps the dialog closed. */
  decision: PendingDecision | null;
  onClose: () => void;
}

/** Accepts or rejects a student, or changes the captain's notes, with the notes the student will read. */
export function DecisionDialog({ tripId, decision, onClose }: DecisionDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const dismiss = () => {
    if (!busy) onClose();
  };
  return (
    <Modal
      opened={decision !== null}
      onClose={dismiss}
      title={decision ? t(`planned_trips_page.decision.${decision.action}_title`) : ''}
      centered
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
      withCloseButton={!busy}
      closeButtonProps={{ 'aria-label': t('confirm.close') }}
      styles={{ title: { fontWeight: 700 } }}
    >
      {decision && (
        <DecisionForm
          key={`${decision.enrolment.id}-${decision.action}`}
          tripId={tripId}
          decision={decision}
          onClose={onClose}
          onBusyChange={setBusy}
        />
      )}
    </Modal>
  );
}
