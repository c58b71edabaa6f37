import {
  Alert,
  Badge,
  Button,
  Card,
  List,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/links.tsx';
import { usePlans } from './api.ts';
import { usePlanFormat } from './plan-format.ts';

const premiumFeatures = ['trips', 'yachts', 'documents', 'support'] as const;

export interface PlansListProps {
  /** Each card's button to create an account (for visitors); logged-in captains see the plans without it. */
  withRegister?: boolean;
}

/** The plan cards shared by the home and pricing pages, with loading, error and empty states. */
export function PlansList({ withRegister = true }: PlansListProps = {}) {
  const { t } = useTranslation();
  const plans = usePlans();
  const format = usePlanFormat();

  if (plans.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton h={320} radius="lg" />
        <Skeleton h={320} radius="lg" />
      </SimpleGrid>
    );
  }
  if (plans.isError) {
    return (
      <Alert color="red" icon={<IconAlertTriangle />} title={t('home.pricing.error_plans')}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('home.pricing.error_fetch')}</Text>
          <Button variant="light" color="red" size="xs" onClick={() => void plans.refetch()}>
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (plans.data.plans.length === 0) {
    return <Alert color="yellow">{t('home.pricing.no_plans')}</Alert>;
  }

  const longest = Math.max(...plans.data.plans.map((plan) => plan.duration_days));
  return (
    <SimpleGrid cols={{ base: 1, sm: Math.min(plans.data.plans.length, 3) }} spacing="lg">
      {plans.data.plans.map((plan) => {
        const recommended = plan.duration_days === longest && plans.data.plans.length > 1;
        return (
          <Card
            key={plan.id}
            withBorder
            radius="lg"
            padding="xl"
            shadow={recommended ? 'md' : 'xs'}
            style={recommended ? { borderColor: 'var(--mantine-color-gold-5)', borderWidth: 2 } : undefined}
          >
            <Stack gap="md" h="100%">
              <Stack gap={4}>
                {recommended && (
                  <Badge color="gold" c="dark" variant="filled" w="fit-content">
                    {t('home.pricing.recommended')}
                  </Badge>
                )}
                {/* The plan's own name, in the interface language (the server answers it so). */}
                <Title order={3} size="h4">
                  {plan.name}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('plans.premium_name', { duration: format.duration(plan.duration_days) })}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('plans.duration_in_days', { count: plan.duration_days })}
                </Text>
              </Stack>
              <Text fz={36} fw={800} lh={1}>
                {format.price(plan.amount, plan.currency)}
                <Text span size="md" fw={500} c="dimmed">
                  {' '}
                  {format.perPeriod(plan.duration_days)}
                </Text>
              </Text>
              <List
                spacing="xs"
                size="sm"
                icon={
                  <ThemeIcon size={20} radius="xl" color="teal" aria-hidden>
                    <IconCheck size={14} />
                  </ThemeIcon>
                }
                style={{ flex: 1 }}
              >
                {premiumFeatures.map((feature) => (
                  <List.Item key={feature}>{t(`home.pricing.features.${feature}`)}</List.Item>
                ))}
              </List>
              {withRegister && (
                <ButtonLink to="/register" size="md" fullWidth variant={recommended ? 'filled' : 'light'}>
                  {t('home.pricing.register')}
                </ButtonLink>
              )}
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
