import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StudentLogbookTrip } from '#domain/student-logbook.ts';
import { roleLabel } from '#domain/trip-labels.ts';
import { SectionCard } from '../student-shared/facts.tsx';

/** Who else was on board: names and functions only (their contacts and opinions stay with the captain). */
export function OtherCrewSection({ crew }: { crew: StudentLogbookTrip['other_crew'] }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('student_logbook.sections.crew')}>
      {crew.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('student_logbook.trip.crew_empty')}
        </Text>
      ) : (
        <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {crew.map((member, index) => {
            const role = roleLabel(t, member.role, member.other_role);
            return (
              // Names may repeat and carry no id: the position keeps each row apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is read-only and never reordered
              <Group component="li" key={index} justify="space-between" gap="xs" wrap="wrap">
                <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {member.full_name}
                </Text>
                {role && <Badge variant="light">{role}</Badge>}
              </Group>
            );
          })}
        </Stack>
      )}
    </SectionCard>
  );
}
