import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCalendar, IconRoute, IconSailboat, IconUsers } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { PlannedTrip } from '#domain/planned-trip.ts';
import { SailedBadge } from '../../components/sailed-badge.tsx';
import { ActiveBadge } from './active-badge.tsx';
import { type PlannedTripFormat, usePlannedTripFormat } from './format.ts';
import classes from './planned-trips.module.css';

const iconProps = { size: '1rem', 'aria-hidden': true, style: { verticalAlign: 'text-bottom' } } as const;

/**
 * One planned trip as a card that links to its details. The card's text names the link, so what a screen
 * reader says is what is seen (WCAG 2.5.3, label in name).
 */
function PlannedTripCard({ trip, format }: { trip: PlannedTrip; format: PlannedTripFormat }) {
  const { t } = useTranslation();
  return (
    <li aria-label={trip.name}>
      <Card
        withBorder
        radius="lg"
        padding="lg"
        className={classes.cardLink}
        renderRoot={(props) => (
          <Link to="/planned-sailing-trips/$id" params={{ id: String(trip.id) }} {...props} />
        )}
      >
        <Stack gap="xs">
          <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
            <Title order={2} size="h4" className={classes.wrap}>
              {trip.name}
            </Title>
            <Group gap={6} justify="flex-end">
              {trip.is_sailed && <SailedBadge />}
              <ActiveBadge active={trip.is_active} />
            </Group>
          </Group>
          <Text size="sm">
            <IconCalendar {...iconProps} /> {format.dates(trip)}
          </Text>
          <Text size="sm" className={classes.wrap}>
            <IconRoute {...iconProps} /> {format.route(trip)}
          </Text>
          <Text size="sm" className={classes.wrap}>
            <IconSailboat {...iconProps} /> {format.yacht(trip)}
          </Text>
          <Group gap="xs" justify="space-between">
            <Text size="sm">
              <IconUsers {...iconProps} /> {t('planned_trips_page.list.crew', { crew: format.crew(trip) })}
            </Text>
            {trip.pending_count > 0 && !trip.is_sailed && (
              <Badge color="yellow" variant="filled" className={classes.badge}>
                {t('planned_trips_page.list.pending', { count: trip.pending_count })}
              </Badge>
            )}
          </Group>
        </Stack>
      </Card>
    </li>
  );
}

/** The planned trips as cards, in the order the server sends them (latest start first). */
export function PlannedTripCards({ trips }: { trips: readonly PlannedTrip[] }) {
  const { t } = useTranslation();
  const format = usePlannedTripFormat();
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="md"
      component="ul"
      className={classes.plainList}
      aria-label={t('planned_trips_page.list.list_label')}
    >
      {trips.map((trip) => (
        <PlannedTripCard key={trip.id} trip={trip} format={format} />
      ))}
    </SimpleGrid>
  );
}
