import { Card, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconId } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/links.tsx';
import { PremiumBanner } from '../premium/premium-banner.tsx';
import { useCaptainSession } from '../session/use-session.ts';

/** /dashboard: the captain's start page. */
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
        <Card withBorder radius="lg" padding="lg" maw={560}>
          <Group gap="md" wrap="nowrap" align="flex-start">
            <ThemeIcon size="xl" radius="md" variant="light" aria-hidden>
              <IconId />
            </ThemeIcon>
            <Stack gap="sm" align="flex-start">
              <Title order={2} size="h4">
                {t('dashboard.profile.title')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('dashboard.profile.text')}
              </Text>
              <ButtonLink to="/captain-profile" variant="light">
                {t('dashboard.profile.action')}
              </ButtonLink>
            </Stack>
          </Group>
        </Card>
      </Stack>
    </Container>
  );
}
