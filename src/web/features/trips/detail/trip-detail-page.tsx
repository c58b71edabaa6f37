import { Container, SimpleGrid, Stack } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import type { Trip } from '#domain/trip.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useTrip } from '../api.ts';
import { CrewSection } from './crew-section.tsx';
import { DeleteTripDialog } from './delete-trip-dialog.tsx';
import { BackToTrips, TripLoadError, TripLoading, TripNotFound } from './detail-parts.tsx';
import { TripHeader } from './trip-header.tsx';
import { TripOverlapNotice } from './trip-overlap-notice.tsx';
import {
  CaptainSection,
  HoursSection,
  NotesSection,
  RouteSection,
  SeaTimeSection,
  YachtSection,
} from './trip-sections.tsx';
import { TripTrack } from './trip-track.tsx';
import { VisitedPortsSection } from './visited-ports-section.tsx';

function TripDetails({ trip }: { trip: Trip }) {
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  return (
    <Stack gap="lg">
      <TripHeader trip={trip} onDelete={() => setDeleting(true)} />
      <TripOverlapNotice trip={trip} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <YachtSection trip={trip} />
        <CaptainSection trip={trip} />
        <RouteSection trip={trip} />
        <HoursSection trip={trip} />
        <SeaTimeSection trip={trip} />
        <NotesSection trip={trip} />
      </SimpleGrid>
      <TripTrack trip={trip} />
      <VisitedPortsSection ports={trip.visited_ports} />
      <CrewSection crew={trip.crew_members} />
      <DeleteTripDialog
        trip={trip}
        opened={deleting}
        onClose={() => setDeleting(false)}
        onDeleted={() => void navigate({ to: '/sailing-trips' })}
      />
    </Stack>
  );
}

/** /sailing-trips/{id}: one trip of the captain's logbook, section by section. */
export function TripDetailPage({ id }: { id: number }) {
  const trip = useTrip(id);
  let content: ReactNode;
  if (trip.isPending) content = <TripLoading />;
  else if (trip.isError && trip.error instanceof ApiError && trip.error.status === 404)
    content = <TripNotFound />;
  else if (trip.isError)
    content = <TripLoadError onRetry={() => void trip.refetch()} retrying={trip.isFetching} />;
  else content = <TripDetails trip={trip.data} />;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <BackToTrips />
        {content}
      </Stack>
    </Container>
  );
}
