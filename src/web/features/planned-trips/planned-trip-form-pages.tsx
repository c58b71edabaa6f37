import { Container, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { PlannedTrip } from '#domain/planned-trip.ts';
import { ButtonLink } from '../../components/links.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { notifySuccess } from '../../lib/notify.tsx';
import { PremiumGate } from '../premium/premium-gate.tsx';
import { useCreatePlannedTrip, usePlannedTrip, useUpdatePlannedTrip } from './api.ts';
import { emptyPlannedTripForm, plannedTripFormValues } from './form-values.ts';
import { BackLink, PlannedTripLoadError, PlannedTripLoading } from './page-parts.tsx';
import { plannedTripsListPath } from './paths.ts';
import { PlannedTripForm } from './planned-trip-form.tsx';

function useOpenPlannedTrip() {
  const navigate = useNavigate();
  return (trip: PlannedTrip) =>
    navigate({ to: '/planned-sailing-trips/$id', params: { id: String(trip.id) } });
}

function NewPlannedTripForm() {
  const { t } = useTranslation();
  const create = useCreatePlannedTrip();
  const open = useOpenPlannedTrip();
  return (
    <PlannedTripForm
      defaultValues={emptyPlannedTripForm()}
      submitLabel={t('planned_trips_page.form.submit_create')}
      failureFallback={t('planned_trips_page.form.create_failed')}
      cancel={
        <ButtonLink to="/planned-sailing-trips" variant="default">
          {t('planned_trips_page.form.cancel')}
        </ButtonLink>
      }
      onSave={async (input) => {
        const trip = await create.mutateAsync(input);
        notifySuccess(t('planned_trips.created'));
        await open(trip);
      }}
    />
  );
}

/** /planned-sailing-trips/new: Premium only; others go back to the list with the premium notice. */
export function NewPlannedTripPage() {
  const { t } = useTranslation();
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <BackLink />
        <Stack gap={4}>
          <Title order={1}>{t('planned_trips_page.form.new_title')}</Title>
          <Text c="dimmed">{t('planned_trips_page.form.new_text')}</Text>
        </Stack>
        <PremiumGate listPath={plannedTripsListPath}>
          <NewPlannedTripForm />
        </PremiumGate>
      </Stack>
    </Container>
  );
}

function EditPlannedTripForm({ id }: { id: number }) {
  const { t } = useTranslation();
  const detail = usePlannedTrip(id);
  const update = useUpdatePlannedTrip(id);
  const open = useOpenPlannedTrip();
  if (detail.isPending) return <PlannedTripLoading />;
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
  return (
    <PlannedTripForm
      key={trip.updated_at}
      defaultValues={plannedTripFormValues(trip)}
      submitLabel={t('planned_trips_page.form.submit_update')}
      failureFallback={t('planned_trips_page.form.update_failed')}
      cancel={
        <ButtonLink to="/planned-sailing-trips/$id" params={{ id: String(id) }} variant="default">
          {t('planned_trips_page.form.cancel')}
        </ButtonLink>
      }
      onSave={async (input) => {
        const saved = await update.mutateAsync(input);
        notifySuccess(t('planned_trips.updated'));
        await open(saved);
      }}
    />
  );
}

/** /planned-sailing-trips/edit/{id}: a login is enough (the server's rule); back to the details after saving. */
export function EditPlannedTripPage({ id }: { id: number }) {
  const { t } = useTranslation();
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <BackLink tripId={id} />
        <Title order={1}>{t('planned_trips_page.form.edit_title')}</Title>
        <EditPlannedTripForm id={id} />
      </Stack>
    </Container>
  );
}
