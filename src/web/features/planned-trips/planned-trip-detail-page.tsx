import { Container, Stack } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { type PlannedTripDetail, usePlannedTrip } from './api.ts';
import { DeletePlannedTripDialog } from './delete-planned-trip-dialog.tsx';
import { EnrolmentSections } from './enrolment-sections.tsx';
import { BackLink, PlannedTripLoadError, PlannedTripLoading } from './page-parts.tsx';
import { PlannedTripFacts } from './planned-trip-facts.tsx';
import { PlannedTripHeader } from './planned-trip-header.tsx';
import { SailedNotice } from './sailed-notice.tsx';

function PlannedTripDetails({ detail }: { detail: PlannedTripDetail }) {
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const trip = detail.planned_trip;
  return (
    <Stack gap="lg">
      <PlannedTripHeader trip={trip} onDelete={() => setDeleting(true)} />
      <SailedNotice trip={trip} />
      <PlannedTripFacts trip={trip} />
      <EnrolmentSections trip={trip} enrolments={detail.enrolments} />
      <DeletePlannedTripDialog
        trip={trip}
        opened={deleting}
        onClose={() => setDeleting(false)}
        onDeleted={() => void navigate({ to: '/planned-sailing-trips' })}
      />
    </Stack>
  );
}

/** /planned-sailing-trips/{id}: the planned trip and its students, pending, accepted and rejected. */
export function PlannedTripDetailPage({ id }: { id: number }) {
  const detail = usePlannedTrip(id);
  let content: ReactNode;
  if (detail.isPending) content = <PlannedTripLoading />;
  else if (detail.isError)
    content = (
      <PlannedTripLoadError
        notFound={detail.error instanceof ApiError && detail.error.status === 404}
        onRetry={() => void detail.refetch()}
        retrying={detail.isFetching}
      />
    );
  else content = <PlannedTripDetails detail={detail.data} />;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <BackLink />
        {content}
      </Stack>
    </Container>
  );
}
