import { List, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTripFormat } from '../trips/shared/trip-format.ts';

/** What a requirement's trip reads by: its yacht and dates. */
export interface RequirementTripEntry {
  id: number;
  yacht_name: string;
  embarkation_date: string;
  disembarkation_date: string;
}

interface RequirementTripsProps {
  tripIds: readonly number[];
  /** The account's trips, undefined while they load. */
  trips: readonly RequirementTripEntry[] | undefined;
  loading: boolean;
  /** The link to a trip's own page, named by `name`. */
  link: (id: number, name: string) => ReactNode;
}

/**
 * The trips that count toward a requirement, each a link to the trip: its yacht and dates, read from the
 * account's trip list (loaded when a requirement is first opened). A trip the list does not hold reads by its
 * number.
 */
export function RequirementTrips({ tripIds, trips, loading, link }: RequirementTripsProps) {
  const { t } = useTranslation();
  const format = useTripFormat();
  if (tripIds.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('seaTime.requirement.no_trips')}
      </Text>
    );
  }
  if (loading) {
    return (
      <Stack gap={6} aria-busy="true" aria-label={t('seaTime.requirement.trips_loading')}>
        {tripIds.slice(0, 3).map((id) => (
          <Skeleton key={id} h={16} w="60%" radius="sm" />
        ))}
      </Stack>
    );
  }
  const byId = new Map<number, RequirementTripEntry>((trips ?? []).map((trip) => [trip.id, trip]));
  const nameOf = (id: number) => {
    const trip = byId.get(id);
    if (!trip) return t('seaTime.requirement.trip_number', { id });
    const dates = format.dateRange(trip);
    return dates ? t('seaTime.requirement.trip', { yacht: trip.yacht_name, dates }) : trip.yacht_name;
  };
  return (
    <List size="sm" spacing={4} aria-label={t('seaTime.requirement.trips_label')}>
      {tripIds.map((id) => (
        <List.Item key={id}>{link(id, nameOf(id))}</List.Item>
      ))}
    </List>
  );
}
