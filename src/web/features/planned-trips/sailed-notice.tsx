import { Alert, Text } from '@mantine/core';
import { IconAnchor } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PlannedTrip } from '#domain/planned-trip.ts';
import { AnchorLink } from '../../components/links.tsx';

/** A planned trip turned into a logged trip: where that trip is, and why the students' enrolments are settled. */
export function SailedNotice({ trip }: { trip: PlannedTrip }) {
  const { t } = useTranslation();
  if (trip.trip_id === null) return null;
  return (
    <Alert
      variant="light"
      color="teal"
      role="status"
      icon={<IconAnchor aria-hidden />}
      title={t('planned_trips_page.sailed.title')}
    >
      <Text size="sm">{t('planned_trips_page.sailed.text')}</Text>
      <AnchorLink to="/sailing-trips/$id" params={{ id: String(trip.trip_id) }} size="sm" fw={500}>
        {t('planned_trips_page.sailed.open_trip')}
      </AnchorLink>
    </Alert>
  );
}
