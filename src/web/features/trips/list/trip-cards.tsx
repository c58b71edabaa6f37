import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCalendar, IconRoute, IconRuler2 } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TripSummary } from '#domain/trip-summary.ts';
import { OverlapBadge } from '../shared/overlap-badge.tsx';
import { type TripFormat, useTripFormat } from '../shared/trip-format.ts';
import { TripStatusBadge } from '../shared/trip-status-badge.tsx';
import classes from '../shared/trips.module.css';

const iconProps = { size: '1rem', 'aria-hidden': true, style: { verticalAlign: 'text-bottom' } } as const;

/**
 * One trip as a card that links to its details; kept light, since "show more" may add many. The card's text
 * names the link, so what a screen reader says is what is seen (WCAG 2.5.3, label in name).
 */
const TripCard = memo(function TripCard({
  trip,
  format,
  overlapping,
}: {
  trip: TripSummary;
  format: TripFormat;
  overlapping: boolean;
}) {
  const route = format.route(trip);
  return (
    <li aria-label={trip.yacht_name}>
      <Card
        withBorder
        radius="lg"
        padding="lg"
        className={classes.cardLink}
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

export function TripCards({ trips }: { trips: readonly TripSummary[] }) {
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
        <TripCard
          key={trip.id}
          trip={trip}
          format={format}
          overlapping={trip.overlapping_trip_ids.length > 0}
        />
      ))}
    </SimpleGrid>
  );
}
