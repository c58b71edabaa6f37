import { Anchor, Group, Table } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { memo, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TripSummary } from '#domain/trip-summary.ts';
import { OverlapBadge } from '../shared/overlap-badge.tsx';
import { type TripFormat, useTripFormat } from '../shared/trip-format.ts';
import { TripStatusBadge } from '../shared/trip-status-badge.tsx';
import classes from '../shared/trips.module.css';

interface RowProps {
  trip: TripSummary;
  format: TripFormat;
  onOpen: (id: number) => void;
  overlapping: boolean;
}

/** A row opens its trip on click; the yacht name is the link keyboard and screen reader users follow. */
const TripRow = memo(function TripRow({ trip, format, onOpen, overlapping }: RowProps) {
  return (
    <Table.Tr className={classes.clickableRow} onClick={() => onOpen(trip.id)}>
      <Table.Td fw={600}>
        <Anchor
          renderRoot={(props) => <Link to="/sailing-trips/$id" params={{ id: String(trip.id) }} {...props} />}
          onClick={(event) => event.stopPropagation()}
        >
          {trip.yacht_name}
        </Anchor>
      </Table.Td>
      <Table.Td>{trip.registration_number}</Table.Td>
      <Table.Td>{format.route(trip)}</Table.Td>
      <Table.Td>
        {overlapping ? (
          <Group gap={6}>
            {format.dateRange(trip)}
            <OverlapBadge />
          </Group>
        ) : (
          format.dateRange(trip)
        )}
      </Table.Td>
      <Table.Td ta="right" className={classes.nowrap}>
        {format.days(trip)}
      </Table.Td>
      <Table.Td ta="right" className={classes.nowrap}>
        {format.distance(trip.distance)}
      </Table.Td>
      <Table.Td>
        <TripStatusBadge status={trip.status} />
      </Table.Td>
    </Table.Tr>
  );
});

export function TripTable({ trips }: { trips: readonly TripSummary[] }) {
  const { t } = useTranslation();
  const format = useTripFormat();
  const navigate = useNavigate();
  const open = useCallback(
    (id: number) => void navigate({ to: '/sailing-trips/$id', params: { id: String(id) } }),
    [navigate],
  );
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('trips.list.table_label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('trips.shared.fields.yacht_name')}</Table.Th>
            <Table.Th>{t('trips.shared.fields.registration_number')}</Table.Th>
            <Table.Th>{t('trips.shared.fields.route')}</Table.Th>
            <Table.Th>{t('trips.shared.fields.dates')}</Table.Th>
            <Table.Th ta="right">{t('trips.shared.fields.days')}</Table.Th>
            <Table.Th ta="right">{t('trips.shared.fields.distance')}</Table.Th>
            <Table.Th>{t('trips.shared.fields.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {trips.map((trip) => (
            <TripRow
              key={trip.id}
              trip={trip}
              format={format}
              onOpen={open}
              overlapping={trip.overlapping_trip_ids.length > 0}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
