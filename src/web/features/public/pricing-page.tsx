import { Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/links.tsx';
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
            <ButtonLink to="/register" size="md">
              {t('pricing.cta.register')}
            </ButtonLink>
          </Group>
        </Paper>
      </Stack>
    </Container>
  );
}
