import { useTranslation } from 'react-i18next';
import type { StudentLogbookTrip } from '#domain/student-logbook.ts';
import { licenceLabel, watersLabel } from '#domain/trip-labels.ts';
import { Fact, Facts, SectionCard } from '../student-shared/facts.tsx';
import { useTripFormat } from '../trips/shared/trip-format.ts';
import { captainName } from './logbook-format.ts';

const field = (key: string) => `trips.detail.fields.${key}`;

/** What the student vouches for when confirming: the yacht, the route, the dates and what was sailed. */
export function TripFactsSection({ trip }: { trip: StudentLogbookTrip }) {
  const { t } = useTranslation();
  const format = useTripFormat();
  const tidal = (port: string, isTidal: boolean) =>
    isTidal ? t('student_logbook.trip.tidal_port', { port: format.port(port) }) : format.port(port);
  return (
    <SectionCard title={t('student_logbook.sections.trip')}>
      <Facts>
        <Fact label={t(field('yacht_name'))} value={trip.yacht_name} />
        <Fact label={t(field('registration_number'))} value={trip.registration_number} />
        <Fact label={t(field('home_port'))} value={trip.home_port} />
        <Fact label={t(field('hull_length'))} value={format.metres(trip.hull_length)} />
        <Fact
          label={t(field('embarkation_port'))}
          value={tidal(trip.embarkation_port, trip.is_embarkation_tidal_port)}
        />
        <Fact
          label={t(field('disembarkation_port'))}
          value={tidal(trip.disembarkation_port, trip.is_disembarkation_tidal_port)}
        />
        <Fact
          label={t('student_logbook.fields.visited_ports')}
          value={trip.visited_ports.map((port) => port.name).join(', ')}
        />
        <Fact label={t('student_logbook.fields.dates')} value={format.datesWithDays(trip)} />
        <Fact label={t(field('distance'))} value={format.distance(trip.distance)} />
        <Fact label={t(field('sailing_hours'))} value={format.hours(trip.sailing_hours)} />
        <Fact label={t(field('engine_hours'))} value={format.hours(trip.engine_hours)} />
        <Fact label={t(field('night_hours'))} value={format.hours(trip.night_hours)} />
        <Fact label={t(field('tidal_hours'))} value={format.hours(trip.tidal_hours)} />
        <Fact label={t(field('tidal_ports_count'))} value={format.count(trip.tidal_ports_count)} />
        <Fact label={t(field('waters'))} value={watersLabel(t, trip.waters)} />
      </Facts>
    </SectionCard>
  );
}

/** The captain's name and licence (their contacts stay with the captain). */
export function CaptainSection({ trip }: { trip: StudentLogbookTrip }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('student_logbook.sections.captain')}>
      <Facts>
        <Fact label={t(field('captain_name'))} value={captainName(trip)} />
        <Fact
          label={t(field('licence'))}
          value={licenceLabel(t, trip.captain.license_type, trip.captain.other_license)}
        />
        <Fact label={t(field('licence_number'))} value={trip.captain.license_number} />
      </Facts>
    </SectionCard>
  );
}
