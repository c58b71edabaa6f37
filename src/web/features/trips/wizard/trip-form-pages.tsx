import { Alert, Container, Stack } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Trip } from '#domain/trip.ts';
import { emptyTripForm } from '#domain/trip-form.ts';
import { tripToFormValues } from '#domain/trip-form-data.ts';
import { ButtonLink } from '../../../components/links.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { PremiumGate } from '../../premium/premium-gate.tsx';
import { useTrip } from '../api.ts';
import { TripFormPageHeader, TripLoadError, TripLoading } from './page-parts.tsx';
import { TripForm } from './trip-form.tsx';

const listPath = '/sailing-trips';

/** Opens the saved trip's details. */
function useOpenTrip() {
  const navigate = useNavigate();
  return (trip: Trip) => void navigate({ to: '/sailing-trips/$id', params: { id: String(trip.id) } });
}

/** A fresh form on every entry (also when the same address is opened again), edit mode off. */
function CreateTripPage({ title }: { title: string }) {
  const { t } = useTranslation();
  const openTrip = useOpenTrip();
  const entry = useLocation({ select: (location) => location.state.__TSR_key ?? location.href });
  const trackFill = useLocation({ select: (location) => location.state.trackFill === true });
  return (
    <Container size="lg" py="xl" px={{ base: 'sm', xs: 'md' }}>
      <Stack gap="lg">
        <TripFormPageHeader title={title} text={t('trips.wizard.new_text')} />
        <PremiumGate listPath={listPath}>
          <TripForm
            key={entry}
            mode="create"
            initialValues={emptyTripForm()}
            onSaved={openTrip}
            draftTarget="new"
            openTrackFill={trackFill}
          />
        </PremiumGate>
      </Stack>
    </Container>
  );
}

/** /sailing-trips/new: Premium only; after saving, the trip's details. */
export function NewTripPage() {
  const { t } = useTranslation();
  return <CreateTripPage title={t('trips.wizard.new_title')} />;
}

/** /cruise-form: the same form as a new trip. */
export function CruiseFormPage() {
  const { t } = useTranslation();
  return <CreateTripPage title={t('trips.wizard.cruise_title')} />;
}

function EditTripForm({ id }: { id: number }) {
  const { t } = useTranslation();
  const trip = useTrip(id);
  const openTrip = useOpenTrip();
  if (trip.isPending) return <TripLoading />;
  if (trip.isError) {
    return (
      <TripLoadError
        notFound={trip.error instanceof ApiError && trip.error.status === 404}
        onRetry={() => void trip.refetch()}
        retrying={trip.isFetching}
      />
    );
  }
  return (
    <Stack gap="lg">
      <Alert variant="light" role="note" icon={<IconArrowsExchange aria-hidden />}>
        {t('trips.wizard.edit_note')}
      </Alert>
      <TripForm
        key={trip.data.updated_at}
        mode="edit"
        tripId={id}
        initialValues={tripToFormValues(trip.data)}
        onSaved={openTrip}
        draftTarget={String(id)}
        updatedAt={trip.data.updated_at}
        savedTrip={trip.data}
        secondaryAction={
          <ButtonLink to="/sailing-trips/$id" params={{ id: String(id) }} variant="subtle">
            {t('trips.wizard.cancel')}
          </ButtonLink>
        }
      />
    </Stack>
  );
}

/** /sailing-trips/edit/{id}: Premium only; the loaded trip in edit mode, then back to its details. */
export function EditTripPage({ id }: { id: number }) {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="xl" px={{ base: 'sm', xs: 'md' }}>
      <Stack gap="lg">
        <TripFormPageHeader title={t('trips.wizard.edit_title')} />
        <PremiumGate listPath={listPath}>
          <EditTripForm id={id} />
        </PremiumGate>
      </Stack>
    </Container>
  );
}
