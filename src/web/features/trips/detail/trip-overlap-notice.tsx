import { Alert, Anchor, List, Text } from '@mantine/core';
import { IconCalendarExclamation } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Trip } from '#domain/trip.ts';
import { useTripSummaries } from '../api.ts';
import { useTripFormat } from '../shared/trip-format.ts';

/** A trip overlaps only a few others; one page of this size names them all. */
const overlapLimit = 100;

/**
 * Names the captain's other trips whose dates overlap this one, each a link to it (the server's summary with
 * `overlapping`, the same rule as its `warnings` and the list's marks). Nothing while they load or when they
 * cannot be read.
 */
export function TripOverlapNotice({ trip }: { trip: Trip }) {
  const { t } = useTranslation();
  const format = useTripFormat();
  const overlapping = useTripSummaries({
    overlapping: trip.id,
    limit: overlapLimit,
    sort: 'embarkation_date:asc',
  }).trips;
  if (overlapping.length === 0) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconCalendarExclamation aria-hidden />}
      title={t('trips.overlap.title', { count: overlapping.length })}
    >
      <List size="sm" spacing={4} mb="xs">
        {overlapping.map((other) => (
          <List.Item key={other.id}>
            <Anchor
              size="sm"
              renderRoot={(props) => (
                <Link to="/sailing-trips/$id" params={{ id: String(other.id) }} {...props} />
              )}
            >
              {t('trips.overlap.link', {
                name: other.yacht_name,
                route: format.route(other),
                dates: format.dateRange(other),
              })}
            </Anchor>
          </List.Item>
        ))}
      </List>
      <Text size="sm">{t('trips.overlap.text')}</Text>
    </Alert>
  );
}
