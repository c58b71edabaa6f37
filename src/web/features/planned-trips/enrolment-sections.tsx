import { Alert, Card, Stack, Text, Title } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type StoredEnrolmentStatus, storedEnrolmentStatuses } from '#domain/enrolment-status.ts';
import type { CaptainEnrolment, PlannedTrip } from '#domain/planned-trip.ts';
import type { PlannedTripDetail } from './api.ts';
import { type DecisionAction, DecisionDialog, type PendingDecision } from './decision-dialog.tsx';
import { EnrolmentCard } from './enrolment-card.tsx';
import { isFull } from './format.ts';
import classes from './planned-trips.module.css';

interface GroupProps {
  status: StoredEnrolmentStatus;
  enrolments: readonly CaptainEnrolment[];
  full: boolean;
  sailed: boolean;
  onAction: (enrolment: CaptainEnrolment, action: DecisionAction) => void;
}

/** One status's students under its heading with the count; an empty group says so. */
function EnrolmentGroup({ status, enrolments, full, sailed, onAction }: GroupProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={headingId}>
          {t('planned_trips_page.enrolments.group_title', {
            status: t(`planned_trips_page.status.${status}`),
            total: enrolments.length,
          })}
        </Title>
        {enrolments.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t(`planned_trips_page.enrolments.none_${status}`)}
          </Text>
        ) : (
          <Stack component="ul" gap="sm" className={classes.plainList}>
            {enrolments.map((enrolment) => (
              <EnrolmentCard
                key={enrolment.id}
                enrolment={enrolment}
                full={full}
                sailed={sailed}
                onAction={onAction}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

/** The students who joined, split into pending, accepted and rejected, with the captain's decisions. */
export function EnrolmentSections({
  trip,
  enrolments,
}: {
  trip: PlannedTrip;
  enrolments: PlannedTripDetail['enrolments'];
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const [decision, setDecision] = useState<PendingDecision | null>(null);
  const full = isFull(trip);
  const total = storedEnrolmentStatuses.reduce((sum, status) => sum + enrolments[status].length, 0);
  return (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {t('planned_trips_page.enrolments.title')}
      </Title>
      {total === 0 && (
        <Alert variant="light" icon={<IconUsersGroup aria-hidden />}>
          {t('planned_trips_page.enrolments.empty')}
        </Alert>
      )}
      {full && !trip.is_sailed && (
        <Alert variant="light" color="yellow" role="status">
          {t('planned_trips_page.enrolments.full_notice', { max: trip.max_crew })}
        </Alert>
      )}
      {storedEnrolmentStatuses.map((status) => (
        <EnrolmentGroup
          key={status}
          status={status}
          enrolments={enrolments[status]}
          full={full}
          sailed={trip.is_sailed}
          onAction={(enrolment, action) => setDecision({ enrolment, action })}
        />
      ))}
      <DecisionDialog tripId={trip.id} decision={decision} onClose={() => setDecision(null)} />
    </Stack>
  );
}
