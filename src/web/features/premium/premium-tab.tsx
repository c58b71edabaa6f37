import { Alert, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubscriptionStatus } from './api.ts';
import { DiscountCodeForm } from './discount-code-form.tsx';
import { OrderForm } from './order-form.tsx';
import { PaymentResult } from './payment-result.tsx';
import { StatusCard } from './status-card.tsx';
import { SubscriptionHistory } from './subscription-history.tsx';

export interface PremiumTabProps {
  /** ?payment={id}: the payment the captain comes back from (the payment page's continue address). */
  paymentId?: number;
}

/** /captain-profile?tab=premium: status, payment result, discount code, plans with the order form, history. */
export function PremiumTab({ paymentId }: PremiumTabProps) {
  const { t } = useTranslation();
  const plansId = useId();
  const first = useSubscriptionStatus();
  const pending =
    paymentId !== undefined &&
    first.data?.subscription_history.some((entry) => entry.id === paymentId && entry.status === 'pending');
  // While the payment we came back from is pending, look again every few seconds (PayU confirms on its own).
  const status = useSubscriptionStatus({ refetchInterval: pending ? 3_000 : false });

  if (status.isPending) {
    return (
      <Stack gap="lg" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton h="8rem" radius="lg" />
        <Skeleton h="8rem" radius="lg" />
        <Skeleton h="14rem" radius="lg" />
      </Stack>
    );
  }
  if (status.isError) {
    return (
      <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={t('premium.load_failed')}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('captainProfile.load_failed_hint')}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void status.refetch()}>
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  const data = status.data;
  return (
    <Stack gap="xl">
      {paymentId !== undefined && (
        <PaymentResult
          paymentId={paymentId}
          status={data}
          refreshing={status.isFetching}
          onRefresh={() => void status.refetch()}
        />
      )}
      <StatusCard subscription={data.active_subscription} />
      <DiscountCodeForm />
      <Stack gap="md" component="section" aria-labelledby={plansId}>
        <Title order={2} size="h4" id={plansId}>
          {t(
            data.active_subscription?.status === 'active'
              ? 'premium.order.extend_title'
              : 'premium.order.title',
          )}
        </Title>
        {data.available_plans.length === 0 ? (
          <Alert color="yellow">{t('home.pricing.no_plans')}</Alert>
        ) : (
          <OrderForm plans={data.available_plans} />
        )}
      </Stack>
      <SubscriptionHistory entries={data.subscription_history} />
    </Stack>
  );
}
