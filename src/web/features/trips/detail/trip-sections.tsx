import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Trip } from '#domain/trip.ts';
import { licenceLabel, roleOnBoardLabel, watersLabel } from '#domain/trip-labels.ts';
import { useTripFormat } from '../shared/trip-format.ts';
import { NoteBlock, Row, Rows, SectionCard } from './detail-parts.tsx';
import { PortName } from './tidal-mark.tsx';

const field = (key: string) => `trips.detail.fields.${key}`;

export function YachtSection({ trip }: { trip: Trip }) {
  const { t } = useTranslation();
  const format = useTripFormat();
  return (
    <SectionCard title={t('trips.detail.sections.yacht')}>
      <Rows>
        <Row label={t(field('yacht_name'))} value={trip.yacht_name} />
        <Row label={t(field('registration_number'))} value={trip.registration_number} />
        <Row label={t(field('home_port'))} value={trip.home_port} />
        <Row label={t(field('hull_length'))} value={format.metres(trip.hull_length)} />
        <Row label={t(field('engines_count'))} value={format.count(trip.engines_count)} />
        <Row label={t(field('engine_power'))} value={format.kilowatts(trip.engine_power)} />
        <Row label={t(field('yacht_type'))} value={trip.yacht_type} />
        <Row label={t(field('yacht_owner_name'))} value={trip.yacht_owner_name} />
        <Row
          label={t(field('yacht_owner_address'))}
          value={
            trip.yacht_owner_address && (
              <Text span inherit style={{ whiteSpace: 'pre-line' }}>
                {trip.yacht_owner_address}
              </Text>
            )
          }
        />
      </Rows>
    </SectionCard>
  );
}

export function CaptainSection({ trip }: { trip: Trip }) {
  const { t } = useTranslation();
  const { captain } = trip;
  return (
    <SectionCard title={t('trips.detail.sections.captain')}>
      <Rows>
        <Row
          label={t(field('captain_name'))}
          value={[captain.first_name, captain.last_name].filter((part) => part.trim()).join(' ')}
        />
        <Row label={t(field('email'))} value={captain.email} />
        <Row label={t(field('phone'))} value={captain.phone} />
        <Row
          label={t(field('licence'))}
          value={licenceLabel(t, captain.license_type, captain.other_license)}
        />
        <Row label={t(field('licence_number'))} value={captain.license_number} />
      </Rows>
    </SectionCard>
  );
}

export function RouteSection({ trip }: { trip: Trip }) {
  const { t } = useTranslation();
  const format = useTripFormat();
  const unknown = t('trips.shared.unknown_port');
  return (
    <SectionCard title={t('trips.detail.sections.route')}>
      <Rows>
        <Row
          label={t(field('embarkation_port'))}
          value={
            <PortName name={trip.embarkation_port} tidal={trip.is_embarkation_tidal_port} unknown={unknown} />
          }
        />
        <Row
          label={t(field('disembarkation_port'))}
          value={
            <PortName
              name={trip.disembarkation_port}
              tidal={trip.is_disembarkation_tidal_port}
              unknown={unknown}
            />
          }
        />
        <Row label={t(field('embarkation_date'))} value={format.date(trip.embarkation_date)} />
        <Row label={t(field('disembarkation_date'))} value={format.date(trip.disembarkation_date)} />
        <Row label={t(field('days'))} value={format.days(trip)} />
        <Row label={t(field('distance'))} value={format.distance(trip.distance)} />
      </Rows>
    </SectionCard>
  );
}

export function HoursSection({ trip }: { trip: Trip }) {
  const { t } = useTranslation();
  const format = useTripFormat();
  return (
    <SectionCard title={t('trips.detail.sections.hours')}>
      <Rows>
        <Row label={t(field('sailing_hours'))} value={format.hours(trip.sailing_hours)} />
        <Row label={t(field('engine_hours'))} value={format.hours(trip.engine_hours)} />
        <Row label={t(field('total_hours'))} value={format.hours(trip.sailing_hours + trip.engine_hours)} />
        <Row label={t(field('mooring_hours'))} value={format.hours(trip.mooring_hours)} />
        <Row label={t(field('night_hours'))} value={format.hours(trip.night_hours)} />
        <Row label={t(field('tidal_hours'))} value={format.hours(trip.tidal_hours)} />
        <Row label={t(field('tidal_ports_count'))} value={format.count(trip.tidal_ports_count)} />
      </Rows>
    </SectionCard>
  );
}

/** What sea time is counted from besides the hours: the role on board, the waters and notable passages. */
export function SeaTimeSection({ trip }: { trip: Trip }) {
  const { t } = useTranslation();
  const format = useTripFormat();
  const passages = trip.passages.map(
    (passage) =>
      t('trips.detail.passage', {
        from: passage.from,
        to: passage.to,
        distance: format.distance(passage.distance),
      }) + (passage.overnight ? ` (${t('trips.detail.overnight')})` : ''),
  );
  return (
    <SectionCard title={t('trips.detail.sections.sea_time')}>
      <Rows>
        <Row label={t(field('role_on_board'))} value={roleOnBoardLabel(t, trip.role_on_board)} />
        <Row label={t(field('waters'))} value={watersLabel(t, trip.waters)} />
      </Rows>
      <NoteBlock
        label={t(field('passages'))}
        text={passages.length > 0 ? passages.join('\n') : t('trips.detail.passages_empty')}
      />
    </SectionCard>
  );
}

/** The captain's notes (kept as typed, line breaks included) and the logbook number. */
export function NotesSection({ trip }: { trip: Trip }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('trips.detail.sections.notes')}>
      <Rows>
        <Row label={t(field('logbook_number'))} value={trip.logbook_number} />
      </Rows>
      <NoteBlock label={t(field('captain_notes'))} text={trip.captain_notes} />
    </SectionCard>
  );
}
