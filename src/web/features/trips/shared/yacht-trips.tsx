import { Card, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconRoute } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useTripSummaries } from '../api.ts';
import { ShowMoreTrips } from './show-more-trips.tsx';
import { useTripFormat } from './trip-format.ts';
import { TripStatusBadge } from './trip-status-badge.tsx';
import classes from './trips.module.css';

/**
 * "Trips on this yacht" on the yacht's page: links to the matching trips, newest first; `empty` when there are
 * none. A failure to load says so in one muted line (the yacht's own data is what the page is about).
 */
export function YachtTrips({ registration, empty }: { registration: string; empty: string }) {
  const { t } = useTranslation();
  const format = useTripFormat();
  const number = registration.trim();
  // The server matches the registration number exactly, ignoring case; a yacht without one has no trips.
  const trips = useTripSummaries(
    { registration_number: number, sort: 'embarkation_date:desc' },
    { enabled: number !== '' },
  );
  const matching = trips.trips;

  if (trips.isPending && number !== '') {
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
        {t('trips.shared.yacht_trips.count', { count: trips.total })}
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
      <ShowMoreTrips pages={trips} />
    </Stack>
  );
}
