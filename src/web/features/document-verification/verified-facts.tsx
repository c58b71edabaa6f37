import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { printedCode, type VerifiedDocument } from '#domain/document-verification.ts';
import { licenceLabel } from '#domain/trip-labels.ts';
import { Row, Rows, SectionCard } from '../trips/detail/detail-parts.tsx';
import { useVerifyFormat } from './verify-format.ts';

type Facts = VerifiedDocument['facts'];

const label = (key: string) => `verify_page.fields.${key}`;

function DocumentSection({ document, code }: { document: VerifiedDocument; code: string }) {
  const { t } = useTranslation();
  const format = useVerifyFormat();
  return (
    <SectionCard title={t('verify_page.sections.document')}>
      <Rows>
        <Row label={t(label('kind'))} value={t(`verify_page.kinds.${document.kind}`)} />
        <Row label={t(label('issued_at'))} value={format.issuedDay(document.issued_at)} />
        <Row label={t(label('code'))} value={printedCode(code)} />
      </Rows>
    </SectionCard>
  );
}

function CaptainSection({ captain }: { captain: Facts['captain'] }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('verify_page.sections.captain')}>
      <Rows>
        <Row label={t(label('name'))} value={captain.name.trim()} />
        <Row
          label={t(label('licence'))}
          value={licenceLabel(t, captain.license_type, captain.other_license)}
        />
        <Row label={t(label('licence_number'))} value={captain.license_number.trim()} />
      </Rows>
    </SectionCard>
  );
}

function CrewMemberSection({ member }: { member: NonNullable<Facts['crew_member']> }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('verify_page.sections.crew_member')}>
      <Rows>
        <Row label={t(label('name'))} value={member.name.trim()} />
        <Row
          label={t(label('confirmed'))}
          value={t(member.confirmed ? 'verify_page.confirmed.yes' : 'verify_page.confirmed.no')}
        />
      </Rows>
    </SectionCard>
  );
}

function YachtSection({ trip }: { trip: NonNullable<Facts['trip']> }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('verify_page.sections.yacht')}>
      <Rows>
        <Row label={t(label('yacht_name'))} value={trip.yacht_name.trim()} />
        <Row label={t(label('registration_number'))} value={trip.registration_number.trim()} />
      </Rows>
    </SectionCard>
  );
}

function CruiseSection({ trip }: { trip: NonNullable<Facts['trip']> }) {
  const { t } = useTranslation();
  const format = useVerifyFormat();
  const visited = trip.visited_ports.map((port) => port.trim()).filter(Boolean);
  return (
    <SectionCard title={t('verify_page.sections.cruise')}>
      <Rows>
        <Row label={t(label('dates'))} value={format.dateRange(trip)} />
        <Row label={t(label('days'))} value={format.days(trip)} />
        <Row label={t(label('embarkation_port'))} value={trip.embarkation_port.trim()} />
        <Row
          label={t(label('visited_ports'))}
          value={visited.join(', ')}
          placeholder={t('verify_page.no_visited_ports')}
        />
        <Row label={t(label('disembarkation_port'))} value={trip.disembarkation_port.trim()} />
      </Rows>
    </SectionCard>
  );
}

function HoursSection({ trip }: { trip: NonNullable<Facts['trip']> }) {
  const { t } = useTranslation();
  const format = useVerifyFormat();
  return (
    <SectionCard title={t('verify_page.sections.hours')}>
      <Rows>
        <Row label={t(label('sailing_hours'))} value={format.hours(trip.sailing_hours)} />
        <Row label={t(label('engine_hours'))} value={format.hours(trip.engine_hours)} />
        <Row label={t(label('tidal_hours'))} value={format.hours(trip.tidal_hours)} />
        <Row label={t(label('mooring_hours'))} value={format.hours(trip.mooring_hours)} />
        <Row label={t(label('distance'))} value={format.distance(trip.distance)} />
      </Rows>
    </SectionCard>
  );
}

function TotalsSection({ totals }: { totals: NonNullable<Facts['totals']> }) {
  const { t } = useTranslation();
  const format = useVerifyFormat();
  return (
    <SectionCard title={t('verify_page.sections.totals')}>
      <Rows>
        <Row label={t(label('trips'))} value={format.count(totals.trips)} />
        <Row label={t(label('days'))} value={format.count(totals.days)} />
        <Row label={t(label('distance'))} value={format.distance(totals.distance)} />
        <Row label={t(label('sailing_hours'))} value={format.hours(totals.sailing_hours)} />
        <Row label={t(label('engine_hours'))} value={format.hours(totals.engine_hours)} />
      </Rows>
    </SectionCard>
  );
}

/**
 * What the document printed, as the server keeps it: the captain, and the trip with its crew member or the
 * totals, by the document's kind. Nothing else about the captain or the crew (no e-mail, no phone).
 */
export function VerifiedFacts({ document, code }: { document: VerifiedDocument; code: string }) {
  const { facts } = document;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="lg">
      <DocumentSection document={document} code={code} />
      <CaptainSection captain={facts.captain} />
      {facts.crew_member ? <CrewMemberSection member={facts.crew_member} /> : null}
      {facts.trip ? <YachtSection trip={facts.trip} /> : null}
      {facts.trip ? <CruiseSection trip={facts.trip} /> : null}
      {facts.trip ? <HoursSection trip={facts.trip} /> : null}
      {facts.totals ? <TotalsSection totals={facts.totals} /> : null}
    </SimpleGrid>
  );
}
