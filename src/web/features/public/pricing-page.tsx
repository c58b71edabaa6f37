import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PlansList } from '../plans/plans-list.tsx';

export function PricingPage() {
  const { t } = useTranslation();
  return (
    <Container size="md" py="xl">
      <Stack gap="xl">
        <Stack gap="xs" ta="center" align="center">
          <Title order={1}>{t('pricing.title')}</Title>
          <Text c="dimmed" maw={600}>
            {t('pricing.subtitle')}
          </Text>
        </Stack>
        <PlansList />
        <Paper withBorder radius="lg" p="xl">
          <Group justify="space-between" gap="md">
            <Stack gap={4}>
              <Title order={2} size="h3">
                {t('pricing.cta.title')}
              </Title>
              <Text c="dimmed">{t('pricing.cta.text')}</Text>
            </Stack>
            <Button component="a" href="/register" size="md">
              {t('pricing.cta.register')}
            </Button>
          </Group>
        </Paper>
      </Stack>
    </Container>
  );
}
