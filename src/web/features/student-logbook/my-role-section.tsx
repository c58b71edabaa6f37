import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StudentLogbookTrip } from '#domain/student-logbook.ts';
import { assessmentLabel, licenceLabel, roleLabel } from '#domain/trip-labels.ts';
import { Fact, Facts, SectionCard } from '../student-shared/facts.tsx';
import { OpinionButton } from './opinion-button.tsx';

const field = (key: string) => `trips.detail.fields.${key}`;

/** The student's own crew row as the captain wrote it, and the crew opinion document made from it. */
export function MyRoleSection({ trip }: { trip: StudentLogbookTrip }) {
  const { t } = useTranslation();
  const member = trip.crew_member;
  return (
    <SectionCard title={t('student_logbook.sections.me')}>
      <Facts>
        <Fact label={t(field('role'))} value={roleLabel(t, member.role, member.other_role)} />
        <Fact
          label={t(field('licence'))}
          value={licenceLabel(t, member.license_type, member.other_license)}
        />
        <Fact label={t(field('licence_number'))} value={member.license_number} />
        <Fact
          label={t(field('captain_opinion'))}
          value={assessmentLabel(t, 'captain_opinion', member.captain_opinion)}
        />
        <Fact label={t(field('performance'))} value={assessmentLabel(t, 'performance', member.performance)} />
        <Fact label={t(field('seasickness'))} value={assessmentLabel(t, 'seasickness', member.seasickness)} />
        <Fact label={t(field('resistance'))} value={assessmentLabel(t, 'resistance', member.resistance)} />
      </Facts>
      {member.captain_notes.trim() !== '' && (
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {t(field('crew_notes'))}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {member.captain_notes}
          </Text>
        </Stack>
      )}
      <Group>
        <OpinionButton tripId={trip.id} />
      </Group>
    </SectionCard>
  );
}
