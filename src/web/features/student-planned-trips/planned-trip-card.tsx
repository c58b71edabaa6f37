import { Badge, Card, Group, Stack, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { StudentPlannedTrip } from '#domain/planned-trip.ts';
import { ButtonLink } from '../../components/links.tsx';
import { Fact, Facts } from '../student-shared/facts.tsx';
import { useStudentFormat } from '../student-shared/format.ts';
import { TripStatusBadges } from '../student-shared/trip-status-badges.tsx';
import { myStatus } from './my-status.ts';

export function PlannedTripCard({ trip }: { trip: StudentPlannedTrip }) {
  const { t } = useTranslation();
  const format = useStudentFormat();
  return (
    <Card component="li" withBorder radius="lg" padding="lg" aria-label={trip.name}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {trip.name}
          </Title>
          <TripStatusBadges sailed={trip.is_sailed} status={myStatus(trip)} />
        </Group>
        <Facts>
          <Fact label={t('student_area.trip.captain')} value={trip.captain.name} />
          <Fact label={t('student_area.trip.dates')} value={format.dates(trip)} />
          <Fact label={t('student_area.trip.route')} value={format.route(trip)} />
          <Fact label={t('student_area.trip.yacht')} value={format.yacht(trip)} />
          <Fact
            label={t('student_area.trip.places')}
            value={
              trip.is_full ? (
                <Badge color="gray" variant="outline">
                  {format.places(trip)}
                </Badge>
              ) : (
                format.places(trip)
              )
            }
          />
        </Facts>
        <Group mt="auto">
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
        </Group>
      </Stack>
    </Card>
  );
}
