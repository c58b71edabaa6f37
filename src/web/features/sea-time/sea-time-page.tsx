import { Container, Stack, Text, Title } from '@mantine/core';
import { IconSailboat } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/page-states.tsx';
import { useCaptainSession } from '../session/use-session.ts';
import { AddTripButton } from '../trips/shared/add-trip-button.tsx';
import { useSeaTime } from './api.ts';
import { CaptainRequirementTrips } from './captain-requirement-trips.tsx';
import { SeaTimeView } from './sea-time-view.tsx';
import { StatementButton } from './statement-button.tsx';
import { seaTimeGoalKey } from './use-sea-time-goal.ts';

/** /sea-time: the captain's sea time, where it stands against each licence, and the sea-time statement. */
export function SeaTimePage() {
  const { t } = useTranslation();
  const seaTime = useSeaTime();
  const accountId = useCaptainSession()?.user.id ?? null;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('seaTime.title')}</Title>
          <Text c="dimmed" maw={720}>
            {t('seaTime.subtitle')}
          </Text>
        </Stack>
        <SeaTimeView
          query={seaTime}
          schemes={{
            goalKey: accountId === null ? null : seaTimeGoalKey(accountId),
            requirementTrips: (tripIds) => <CaptainRequirementTrips tripIds={tripIds} />,
            schemeAction: (scheme) => <StatementButton scheme={scheme} />,
          }}
          // Planned trips and trips under way count once they are completed.
          notCounted={(trips) => t('seaTime.not_counted', { count: trips })}
          empty={
            <EmptyState
              icon={<IconSailboat size="1.6rem" />}
              text={t('seaTime.empty')}
              action={<AddTripButton first />}
            />
          }
        />
      </Stack>
    </Container>
  );
}
