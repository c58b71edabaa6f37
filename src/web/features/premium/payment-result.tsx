import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconClock, IconClockX, IconInfoCircle, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SubscriptionStatusResponse } from '#domain/subscription.ts';
import { usePremiumFormat } from './format.ts';

export interface PaymentResultProps {
  paymentId: number;
  status: SubscriptionStatusResponse;
  refreshing: boolean;
  onRefresh: () => void;
}

/**
 * Back from the payment page (?payment={id}): whether that payment completed, is still pending, was canceled or
 * was abandoned (its order's lifetime passed unpaid).
 */
export function PaymentResult({ paymentId, status, refreshing, onRefresh }: PaymentResultProps) {
  const { t } = useTranslation();
  const format = usePremiumFormat();
  const payment = status.subscription_history.find(
    (entry) => entry.id === paymentId && entry.source === 'payment',
  );

  if (!payment) {
    return (
      <Alert color="gray" icon={<IconInfoCircle aria-hidden />} title={t('premium.payment.unknown_title')}>
        {t('premium.payment.unknown')}
      </Alert>
    );
  }
  if (payment.status === 'completed') {
    const endsAt = status.active_subscription?.ends_at;
    return (
      <Alert
        color="green"
        icon={<IconCircleCheck aria-hidden />}
        title={t('premium.payment.completed_title')}
        role="status"
      >
        {endsAt
          ? t('premium.payment.completed_until', { date: format.date(endsAt) })
          : t('premium.payment.completed')}
      </Alert>
    );
  }
  if (payment.status === 'canceled') {
    return (
      <Alert
        color="red"
        icon={<IconX aria-hidden />}
        title={t('premium.payment.canceled_title')}
        role="status"
      >
        {t('premium.payment.canceled')}
      </Alert>
    );
  }
  if (payment.status === 'abandoned') {
    return (
      <Alert
        color="gray"
        icon={<IconClockX aria-hidden />}
        title={t('premium.payment.abandoned_title')}
        role="status"
      >
        {t('premium.payment.abandoned')}
      </Alert>
    );
  }
  return (
    <Alert
      color="blue"
      icon={<IconClock aria-hidden />}
      title={t('premium.payment.pending_title')}
      role="status"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('premium.payment.pending')}</Text>
        <Button size="xs" variant="light" onClick={onRefresh} loading={refreshing}>
          {t('premium.payment.refresh')}
        </Button>
      </Stack>
    </Alert>
  );
}
