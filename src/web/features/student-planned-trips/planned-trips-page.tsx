import { Button, Container, SimpleGrid, Stack } from '@mantine/core';
import { IconCalendarOff, IconFilterOff, IconKey, IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/links.tsx';
import { QueryList } from '../../components/query-list.tsx';
import { PageHeader } from '../student-shared/page-header.tsx';
import { useStudentPlannedTrips } from './api.ts';
import { PlannedTripCard } from './planned-trip-card.tsx';
import { captainsOf, matchesTrip } from './trip-filter.ts';
import { TripsToolbar } from './trips-toolbar.tsx';

/** /student/planned-sailing-trips: the active planned trips of the student's captains (?captain= narrows). */
export function PlannedTripsPage({ captainId }: { captainId: number | undefined }) {
  const { t } = useTranslation();
  const trips = useStudentPlannedTrips();
  const navigate = useNavigate();
  const [term, setTerm] = useState('');

  const all = trips.data ?? [];
  const captains = useMemo(() => captainsOf(all), [all]);
  const visible = useMemo(
    () =>
      all.filter(
        (trip) => (captainId === undefined || trip.captain.id === captainId) && matchesTrip(trip, term),
      ),
    [all, captainId, term],
  );
  const setCaptain = (captain: number | undefined) =>
    void navigate({ to: '/student/planned-sailing-trips', search: { captain }, replace: true });
  const reset = () => {
    setTerm('');
    setCaptain(undefined);
  };

  // A captain the student no longer sails with (an old link) says so instead of "no trip matches".
  const unknownCaptain = captainId !== undefined && !captains.some((captain) => captain.id === captainId);

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <PageHeader
          title={
            trips.data
              ? t('student_area.trips.title_count', { count: visible.length })
              : t('student_area.trips.title')
          }
          subtitle={t('student_area.trips.subtitle')}
        />
        {all.length > 0 ? (
          <TripsToolbar
            term={term}
            onTermChange={setTerm}
            captains={captains}
            captainId={captainId}
            onCaptainChange={setCaptain}
            onReset={reset}
          />
        ) : null}
        <QueryList
          query={trips}
          visible={visible}
          skeleton={{ label: t('student_area.trips.loading'), height: 260 }}
          loadFailed={{ title: t('student_area.trips.load_failed') }}
          empty={{
            icon: <IconCalendarOff />,
            text: t('student_area.trips.empty'),
            action: (
              <ButtonLink
                to="/student/invitations"
                variant="light"
                leftSection={<IconKey size="1rem" aria-hidden />}
              >
                {t('student_area.trips.empty_action')}
              </ButtonLink>
            ),
          }}
          noResults={
            unknownCaptain
              ? {
                  icon: <IconCalendarOff />,
                  text: t('student_area.trips.captain_no_trips'),
                  action: (
                    <Button
                      variant="light"
                      onClick={reset}
                      leftSection={<IconFilterOff size="1rem" aria-hidden />}
                    >
                      {t('student_area.trips.show_all')}
                    </Button>
                  ),
                }
              : {
                  icon: <IconSearch />,
                  text: t('student_area.trips.no_results'),
                  action: (
                    <Button
                      variant="light"
                      onClick={reset}
                      leftSection={<IconFilterOff size="1rem" aria-hidden />}
                    >
                      {t('student_area.trips.reset')}
                    </Button>
                  ),
                }
          }
        >
          {(shown) => (
            <SimpleGrid
              cols={{ base: 1, sm: 2 }}
              spacing="md"
              component="ul"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
            >
              {shown.map((trip) => (
                <PlannedTripCard key={trip.id} trip={trip} />
              ))}
            </SimpleGrid>
          )}
        </QueryList>
      </Stack>
    </Container>
  );
}
