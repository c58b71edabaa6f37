import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CrewMember } from '#domain/trip.ts';
import { assessmentLabel, licenceLabel, roleLabel } from '#domain/trip-labels.ts';
import { CrewConfirmation } from '../shared/crew-confirmation.tsx';
import classes from '../shared/trips.module.css';
import { NoteBlock, Row, Rows, SectionCard } from './detail-parts.tsx';

const field = (key: string) => `trips.detail.fields.${key}`;

interface Fact {
  label: string;
  value: string;
}

/** Label/value rows of what was given; empty values are left out rather than repeated as "Not provided". */
function GivenRows({ facts }: { facts: readonly Fact[] }) {
  const given = facts.filter((fact) => fact.value.trim() !== '');
  if (given.length === 0) return null;
  return (
    <Rows>
      {given.map((fact) => (
        <Row key={fact.label} label={fact.label} value={fact.value} />
      ))}
    </Rows>
  );
}

/** Whether the member is one of the captain's students, and then their answer to the trip. */
function StudentLink({ member }: { member: CrewMember }) {
  const { t } = useTranslation();
  if (member.student_id === null) {
    return (
      <Text size="sm" c="dimmed">
        {t('trips.crew_confirmation.no_student_account')}
      </Text>
    );
  }
  return (
    <Group gap="xs" wrap="wrap" align="flex-start">
      <Group gap={4} wrap="nowrap">
        <IconSchool size="1rem" aria-hidden />
        <Text size="sm" fw={600}>
          {t('trips.crew_confirmation.student_account')}
        </Text>
      </Group>
      {member.confirmation && <CrewConfirmation confirmation={member.confirmation} />}
    </Group>
  );
}

/**
 * One crew member: function, licence, contact, the captain's opinion and assessments, and notes. Only what the
 * captain filled in is listed; without an e-mail and a phone one line says there are no contact details.
 */
function CrewMemberCard({ member }: { member: CrewMember }) {
  const { t } = useTranslation();
  const role = roleLabel(t, member.role, member.other_role);
  const contact = [
    { label: t(field('email')), value: member.email },
    { label: t(field('phone')), value: member.phone },
  ];
  const hasContact = contact.some((fact) => fact.value.trim() !== '');
  return (
    <Paper withBorder radius="md" p="md" component="li" aria-label={member.full_name}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={3} size="h5" className={classes.wrap}>
            {member.full_name}
          </Title>
          {role && <Badge variant="light">{role}</Badge>}
        </Group>
        <StudentLink member={member} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl" verticalSpacing={0}>
          <Stack gap={0}>
            <GivenRows
              facts={[
                { label: t(field('role')), value: role },
                {
                  label: t(field('licence')),
                  value: licenceLabel(t, member.license_type, member.other_license),
                },
                { label: t(field('licence_number')), value: member.license_number },
                ...contact,
              ]}
            />
            {!hasContact && (
              <Text size="sm" c="dimmed" fs="italic" py={4}>
                {t('trips.shared.no_contact')}
              </Text>
            )}
          </Stack>
          <GivenRows
            facts={[
              {
                label: t(field('captain_opinion')),
                value: assessmentLabel(t, 'captain_opinion', member.captain_opinion),
              },
              {
                label: t(field('performance')),
                value: assessmentLabel(t, 'performance', member.performance),
              },
              {
                label: t(field('seasickness')),
                value: assessmentLabel(t, 'seasickness', member.seasickness),
              },
              {
                label: t(field('resistance')),
                value: assessmentLabel(t, 'resistance', member.resistance),
              },
            ]}
          />
        </SimpleGrid>
        {member.captain_notes.trim() !== '' && (
          <NoteBlock label={t(field('crew_notes'))} text={member.captain_notes} />
        )}
      </Stack>
    </Paper>
  );
}

export function CrewSection({ crew }: { crew: CrewMember[] }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('trips.detail.sections.crew')}>
      {crew.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('trips.detail.crew_empty')}
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('trips.detail.crew_count', { count: crew.length })}
          </Text>
          <Stack gap="md" component="ul" className={classes.plainList}>
            {crew.map((member) => (
              <CrewMemberCard key={member.id} member={member} />
            ))}
          </Stack>
        </>
      )}
    </SectionCard>
  );
}
