import { SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PlannedTrip } from '#domain/planned-trip.ts';
import { Row, Rows, SectionCard } from '../trips/detail/detail-parts.tsx';
import { usePlannedTripFormat } from './format.ts';
import classes from './planned-trips.module.css';

/** Every field of the planned trip, as label/value rows in two cards and the description under them. */
export function PlannedTripFacts({ trip }: { trip: PlannedTrip }) {
  const { t } = useTranslation();
  const format = usePlannedTripFormat();
  const label = (name: string) => t(`planned_trips_page.fields.${name}`);
  const description = trip.description.trim();
  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <SectionCard title={t('planned_trips_page.detail.section_route')}>
          <Rows>
            <Row label={label('start_date')} value={format.date(trip.start_date)} />
            <Row label={label('end_date')} value={format.date(trip.end_date)} />
            <Row label={label('embarkation_port')} value={trip.embarkation_port} />
            <Row label={label('disembarkation_port')} value={trip.disembarkation_port} />
          </Rows>
        </SectionCard>
        <SectionCard title={t('planned_trips_page.detail.section_yacht')}>
          <Rows>
            <Row label={label('yacht_name')} value={trip.yacht_name} />
            <Row label={label('yacht_type')} value={trip.yacht_type} />
            <Row label={label('max_crew')} value={format.maxCrew(trip)} />
            <Row label={t('planned_trips_page.detail.crew')} value={format.crew(trip)} />
            <Row
              label={label('is_active')}
              value={trip.is_active ? t('planned_trips_page.active') : t('planned_trips_page.inactive')}
            />
          </Rows>
        </SectionCard>
      </SimpleGrid>
      <SectionCard title={label('description')}>
        <Text
          size="sm"
          c={description ? undefined : 'dimmed'}
          fs={description ? undefined : 'italic'}
          className={classes.notes}
        >
          {description || t('planned_trips_page.detail.no_description')}
        </Text>
      </SectionCard>
    </>
  );
}
