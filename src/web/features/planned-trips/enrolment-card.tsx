import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCheck, IconNotes, IconX } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaptainEnrolment } from '#domain/planned-trip.ts';
import type { DecisionAction } from './decision-dialog.tsx';
import { usePlannedTripFormat } from './format.ts';
import classes from './planned-trips.module.css';
import { studentName } from './student-name.ts';

function Notes({ label, text }: { label: string; text: string }) {
  const { t } = useTranslation();
  const empty = text.trim() === '';
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text
        size="sm"
        c={empty ? 'dimmed' : undefined}
        fs={empty ? 'italic' : undefined}
        className={classes.notes}
      >
        {empty ? t('planned_trips_page.enrolments.no_notes') : text}
      </Text>
    </Stack>
  );
}

interface EnrolmentCardProps {
  enrolment: CaptainEnrolment;
  /** Every place is taken: accepting one more is refused, so the button is off. */
  full: boolean;
  /** The trip has sailed: its crew was taken when it was logged, so no decision is offered any more. */
  sailed: boolean;
  onAction: (enrolment: CaptainEnrolment, action: DecisionAction) => void;
}

/** One student's enrolment: who, both sides' notes and the captain's decisions. */
export function EnrolmentCard({ enrolment, full, sailed, onAction }: EnrolmentCardProps) {
  const { t } = useTranslation();
  const format = usePlannedTripFormat();
  const fullHintId = useId();
  const name = studentName(enrolment);
  const canAccept = !sailed && enrolment.status !== 'accepted';
  const canReject = !sailed && enrolment.status !== 'rejected';
  const canEditNotes = !sailed && enrolment.status !== 'pending';
  return (
    <Card component="li" withBorder radius="md" padding="md" aria-label={name}>
      <Stack gap="sm">
        <Stack gap={0}>
          <Text fw={600} className={classes.wrap}>
            {name}
          </Text>
          <Anchor href={`mailto:${enrolment.student.email}`} size="sm" className={classes.wrap}>
            {enrolment.student.email}
          </Anchor>
          <Text size="xs" c="dimmed">
            {t('planned_trips_page.enrolments.joined_on', {
              date: format.date(enrolment.created_at.slice(0, 10)),
            })}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Notes label={t('planned_trips_page.fields.student_notes')} text={enrolment.student_notes} />
          <Notes label={t('planned_trips_page.fields.captain_notes')} text={enrolment.captain_notes} />
        </SimpleGrid>
        {(canAccept || canReject || canEditNotes) && (
          <Group gap="xs" role="group" aria-label={t('planned_trips_page.enrolments.actions_for', { name })}>
            {canAccept && (
              <Button
                size="xs"
                color="green"
                leftSection={<IconCheck size="0.9rem" aria-hidden />}
                disabled={full}
                aria-describedby={full ? fullHintId : undefined}
                onClick={() => onAction(enrolment, 'accept')}
              >
                {t('planned_trips_page.enrolments.accept')}
              </Button>
            )}
            {canReject && (
              <Button
                size="xs"
                color="red"
                variant="light"
                leftSection={<IconX size="0.9rem" aria-hidden />}
                onClick={() => onAction(enrolment, 'reject')}
              >
                {t('planned_trips_page.enrolments.reject')}
              </Button>
            )}
            {canEditNotes && (
              <Button
                size="xs"
                variant="default"
                leftSection={<IconNotes size="0.9rem" aria-hidden />}
                onClick={() => onAction(enrolment, 'notes')}
              >
                {t('planned_trips_page.enrolments.edit_notes')}
              </Button>
            )}
          </Group>
        )}
        {canAccept && full && (
          <Text size="xs" c="dimmed" id={fullHintId}>
            {t('planned_trips_page.enrolments.full_hint')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
