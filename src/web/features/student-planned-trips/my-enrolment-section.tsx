import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconDoorExit, IconInfoCircle, IconPencil, IconRefresh, IconUserPlus } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudentPlannedTrip } from '#domain/planned-trip.ts';
import { AnchorLink } from '../../components/links.tsx';
import { SectionCard } from '../student-shared/facts.tsx';
import { TripStatusBadges } from '../student-shared/trip-status-badges.tsx';
import { EditNotesForm } from './edit-notes-form.tsx';
import { JoinDialog } from './join-dialog.tsx';
import { LeaveDialog } from './leave-dialog.tsx';
import { myStatus } from './my-status.ts';

function NotesBlock({ label, text, empty }: { label: string; text: string; empty: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text
        size="sm"
        c={text ? undefined : 'dimmed'}
        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        {text || empty}
      </Text>
    </Stack>
  );
}

/**
 * The student's status on the trip, both sides' notes, and join / ask again / edit notes / leave. Once the
 * captain has logged the trip (sailed) the enrolment is settled: the notes stay readable, no action is offered.
 */
export function MyEnrolmentSection({ trip }: { trip: StudentPlannedTrip }) {
  const { t } = useTranslation();
  const status = myStatus(trip);
  const enrolment = trip.my_enrolment;
  const [joining, setJoining] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [editing, setEditing] = useState(false);
  const sailed = trip.is_sailed;
  const canAsk = !sailed && (status === 'not_joined' || status === 'rejected');
  const canChange = !sailed && enrolment !== null;
  const fullReasonId = useId();

  return (
    <SectionCard title={t('student_area.trip.my_enrolment')}>
      <Stack gap="xs" align="flex-start">
        <TripStatusBadges sailed={sailed} status={status} size="lg" />
        <Text size="sm">
          {sailed
            ? t(`student_area.trip.sailed_text.${status === 'accepted' ? 'accepted' : 'other'}`, {
                captain: trip.captain.name,
              })
            : t(`student_area.trip.status_text.${status}`)}
        </Text>
        {/* The student's planned trip does not say which logged trip it became: the link is to the whole logbook. */}
        {sailed && status === 'accepted' && (
          <AnchorLink to="/student/logbook" size="sm">
            {t('student_area.trip.open_logbook')}
          </AnchorLink>
        )}
      </Stack>

      {enrolment ? (
        <Stack gap="sm">
          {editing && canChange ? (
            <EditNotesForm
              tripId={trip.id}
              notes={enrolment.student_notes}
              onDone={() => setEditing(false)}
            />
          ) : (
            <NotesBlock
              label={t('student_area.trip.my_notes')}
              text={enrolment.student_notes}
              empty={t('student_area.trip.no_notes')}
            />
          )}
          <NotesBlock
            label={t('student_area.trip.captain_notes')}
            text={enrolment.captain_notes}
            empty={t('student_area.trip.no_captain_notes')}
          />
        </Stack>
      ) : null}

      {canAsk && trip.is_full ? (
        <Alert color="yellow" icon={<IconInfoCircle aria-hidden />} id={fullReasonId}>
          {t('student_area.trip.full_reason')}
        </Alert>
      ) : null}

      {canAsk || canChange ? (
        <Group gap="sm">
          {canAsk ? (
            <Button
              onClick={() => setJoining(true)}
              disabled={trip.is_full}
              aria-describedby={trip.is_full ? fullReasonId : undefined}
              leftSection={
                status === 'rejected' ? (
                  <IconRefresh size="1rem" aria-hidden />
                ) : (
                  <IconUserPlus size="1rem" aria-hidden />
                )
              }
            >
              {status === 'rejected' ? t('student_area.trip.ask_again') : t('student_area.trip.join')}
            </Button>
          ) : null}
          {canChange && !editing ? (
            <Button
              variant="default"
              onClick={() => setEditing(true)}
              leftSection={<IconPencil size="1rem" aria-hidden />}
            >
              {t('student_area.trip.edit_notes')}
            </Button>
          ) : null}
          {canChange ? (
            <Button
              variant="subtle"
              color="red"
              onClick={() => setLeaving(true)}
              leftSection={<IconDoorExit size="1rem" aria-hidden />}
            >
              {t('student_area.trip.leave')}
            </Button>
          ) : null}
        </Group>
      ) : null}

      <JoinDialog
        trip={trip}
        opened={joining}
        again={status === 'rejected'}
        onClose={() => setJoining(false)}
      />
      <LeaveDialog trip={leaving ? trip : null} onClose={() => setLeaving(false)} />
    </SectionCard>
  );
}
