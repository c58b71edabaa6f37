import { List, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Trip } from '#domain/trip.ts';
import { AnchorLink } from '../../components/links.tsx';
import { useTrips } from '../trips/api.ts';
import { useTripFormat } from '../trips/shared/trip-format.ts';

/**
 * The trips that count toward a requirement, each a link to the trip: its yacht and dates, read from the trip
 * list (loaded when a requirement is first opened). A trip the list does not hold reads by its number.
 */
export function RequirementTrips({ tripIds }: { tripIds: readonly number[] }) {
  const { t } = useTranslation();
  const format = useTripFormat();
  const trips = useTrips();
  if (tripIds.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('seaTime.requirement.no_trips')}
      </Text>
    );
  }
  if (trips.isPending) {
    return (
      <Stack gap={6} aria-busy="true" aria-label={t('seaTime.requirement.trips_loading')}>
        {tripIds.slice(0, 3).map((id) => (
          <Skeleton key={id} h={16} w="60%" radius="sm" />
        ))}
      </Stack>
    );
  }
  const byId = new Map<number, Trip>((trips.data ?? []).map((trip) => [trip.id, trip]));
  const nameOf = (id: number) => {
    const trip = byId.get(id);
    if (!trip) return t('seaTime.requirement.trip_number', { id });
    const dates = format.dateRange(trip);
    return dates ? t('seaTime.requirement.trip', { yacht: trip.yacht_name, dates }) : trip.yacht_name;
  };
  return (
    <List size="sm" spacing={4} aria-label={t('seaTime.requirement.trips_label')}>
      {tripIds.map((id) => (
        <List.Item key={id}>
          <AnchorLink to="/sailing-trips/$id" params={{ id: String(id) }}>
            {nameOf(id)}
          </AnchorLink>
        </List.Item>
      ))}
    </List>
  );
}
