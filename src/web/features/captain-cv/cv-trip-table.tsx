import { Checkbox, Table, Text, VisuallyHidden } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CvTrip } from '#domain/cv.ts';
import classes from './captain-cv.module.css';
import type { CvFormat } from './use-cv-format.ts';

export interface TripChoiceProps {
  trips: readonly CvTrip[];
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  format: CvFormat;
}

interface RowProps {
  trip: CvTrip;
  checked: boolean;
  onToggle: (id: number) => void;
  format: CvFormat;
}

/** A row toggles its trip on click anywhere; the checkbox is what keyboard and screen reader users use. */
const TripRow = memo(function TripRow({ trip, checked, onToggle, format }: RowProps) {
  const { t } = useTranslation();
  const route = format.route(trip);
  return (
    <Table.Tr
      className={classes.choice}
      data-selected={checked || undefined}
      onClick={() => onToggle(trip.id)}
    >
      <Table.Td>
        <Checkbox
          checked={checked}
          onChange={() => onToggle(trip.id)}
          onClick={(event) => event.stopPropagation()}
          aria-label={t('captainCv.trips.include', { yacht: trip.yacht_name, route })}
        />
      </Table.Td>
      <Table.Td>
        <Text fw={600} size="sm">
          {trip.yacht_name}
        </Text>
        <Text size="xs" c="dimmed">
          {trip.registration_number}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{route}</Text>
        <Text size="xs" c="dimmed">
          {format.visitedPorts(trip)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" className={classes.nowrap}>
          {format.dates(trip)}
        </Text>
        <Text size="xs" c="dimmed">
          {format.days(trip)}
        </Text>
      </Table.Td>
      <Table.Td ta="right" className={classes.nowrap}>
        <Text size="sm">{format.distance(trip)}</Text>
      </Table.Td>
    </Table.Tr>
  );
});

/** The trips to choose from on wide screens: one row each, the checkbox first. */
export function CvTripTable({ trips, selected, onToggle, format }: TripChoiceProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table highlightOnHover verticalSpacing="sm" aria-label={t('captainCv.trips.table_label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="3rem">
              <VisuallyHidden>{t('captainCv.trips.include_column')}</VisuallyHidden>
            </Table.Th>
            <Table.Th>{t('captainCv.trips.yacht')}</Table.Th>
            <Table.Th>{t('captainCv.trips.route')}</Table.Th>
            <Table.Th>{t('captainCv.trips.dates')}</Table.Th>
            <Table.Th ta="right">{t('captainCv.trips.distance')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {trips.map((trip) => (
            <TripRow
              key={trip.id}
              trip={trip}
              checked={selected.has(trip.id)}
              onToggle={onToggle}
              format={format}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
