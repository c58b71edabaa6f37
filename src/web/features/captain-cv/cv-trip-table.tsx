import { Checkbox, Table, Text, VisuallyHidden } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CvTrip } from '#domain/cv.ts';
import classes from './captain-cv.module.css';
import { CvWaters } from './cv-waters.tsx';
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

/** A second, dimmed line under a cell's value; nothing when there is nothing to say. */
function Beneath({ children }: { children: string }) {
  return children ? (
    <Text size="xs" c="dimmed">
      {children}
    </Text>
  ) : null;
}

/**
 * A row toggles its trip on click anywhere; the checkbox is what keyboard and screen reader users use. It shows
 * what the CV prints in the trip's row.
 */
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
      <Table.Td className={classes.breakWords}>
        <Text fw={600} size="sm">
          {trip.yacht_name}
        </Text>
        <Beneath>{trip.registration_number}</Beneath>
        <Beneath>{format.yachtDetails(trip)}</Beneath>
      </Table.Td>
      <Table.Td className={classes.breakWords}>
        <Text size="sm">{route}</Text>
        <Beneath>{format.visitedPorts(trip)}</Beneath>
      </Table.Td>
      <Table.Td>
        <Text size="sm" className={classes.nowrap}>
          {format.dates(trip)}
        </Text>
        <Beneath>{format.days(trip)}</Beneath>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{format.role(trip)}</Text>
        <Beneath>{format.confirmedBy(trip)}</Beneath>
      </Table.Td>
      <Table.Td>
        <CvWaters trip={trip} format={format} />
      </Table.Td>
      <Table.Td ta="right" className={classes.nowrap}>
        <Text size="sm">{format.distance(trip)}</Text>
      </Table.Td>
      <Table.Td ta="right" className={classes.nowrap}>
        <Text size="sm">{format.totalHours(trip)}</Text>
        <Beneath>{format.sailHours(trip)}</Beneath>
        <Beneath>{format.engineHours(trip)}</Beneath>
      </Table.Td>
      <Table.Td ta="right" className={classes.nowrap}>
        <Text size="sm">{format.nightHours(trip)}</Text>
      </Table.Td>
    </Table.Tr>
  );
});

/** The trips to choose from on wide screens: one row each, the checkbox first; scrolls sideways when narrow. */
export function CvTripTable({ trips, selected, onToggle, format }: TripChoiceProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table highlightOnHover verticalSpacing="sm" aria-label={t('captainCv.trips.table_label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="3rem">
              <VisuallyHidden>{t('captainCv.trips.include_column')}</VisuallyHidden>
            </Table.Th>
            <Table.Th miw="9rem">{t('captainCv.trips.yacht')}</Table.Th>
            <Table.Th miw="9rem">{t('captainCv.trips.route')}</Table.Th>
            <Table.Th>{t('captainCv.trips.dates')}</Table.Th>
            <Table.Th>{t('captainCv.trips.role')}</Table.Th>
            <Table.Th>{t('captainCv.trips.waters')}</Table.Th>
            <Table.Th ta="right">{t('captainCv.trips.distance')}</Table.Th>
            <Table.Th ta="right">{t('captainCv.trips.hours')}</Table.Th>
            <Table.Th ta="right" className={classes.nowrap}>
              {t('captainCv.trips.night_hours')}
            </Table.Th>
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
