import { Container, SimpleGrid, Stack } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import type { Trip } from '#domain/trip.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { TripUnprintableWarning } from '../../documents/trip-unprintable-warning.tsx';
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

function TripDetails({ trip, deckLogOf }: { trip: Trip; deckLogOf?: TripSlot }) {
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  return (
    <Stack gap="lg">
      <TripHeader trip={trip} onDelete={() => setDeleting(true)} />
      <TripOverlapNotice trip={trip} />
      <TripUnprintableWarning trip={trip} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <YachtSection trip={trip} />
        <CaptainSection trip={trip} />
        <RouteSection trip={trip} />
        <HoursSection trip={trip} />
        <SeaTimeSection trip={trip} />
        <NotesSection trip={trip} />
      </SimpleGrid>
      {deckLogOf?.(trip)}
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

/** A section another feature puts on the trip page (the route passes it: features do not import in a circle). */
export type TripSlot = (trip: Trip) => ReactNode;

/**
 * /sailing-trips/{id}: one trip of the captain's logbook, section by section; `deckLogOf` is the deck log's
 * section (its link, "Use the deck log" and the crew's permission).
 */
export function TripDetailPage({ id, deckLogOf }: { id: number; deckLogOf?: TripSlot }) {
  const trip = useTrip(id);
  let content: ReactNode;
  if (trip.isPending) content = <TripLoading />;
  else if (trip.isError && trip.error instanceof ApiError && trip.error.status === 404)
    content = <TripNotFound />;
  else if (trip.isError)
    content = <TripLoadError onRetry={() => void trip.refetch()} retrying={trip.isFetching} />;
  else content = <TripDetails trip={trip.data} deckLogOf={deckLogOf} />;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <BackToTrips />
        {content}
      </Stack>
    </Container>
  );
}
