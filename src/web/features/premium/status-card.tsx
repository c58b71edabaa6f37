import { Badge, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActiveSubscription } from '#domain/subscription.ts';
import { providerLabel, usePremiumFormat } from './format.ts';

const badgeColor = { active: 'green', expired: 'orange', none: 'gray' } as const;

/** Whether Premium is active, until when and how many days are left, and how it was paid. */
export function StatusCard({ subscription }: { subscription: ActiveSubscription | null }) {
  const { t } = useTranslation();
  const format = usePremiumFormat();
  const headingId = useId();
  const status = subscription?.status ?? 'none';
  const endsAt = subscription?.ends_at ?? null;
  const provider = providerLabel(subscription?.payment_provider ?? null);

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group gap="sm" align="center">
          <ThemeIcon color="gold" c="dark" size="lg" radius="md" aria-hidden>
            <IconCrown size="1.25rem" />
          </ThemeIcon>
          <Title order={2} size="h4" id={headingId}>
            {t('premium.status.title')}
          </Title>
          <Badge color={badgeColor[status]} variant="light" flex="none">
            {t(`premium.status.badge.${status}`)}
          </Badge>
        </Group>
        <Text fw={500}>{t(`premium.status.text.${status}`)}</Text>
        {status !== 'none' && endsAt && (
          <Stack gap={4}>
            <Text size="sm">
              {t(status === 'active' ? 'premium.status.valid_until' : 'premium.status.expired_on', {
                date: format.date(endsAt),
              })}
            </Text>
            {status === 'active' && (
              <Text size="sm">
                {t('premium.status.days_remaining', { count: subscription?.days_remaining ?? 0 })}
              </Text>
            )}
            {provider && (
              <Text size="sm" c="dimmed">
                {t('premium.status.provider', { provider })}
              </Text>
            )}
          </Stack>
        )}
        {status !== 'active' && (
          <Text size="sm" c="dimmed">
            {t('premium.status.benefits')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
