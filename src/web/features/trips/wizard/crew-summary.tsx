import { Box, Divider, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { otherOption } from '#domain/trip-enums.ts';
import type { CrewMemberFormValues } from '#domain/trip-form.ts';
import { assessmentLabel, roleLabel } from './options.ts';
import { licenceText } from './summary-format.ts';
import { SummaryList } from './summary-parts.tsx';

/**
 * Each crew member of the summary: the name, then what was filled in (empty details are left out, not shown as
 * a dash each), and one line when the member has neither an e-mail nor a phone.
 */
export function CrewSummary({ members }: { members: readonly CrewMemberFormValues[] }) {
  const { t } = useTranslation();
  const label = (name: string) => t(`trips.wizard.crew.${name}`);
  return (
    <Stack gap="md" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
      {members.map((member, index) => {
        const role = member.role === otherOption ? member.otherRole.trim() : roleLabel(t, member.role);
        const rows = [
          { label: label('role'), value: role },
          { label: label('license_type'), value: licenceText(t, member.licenseType, member.otherLicense) },
          { label: label('license_number'), value: member.licenseNumber },
          { label: label('email'), value: member.email },
          { label: label('phone'), value: member.phone },
          {
            label: label('captain_opinion'),
            value: assessmentLabel(t, 'captainOpinion', member.captainOpinion),
          },
          { label: label('performance'), value: assessmentLabel(t, 'performance', member.performance) },
          { label: label('seasickness'), value: assessmentLabel(t, 'seasickness', member.seasickness) },
          { label: label('resistance'), value: assessmentLabel(t, 'resistance', member.resistance) },
          { label: label('captain_notes'), value: member.captainNotes },
        ].filter((row) => row.value.trim() !== '');
        const hasContact = member.email.trim() !== '' || member.phone.trim() !== '';
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the summary is read-only; members keep their order
          <Box component="li" key={index}>
            {index > 0 && <Divider mb="md" />}
            <Title order={4} size="h6" mb="xs">
              {member.fullName.trim() || t('trips.wizard.crew.member', { number: index + 1 })}
            </Title>
            <SummaryList rows={rows} />
            {!hasContact && (
              <Text size="sm" c="dimmed" fs="italic" mt="xs">
                {t('trips.shared.no_contact')}
              </Text>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
