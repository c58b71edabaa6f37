import { Badge, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PlansList } from '../plans/plans-list.tsx';
import { useCaptainSession } from '../session/use-session.ts';

/**
 * Read-only until subscriptions exist: whether the account has Premium (as the login recorded it) and the plans
 * on offer. Ordering, discount codes and payment come with the Premium feature.
 */
export function PremiumTab() {
  const { t } = useTranslation();
  const session = useCaptainSession();
  const statusId = useId();
  const plansId = useId();
  const active = session?.hasPremium === true;

  return (
    <Stack gap="xl">
      <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={statusId}>
        <Stack gap="sm">
          <Group gap="sm" wrap="nowrap" align="center">
            <ThemeIcon color="gold" c="dark" size="lg" radius="md" aria-hidden>
              <IconCrown size="1.25rem" />
            </ThemeIcon>
            <Title order={2} size="h4" id={statusId}>
              {t('captainProfile.premium.status_title')}
            </Title>
            <Badge color={active ? 'green' : 'gray'} variant="light">
              {active ? t('captainProfile.premium.active_badge') : t('captainProfile.premium.none_badge')}
            </Badge>
          </Group>
          <Text fw={500}>
            {active ? t('captainProfile.premium.active') : t('captainProfile.premium.none')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('captainProfile.premium.benefits')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('captainProfile.premium.ordering_soon')}
          </Text>
        </Stack>
      </Card>
      <Stack gap="md" component="section" aria-labelledby={plansId}>
        <Title order={2} size="h4" id={plansId}>
          {t('captainProfile.premium.plans_title')}
        </Title>
        <PlansList withRegister={false} />
      </Stack>
    </Stack>
  );
}
