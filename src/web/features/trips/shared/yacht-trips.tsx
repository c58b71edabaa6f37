import { Card, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconRoute } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Trip } from '#domain/trip.ts';
import { useTrips } from '../api.ts';
import { filterAndSortTrips } from '../list/trip-filter.ts';
import { useTripFormat } from './trip-format.ts';
import { TripStatusBadge } from './trip-status-badge.tsx';
import classes from './trips.module.css';

const sameRegistration = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The captain's trips whose registration number is this yacht's (trips keep their own copy of the yacht). */
export function tripsOnYacht(trips: readonly Trip[], registration: string): Trip[] {
  if (!registration.trim()) return [];
  return filterAndSortTrips(
    trips.filter((trip) => sameRegistration(trip.registration_number, registration)),
    { term: '', direction: 'desc' },
  );
}

/**
 * "Trips on this yacht" on the yacht's page: links to the matching trips, newest first; `empty` when there are
 * none. A failure to load says so in one muted line (the yacht's own data is what the page is about).
 */
export function YachtTrips({ registration, empty }: { registration: string; empty: string }) {
  const { t } = useTranslation();
  const format = useTripFormat();
  const trips = useTrips();
  const matching = useMemo(() => tripsOnYacht(trips.data ?? [], registration), [trips.data, registration]);

  if (trips.isPending) {
    return (
      <Stack gap="xs" aria-busy="true" aria-label={t('trips.shared.yacht_trips.loading')}>
        <Skeleton height={56} radius="md" />
        <Skeleton height={56} radius="md" />
      </Stack>
    );
  }
  if (trips.isError) {
    return (
      <Text size="sm" c="dimmed">
        {t('trips.shared.yacht_trips.load_failed')}
      </Text>
    );
  }
  if (matching.length === 0) {
    return (
      <Stack align="center" gap="sm" py="md" ta="center">
        <ThemeIcon size="xl" radius="xl" variant="light" aria-hidden>
          <IconRoute />
        </ThemeIcon>
        <Text c="dimmed">{empty}</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t('trips.shared.yacht_trips.count', { count: matching.length })}
      </Text>
      <Stack gap="xs" component="ul" className={classes.plainList}>
        {matching.map((trip) => (
          <li key={trip.id}>
            <Card
              withBorder
              radius="md"
              padding="sm"
              className={classes.cardLink}
              renderRoot={(props) => (
                <Link to="/sailing-trips/$id" params={{ id: String(trip.id) }} {...props} />
              )}
            >
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <Stack gap={0} className={classes.wrap}>
                  <Text fw={600}>{format.route(trip)}</Text>
                  <Text size="sm" c="dimmed">
                    {format.datesWithDays(trip)}
                  </Text>
                </Stack>
                <TripStatusBadge status={trip.status} />
              </Group>
            </Card>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
