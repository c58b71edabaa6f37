import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PremiumBanner } from '../premium/premium-banner.tsx';
import { useCaptainSession } from '../session/use-session.ts';
import { QuickActions } from './quick-actions.tsx';
import { RecentTrips } from './recent-trips.tsx';

/** /dashboard: the captain's start page: welcome, Premium banner, latest trips and quick actions. */
export function DashboardPage() {
  const { t } = useTranslation();
  const session = useCaptainSession();
  if (!session) return null;
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>{t('dashboard.welcome', { name: session.user.name })}</Title>
          <Text c="dimmed" maw={640}>
            {t('dashboard.text')}
          </Text>
        </Stack>
        <PremiumBanner />
        <RecentTrips />
        <QuickActions />
      </Stack>
    </Container>
  );
}
