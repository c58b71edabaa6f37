import { Anchor, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TripSummary } from '#domain/trip-summary.ts';
import { AnchorLink } from '../../components/links.tsx';
import { useTripSummaries } from '../trips/api.ts';
import { AddTripButton } from '../trips/shared/add-trip-button.tsx';
import { useTripFormat } from '../trips/shared/trip-format.ts';
import classes from '../trips/shared/trips.module.css';

const tripLink = (trip: TripSummary) => ({
  to: '/sailing-trips/$id' as const,
  params: { id: String(trip.id) },
});

/** Wide screens: a table whose row click opens the trip; the yacht name is the link for the keyboard. */
function RecentTripsTable({ trips }: { trips: TripSummary[] }) {
  const { t } = useTranslation();
  const format = useTripFormat();
  const navigate = useNavigate();
  return (
    <Table highlightOnHover verticalSpacing="sm" aria-label={t('dashboard.recent.table_label')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('trips.shared.fields.yacht_name')}</Table.Th>
          <Table.Th>{t('trips.shared.fields.registration_number')}</Table.Th>
          <Table.Th>{t('trips.shared.fields.route')}</Table.Th>
          <Table.Th>{t('trips.shared.fields.dates')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {trips.map((trip) => (
          <Table.Tr
            key={trip.id}
            className={classes.clickableRow}
            onClick={() => void navigate(tripLink(trip))}
          >
            <Table.Td fw={600}>
              <Anchor
                renderRoot={(props) => <Link {...tripLink(trip)} {...props} />}
                onClick={(event) => event.stopPropagation()}
              >
                {trip.yacht_name}
              </Anchor>
            </Table.Td>
            <Table.Td>{trip.registration_number}</Table.Td>
            <Table.Td>{format.route(trip)}</Table.Td>
            <Table.Td>{format.dateRange(trip) || t('trips.shared.not_provided')}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Phones: the same trips as a list of links, nothing wider than the screen. */
function RecentTripsList({ trips }: { trips: TripSummary[] }) {
  const { t } = useTranslation();
  const format = useTripFormat();
  return (
    <Stack
      gap="xs"
      component="ul"
      className={classes.plainList}
      aria-label={t('dashboard.recent.table_label')}
    >
      {trips.map((trip) => (
        <li key={trip.id}>
          <Card
            withBorder
            radius="md"
            padding="sm"
            className={classes.cardLink}
            renderRoot={(props) => <Link {...tripLink(trip)} {...props} />}
          >
            <Text fw={600} className={classes.wrap}>
              {trip.yacht_name}{' '}
              <Text span size="sm" c="dimmed" fw={400}>
                {trip.registration_number}
              </Text>
            </Text>
            <Text size="sm" className={classes.wrap}>
              {format.route(trip)}
            </Text>
            <Text size="sm" c="dimmed">
              {format.dateRange(trip) || t('trips.shared.not_provided')}
            </Text>
          </Card>
        </li>
      ))}
    </Stack>
  );
}

/** How many trips the dashboard lists. */
export const dashboardTripCount = 5;

/**
 * The five trips recorded last (created_at, newest first), one small page of the summary; a load failure is only
 * logged, so the section then stays away.
 */
export function RecentTrips() {
  const { t } = useTranslation();
  const trips = useTripSummaries({ limit: dashboardTripCount, sort: 'created_at:desc' });
  const headingId = useId();
  const wide = useMediaQuery('(min-width: 48em)') ?? false;
  const newest = trips.trips;

  useEffect(() => {
    if (trips.error) console.warn('Dashboard: the trips could not be loaded.', trips.error);
  }, [trips.error]);

  if (trips.isError) return null;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4" id={headingId}>
            {t('dashboard.recent.title')}
          </Title>
          {newest.length > 0 && (
            <AnchorLink to="/sailing-trips" size="sm" fw={600}>
              {t('dashboard.recent.all')}
            </AnchorLink>
          )}
        </Group>
        {trips.isPending ? (
          <Stack gap="xs" aria-busy="true" aria-label={t('dashboard.recent.loading')}>
            {/* As tall as the five rows (or cards on a phone) that usually follow, so nothing below jumps. */}
            {[0, 1, 2, 3, 4, 5].slice(0, wide ? 6 : 5).map((key) => (
              <Skeleton key={key} height={wide ? 38 : 86} radius="sm" />
            ))}
          </Stack>
        ) : newest.length === 0 ? (
          <Stack gap="sm" align="flex-start">
            <Text c="dimmed">{t('dashboard.recent.empty')}</Text>
            <AddTripButton first />
          </Stack>
        ) : wide ? (
          <RecentTripsTable trips={newest} />
        ) : (
          <RecentTripsList trips={newest} />
        )}
      </Stack>
    </Card>
  );
}
