import { Card, Checkbox, Group, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CvTrip } from '#domain/cv.ts';
import classes from './captain-cv.module.css';
import type { TripChoiceProps } from './cv-trip-table.tsx';
import { CvWaters } from './cv-waters.tsx';
import type { CvFormat } from './use-cv-format.ts';

interface CardProps {
  trip: CvTrip;
  checked: boolean;
  onToggle: (id: number) => void;
  format: CvFormat;
}

/** Parts of one line joined by " · ", the empty ones left out. */
const joined = (...parts: string[]) => parts.filter(Boolean).join(' · ');

/**
 * On phones each trip is a card whose checkbox is labelled by the yacht and route. It shows what the CV prints
 * in the trip's row, a line for each: yacht, route, dates, role and waters, miles and hours, confirmations.
 */
const TripCard = memo(function TripCard({ trip, checked, onToggle, format }: CardProps) {
  const { t } = useTranslation();
  const route = format.route(trip);
  const yachtDetails = format.yachtDetails(trip);
  const confirmedBy = format.confirmedBy(trip);
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      component="li"
      className={classes.choice}
      data-selected={checked || undefined}
      onClick={() => onToggle(trip.id)}
    >
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Checkbox
          mt={4}
          checked={checked}
          onChange={() => onToggle(trip.id)}
          onClick={(event) => event.stopPropagation()}
          aria-label={t('captainCv.trips.include', { yacht: trip.yacht_name, route })}
        />
        <Stack gap={2} className={classes.wrapAnywhere}>
          <Text fw={600}>
            {trip.yacht_name}{' '}
            <Text span size="sm" c="dimmed" fw={400}>
              {trip.registration_number}
            </Text>
          </Text>
          {yachtDetails && (
            <Text size="sm" c="dimmed">
              {yachtDetails}
            </Text>
          )}
          <Text size="sm">{joined(route, format.visitedPorts(trip))}</Text>
          <Text size="sm" c="dimmed">
            {joined(format.dates(trip), format.days(trip))}
          </Text>
          <Group gap={4} wrap="wrap">
            <Text span size="sm">
              {format.role(trip)}
            </Text>
            <Text span size="sm" c="dimmed" aria-hidden>
              ·
            </Text>
            <CvWaters trip={trip} format={format} />
          </Group>
          <Text size="sm">{joined(format.distance(trip), format.totalHours(trip))}</Text>
          <Text size="sm" c="dimmed">
            {joined(format.sailHours(trip), format.engineHours(trip), format.night(trip))}
          </Text>
          {confirmedBy && (
            <Text size="sm" c="dimmed">
              {confirmedBy}
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
});

export function CvTripCards({ trips, selected, onToggle, format }: TripChoiceProps) {
  const { t } = useTranslation();
  return (
    <Stack component="ul" gap="sm" p={0} m={0} aria-label={t('captainCv.trips.table_label')}>
      {trips.map((trip) => (
        <TripCard
          key={trip.id}
          trip={trip}
          checked={selected.has(trip.id)}
          onToggle={onToggle}
          format={format}
        />
      ))}
    </Stack>
  );
}
