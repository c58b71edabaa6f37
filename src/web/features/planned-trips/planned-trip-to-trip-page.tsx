import { Alert, Container, List, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Trip } from '#domain/trip.ts';
import { ButtonLink } from '../../components/links.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useCaptainStudents } from '../invitations/api.ts';
import { PremiumGate } from '../premium/premium-gate.tsx';
import { TripForm } from '../trips/wizard/trip-form.tsx';
import { useYachts } from '../yachts/api.ts';
import { plannedTripsQueryKey, usePlannedTrip } from './api.ts';
import { BackLink, PlannedTripLoadError, PlannedTripLoading } from './page-parts.tsx';
import { plannedTripsListPath } from './paths.ts';
import { findYachtByName, plannedTripToTripForm } from './planned-trip-to-trip-form.ts';
import { SailedNotice } from './sailed-notice.tsx';

function PrefilledTripForm({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const detail = usePlannedTrip(id);
  // Only to fill in the yacht's registration and measurements; without the list the name alone is used.
  const yachts = useYachts();
  // Only to link the accepted students who are still the captain's (the crew step's picker shows them).
  const students = useCaptainStudents();
  if (detail.isPending || yachts.isPending || students.isPending) return <PlannedTripLoading />;
  if (detail.isError) {
    return (
      <PlannedTripLoadError
        notFound={detail.error instanceof ApiError && detail.error.status === 404}
        onRetry={() => void detail.refetch()}
        retrying={detail.isFetching}
      />
    );
  }
  const trip = detail.data.planned_trip;
  // Logged already (here in another tab, or before): a second trip would count the same days twice.
  if (trip.is_sailed) return <SailedNotice trip={trip} />;
  const accepted = detail.data.enrolments.accepted;
  const yacht = yachts.data ? findYachtByName(yachts.data, trip.yacht_name) : null;
  const openTrip = (saved: Trip) => {
    // The server linked the planned trip as it saved: it now shows as sailed, here and to its students.
    void queryClient.invalidateQueries({ queryKey: plannedTripsQueryKey });
    void navigate({ to: '/sailing-trips/$id', params: { id: String(saved.id) } });
  };
  return (
    <Stack gap="lg">
      <Alert variant="light" role="note" icon={<IconInfoCircle aria-hidden />}>
        <Text size="sm">{t('planned_trips_page.to_trip.prefilled', { name: trip.name })}</Text>
        <List size="sm" mt="xs">
          <List.Item>
            {yacht
              ? t('planned_trips_page.to_trip.yacht_from_fleet', { name: yacht.name })
              : t('planned_trips_page.to_trip.yacht_name_only', { name: trip.yacht_name })}
          </List.Item>
          <List.Item>
            {accepted.length > 0
              ? t('planned_trips_page.to_trip.crew_added', { count: accepted.length })
              : t('planned_trips_page.to_trip.no_crew')}
          </List.Item>
        </List>
      </Alert>
      <TripForm
        key={trip.updated_at}
        mode="create"
        initialValues={plannedTripToTripForm(trip, accepted, yacht, students.data)}
        plannedTripId={trip.id}
        onSaved={openTrip}
        draftTarget={`planned-${trip.id}`}
        secondaryAction={
          <ButtonLink to="/planned-sailing-trips/$id" params={{ id: String(id) }} variant="subtle">
            {t('planned_trips_page.form.cancel')}
          </ButtonLink>
        }
      />
    </Stack>
  );
}

/** /planned-sailing-trips/{id}/trip: the five-step trip form started from a planned trip (Premium, as a new trip). */
export function PlannedTripToTripPage({ id }: { id: number }) {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="xl" px={{ base: 'sm', xs: 'md' }}>
      <Stack gap="lg">
        <Stack gap="xs">
          <BackLink tripId={id} />
          <Title order={1}>{t('planned_trips_page.to_trip.title')}</Title>
          <Text c="dimmed">{t('planned_trips_page.to_trip.text')}</Text>
        </Stack>
        <PremiumGate listPath={plannedTripsListPath}>
          <PrefilledTripForm id={id} />
        </PremiumGate>
      </Stack>
    </Container>
  );
}
