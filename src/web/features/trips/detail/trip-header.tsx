import { Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Trip } from '#domain/trip.ts';
import { PremiumButton } from '../../premium/premium-button.tsx';
import { useTripFormat } from '../shared/trip-format.ts';
import classes from '../shared/trips.module.css';
import { TripDocumentActions } from './trip-documents-slot.tsx';
import { TripStatusControl } from './trip-status-control.tsx';

/** The trip's key facts (yacht, route, dates), its status and the actions: documents, edit, delete. */
export function TripHeader({ trip, onDelete }: { trip: Trip; onDelete: () => void }) {
  const { t } = useTranslation();
  const format = useTripFormat();
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4} className={classes.wrap}>
          <Title order={1}>{trip.yacht_name}</Title>
          <Text size="lg" fw={500}>
            {format.route(trip)}
          </Text>
          <Text c="dimmed">{format.datesWithDays(trip)}</Text>
        </Stack>
        <Group gap="sm" align="flex-start" role="group" aria-label={t('trips.detail.actions')}>
          {/* Documents issue: the voyage card PDF button and the crew opinion PDF dropdown render here. */}
          <TripDocumentActions trip={trip} />
          <PremiumButton
            to="/sailing-trips/edit/$id"
            params={{ id: String(trip.id) }}
            variant="default"
            leftSection={<IconPencil size="1rem" aria-hidden />}
          >
            {t('trips.detail.edit')}
          </PremiumButton>
          <PremiumButton
            color="red"
            variant="light"
            leftSection={<IconTrash size="1rem" aria-hidden />}
            onClick={onDelete}
          >
            {t('trips.detail.delete.open')}
          </PremiumButton>
        </Group>
      </Group>
      <TripStatusControl trip={trip} />
    </Stack>
  );
}
