import { Center, Container, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconNotebookOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudentLogbookTrip } from '#domain/student-logbook.ts';
import { AnchorLink, ButtonLink } from '../../components/links.tsx';
import { EmptyState, LoadError } from '../../components/page-states.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { StudentDeckLogLink } from '../deck-log/student-deck-log-link.tsx';
import { useTripFormat } from '../trips/shared/trip-format.ts';
import { useStudentLogbookTrip } from './api.ts';
import { ConfirmationBadge } from './confirmation-badge.tsx';
import { ConfirmationSection } from './confirmation-section.tsx';
import { captainName } from './logbook-format.ts';
import { MyRoleSection } from './my-role-section.tsx';
import { OtherCrewSection } from './other-crew-section.tsx';
import { CaptainSection, TripFactsSection } from './trip-sections.tsx';

function BackToLogbook() {
  const { t } = useTranslation();
  return (
    <AnchorLink to="/student/logbook" size="sm">
      <IconArrowLeft size="0.9rem" aria-hidden style={{ verticalAlign: 'middle' }} />{' '}
      {t('student_logbook.trip.back')}
    </AnchorLink>
  );
}

function TripView({ trip }: { trip: StudentLogbookTrip }) {
  const { t } = useTranslation();
  const format = useTripFormat();
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4} miw={0} style={{ flex: '1 1 16rem' }}>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {trip.yacht_name}
          </Title>
          <Text c="dimmed">
            {t('student_logbook.trip.facts', {
              route: format.route(trip),
              dates: format.datesWithDays(trip),
              captain: captainName(trip),
            })}
          </Text>
        </Stack>
        <ConfirmationBadge status={trip.confirmation.status} size="lg" />
      </Group>
      <StudentDeckLogLink tripId={trip.id} open={trip.deck_log_open} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="lg">
          <ConfirmationSection trip={trip} />
          <TripFactsSection trip={trip} />
        </Stack>
        <Stack gap="lg">
          <MyRoleSection trip={trip} />
          <CaptainSection trip={trip} />
          <OtherCrewSection crew={trip.other_crew} />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}

/** /student/logbook/{tripId}: one trip of the student's logbook, their answer on it and their crew opinion. */
export function LogbookTripPage({ tripId }: { tripId: number }) {
  const { t } = useTranslation();
  const trip = useStudentLogbookTrip(tripId);
  let content: ReactNode;
  if (trip.isPending) {
    content = (
      <Center py="xl" aria-busy="true" aria-label={t('student_logbook.trip.loading')}>
        <Loader />
      </Center>
    );
  } else if (trip.isError && trip.error instanceof ApiError && trip.error.status === 404) {
    content = (
      <EmptyState
        icon={<IconNotebookOff />}
        text={t('student_logbook.trip.not_found')}
        action={
          <ButtonLink to="/student/logbook" variant="light">
            {t('student_logbook.trip.see_all')}
          </ButtonLink>
        }
      />
    );
  } else if (trip.isError) {
    content = (
      <LoadError
        title={t('student_logbook.trip.load_failed')}
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
        <BackToLogbook />
        {content}
      </Stack>
    </Container>
  );
}
