import { Center, Container, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCalendarOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudentPlannedTrip } from '#domain/planned-trip.ts';
import { AnchorLink, ButtonLink } from '../../components/links.tsx';
import { EmptyState, LoadError } from '../../components/page-states.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useStudentFormat } from '../student-shared/format.ts';
import { TripStatusBadges } from '../student-shared/trip-status-badges.tsx';
import { useStudentPlannedTrip } from './api.ts';
import { MyEnrolmentSection } from './my-enrolment-section.tsx';
import { myStatus } from './my-status.ts';
import { TripDetailsSection } from './trip-details-section.tsx';

function BackToTrips() {
  const { t } = useTranslation();
  return (
    <AnchorLink to="/student/planned-sailing-trips" size="sm">
      <IconArrowLeft size="0.9rem" aria-hidden style={{ verticalAlign: 'middle' }} />{' '}
      {t('student_area.trip.back')}
    </AnchorLink>
  );
}

function TripNotFound() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<IconCalendarOff />}
      text={t('student_area.trip.not_found')}
      action={
        <ButtonLink to="/student/planned-sailing-trips" variant="light">
          {t('student_area.trip.see_all')}
        </ButtonLink>
      }
    />
  );
}

function TripView({ trip }: { trip: StudentPlannedTrip }) {
  const { t } = useTranslation();
  const format = useStudentFormat();
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4} miw={0} style={{ flex: '1 1 16rem' }}>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {trip.name}
          </Title>
          <Text c="dimmed">
            {t('student_area.trip.facts', {
              captain: trip.captain.name,
              dates: format.dates(trip),
              route: format.route(trip),
            })}
          </Text>
        </Stack>
        <TripStatusBadges sailed={trip.is_sailed} status={myStatus(trip)} size="lg" />
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <TripDetailsSection trip={trip} />
        <MyEnrolmentSection trip={trip} />
      </SimpleGrid>
    </Stack>
  );
}

/** /student/planned-sailing-trips/{id}: one planned trip with the student's enrolment. */
export function PlannedTripDetailPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const trip = useStudentPlannedTrip(id);
  let content: ReactNode;
  if (trip.isPending) {
    content = (
      <Center py="xl" aria-busy="true" aria-label={t('student_area.trip.loading')}>
        <Loader />
      </Center>
    );
  } else if (trip.isError && trip.error instanceof ApiError && trip.error.status === 404) {
    content = <TripNotFound />;
  } else if (trip.isError) {
    content = (
      <LoadError
        title={t('student_area.trip.load_failed')}
        onRetry={() => void trip.refetch()}
        retrying={trip.isFetching}
      />
    );
  } else {
    content = <TripView trip={trip.data} />;
  }
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <BackToTrips />
        {content}
      </Stack>
    </Container>
  );
}
