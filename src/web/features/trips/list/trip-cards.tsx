import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCalendar, IconRoute, IconRuler2 } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Trip } from '#domain/trip.ts';
import { OverlapBadge } from '../shared/overlap-badge.tsx';
import { type TripFormat, useTripFormat } from '../shared/trip-format.ts';
import { TripStatusBadge } from '../shared/trip-status-badge.tsx';
import classes from '../shared/trips.module.css';

const iconProps = { size: '1rem', 'aria-hidden': true, style: { verticalAlign: 'text-bottom' } } as const;

/** One trip as a card that links to its details; kept light, since the list may hold 350 of them. */
const TripCard = memo(function TripCard({
  trip,
  format,
  overlapping,
}: {
  trip: Trip;
  format: TripFormat;
  overlapping: boolean;
}) {
  const { t } = useTranslation();
  const route = format.route(trip);
  return (
    <li aria-label={trip.yacht_name}>
      <Card
        withBorder
        radius="lg"
        padding="lg"
        className={classes.cardLink}
        aria-label={t('trips.list.open_named', { name: trip.yacht_name, route })}
        renderRoot={(props) => <Link to="/sailing-trips/$id" params={{ id: String(trip.id) }} {...props} />}
      >
        <Stack gap="xs">
          <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
            <Stack gap={0} className={classes.wrap}>
              <Title order={2} size="h4">
                {trip.yacht_name}
              </Title>
              <Text size="sm" c="dimmed">
                {trip.registration_number}
              </Text>
            </Stack>
            <TripStatusBadge status={trip.status} />
          </Group>
          <Text size="sm" className={classes.wrap}>
            <IconRoute {...iconProps} /> {route}
          </Text>
          <Text size="sm">
            <IconCalendar {...iconProps} /> {format.datesWithDays(trip)}
          </Text>
          {overlapping && (
            <Group gap="xs">
              <OverlapBadge />
            </Group>
          )}
          <Text size="sm">
            <IconRuler2 {...iconProps} /> {format.distance(trip.distance)}
          </Text>
        </Stack>
      </Card>
    </li>
  );
});

/** `overlaps`: the trips whose dates overlap another trip (overlapsByTrip over the whole logbook). */
export function TripCards({
  trips,
  overlaps,
}: {
  trips: readonly Trip[];
  overlaps: ReadonlyMap<number, readonly number[]>;
}) {
  const { t } = useTranslation();
  const format = useTripFormat();
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="md"
      component="ul"
      className={classes.plainList}
      aria-label={t('trips.list.table_label')}
    >
      {trips.map((trip) => (
        <TripCard key={trip.id} trip={trip} format={format} overlapping={overlaps.has(trip.id)} />
      ))}
    </SimpleGrid>
  );
}
