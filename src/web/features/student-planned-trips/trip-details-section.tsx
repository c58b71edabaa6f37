import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StudentPlannedTrip } from '#domain/planned-trip.ts';
import { Fact, Facts, SectionCard } from '../student-shared/facts.tsx';
import { useStudentFormat } from '../student-shared/format.ts';

/** Everything the captain planned: description, dates, ports, yacht and the crew places. */
export function TripDetailsSection({ trip }: { trip: StudentPlannedTrip }) {
  const { t } = useTranslation();
  const format = useStudentFormat();
  return (
    <SectionCard title={t('student_area.trip.details')}>
      {trip.description.trim() ? (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {trip.description}
        </Text>
      ) : null}
      <Facts>
        <Fact label={t('student_area.trip.captain')} value={trip.captain.name} />
        <Fact label={t('student_area.trip.start_date')} value={format.date(trip.start_date)} />
        <Fact label={t('student_area.trip.end_date')} value={format.date(trip.end_date)} />
        <Fact label={t('student_area.trip.length')} value={format.days(trip)} />
        <Fact label={t('student_area.trip.embarkation_port')} value={trip.embarkation_port} />
        <Fact label={t('student_area.trip.disembarkation_port')} value={trip.disembarkation_port} />
        <Fact label={t('student_area.trip.yacht_name')} value={trip.yacht_name} />
        <Fact label={t('student_area.trip.yacht_type')} value={trip.yacht_type} />
        <Fact
          label={t('student_area.trip.max_crew')}
          value={trip.max_crew === null ? t('student_area.trip.no_limit') : trip.max_crew}
        />
        <Fact label={t('student_area.trip.accepted_count')} value={trip.accepted_count} />
        <Fact label={t('student_area.trip.places')} value={format.places(trip)} />
      </Facts>
    </SectionCard>
  );
}
