import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconPencil, IconRoute, IconSailboat, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PlannedTrip } from '#domain/planned-trip.ts';
import { ButtonLink } from '../../components/links.tsx';
import { SailedBadge } from '../../components/sailed-badge.tsx';
import { PremiumButton } from '../premium/premium-button.tsx';
import { ActiveBadge } from './active-badge.tsx';
import { usePlannedTripFormat } from './format.ts';
import classes from './planned-trips.module.css';

/**
 * The trip's name with its key facts (route, dates) and the actions: turn into a trip (or, once sailed, open the
 * logged trip), edit, delete.
 */
export function PlannedTripHeader({ trip, onDelete }: { trip: PlannedTrip; onDelete: () => void }) {
  const { t } = useTranslation();
  const format = usePlannedTripFormat();
  const id = String(trip.id);
  return (
    <Group justify="space-between" align="flex-start" gap="md">
      <Stack gap={4} className={classes.wrap}>
        <Group gap="sm" align="center">
          <Title order={1} className={classes.wrap}>
            {trip.name}
          </Title>
          <ActiveBadge active={trip.is_active} />
          {trip.is_sailed && <SailedBadge />}
        </Group>
        <Text size="lg" fw={500}>
          <IconRoute size="1.1rem" aria-hidden style={{ verticalAlign: 'text-bottom' }} />{' '}
          {format.route(trip)}
        </Text>
        <Text c="dimmed">{format.dates(trip)}</Text>
      </Stack>
      <Group gap="sm" align="flex-start" role="group" aria-label={t('planned_trips_page.detail.actions')}>
        {trip.trip_id === null ? (
          <PremiumButton
            to="/planned-sailing-trips/$id/trip"
            params={{ id }}
            leftSection={<IconSailboat size="1rem" aria-hidden />}
          >
            {t('planned_trips_page.detail.to_trip')}
          </PremiumButton>
        ) : (
          <ButtonLink
            to="/sailing-trips/$id"
            params={{ id: String(trip.trip_id) }}
            leftSection={<IconExternalLink size="1rem" aria-hidden />}
          >
            {t('planned_trips_page.sailed.open_trip')}
          </ButtonLink>
        )}
        <ButtonLink
          to="/planned-sailing-trips/edit/$id"
          params={{ id }}
          variant="default"
          leftSection={<IconPencil size="1rem" aria-hidden />}
        >
          {t('planned_trips_page.detail.edit')}
        </ButtonLink>
        <Button
          color="red"
          variant="light"
          leftSection={<IconTrash size="1rem" aria-hidden />}
          onClick={onDelete}
        >
          {t('planned_trips_page.detail.delete')}
        </Button>
      </Group>
    </Group>
  );
}
