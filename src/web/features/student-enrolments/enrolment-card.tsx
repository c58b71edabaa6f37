import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconDoorExit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/links.tsx';
import { Fact, Facts } from '../student-shared/facts.tsx';
import { useStudentFormat } from '../student-shared/format.ts';
import { TripStatusBadges } from '../student-shared/trip-status-badges.tsx';
import type { StudentEnrolmentWithTrip } from './api.ts';

interface EnrolmentCardProps {
  enrolment: StudentEnrolmentWithTrip;
  /** Leaving from the list: an inactive trip has no detail page to leave it from. */
  onLeave: (enrolment: StudentEnrolmentWithTrip) => void;
}

function Notes({ label, text }: { label: string; text: string }) {
  if (!text) return null;
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} lineClamp={4}>
        {text}
      </Text>
    </Stack>
  );
}

export function EnrolmentCard({ enrolment, onLeave }: EnrolmentCardProps) {
  const { t } = useTranslation();
  const format = useStudentFormat();
  const trip = enrolment.planned_trip;
  return (
    <Card component="li" withBorder radius="lg" padding="lg" aria-label={trip.name}>
      <Stack gap="sm" h="100%">
        <Stack gap={6}>
          <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {trip.name}
          </Title>
          <Group gap={6}>
            <TripStatusBadges sailed={trip.is_sailed} status={enrolment.status} />
            {trip.is_active ? null : (
              <Badge color="gray" variant="outline">
                {t('student_area.enrolments.inactive')}
              </Badge>
            )}
          </Group>
        </Stack>
        <Facts>
          <Fact label={t('student_area.trip.captain')} value={trip.captain.name} />
          <Fact label={t('student_area.trip.dates')} value={format.dates(trip)} />
          <Fact label={t('student_area.trip.route')} value={format.route(trip)} />
          <Fact label={t('student_area.trip.yacht')} value={format.yacht(trip)} />
        </Facts>
        <Notes label={t('student_area.trip.my_notes')} text={enrolment.student_notes} />
        <Notes label={t('student_area.trip.captain_notes')} text={enrolment.captain_notes} />
        <Group mt="auto" gap="xs">
          {trip.is_active ? (
            <ButtonLink
              to="/student/planned-sailing-trips/$id"
              params={{ id: String(trip.id) }}
              variant="light"
              size="xs"
              rightSection={<IconArrowRight size="0.9rem" aria-hidden />}
              aria-label={t('student_area.trips.open_named', { name: trip.name })}
            >
              {t('student_area.trips.open')}
            </ButtonLink>
          ) : trip.is_sailed ? (
            // A sailed trip the captain has since made inactive: nothing is left to do on it.
            <Text size="sm" c="dimmed">
              {t('student_area.trip.sailed_text.short')}
            </Text>
          ) : (
            <>
              <Text size="sm" c="dimmed">
                {t('student_area.enrolments.inactive_text')}
              </Text>
              <Button
                variant="subtle"
                color="red"
                size="xs"
                leftSection={<IconDoorExit size="0.9rem" aria-hidden />}
                aria-label={t('student_area.enrolments.leave_named', { name: trip.name })}
                onClick={() => onLeave(enrolment)}
              >
                {t('student_area.trip.leave')}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
