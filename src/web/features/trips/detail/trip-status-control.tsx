import { Button, Group, Menu, Text } from '@mantine/core';
import { IconChevronDown, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Trip } from '#domain/trip.ts';
import { type TripStatus, tripStatusTransitions } from '#domain/trip-enums.ts';
import { statusLabel } from '#domain/trip-labels.ts';
import { failureMessage, notifyFailure, notifySuccess } from '../../../lib/notify.tsx';
import { PremiumButton } from '../../premium/premium-button.tsx';
import { usePremium } from '../../premium/use-premium.ts';
import { useChangeTripStatus } from '../api.ts';
import { TripStatusBadge } from '../shared/trip-status-badge.tsx';

/**
 * The trip's status and the changes it allows: planned -> in progress -> completed, planned or in progress ->
 * cancelled. Completed and cancelled are final and say so. Changing needs Premium (docs/trips.md): without it
 * the control stays visible, disabled with the hint.
 */
export function TripStatusControl({ trip }: { trip: Trip }) {
  const { t } = useTranslation();
  const { hasPremium } = usePremium();
  const change = useChangeTripStatus(trip.id);
  const next = tripStatusTransitions[trip.status];
  const choose = (status: TripStatus) =>
    change.mutate(status, {
      onSuccess: () => notifySuccess(t('trips.status.changed')),
      onError: (error) => notifyFailure(failureMessage(error, t('trips.detail.status.failed'))),
    });

  return (
    <Group gap="sm" wrap="wrap">
      <TripStatusBadge status={trip.status} size="lg" />
      {next.length > 0 && !hasPremium ? (
        <PremiumButton variant="default" size="xs">
          {t('trips.detail.status.change')}
        </PremiumButton>
      ) : next.length === 0 ? (
        <Text size="sm" c="dimmed">
          <IconLock size="0.9rem" aria-hidden style={{ verticalAlign: 'text-bottom' }} />{' '}
          {t('trips.detail.status.final')}
        </Text>
      ) : (
        <Menu position="bottom-start" withinPortal>
          <Menu.Target>
            <Button
              variant="default"
              size="xs"
              loading={change.isPending}
              rightSection={<IconChevronDown size="0.9rem" aria-hidden />}
            >
              {t('trips.detail.status.change')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>{t('trips.detail.status.change_to')}</Menu.Label>
            {next.map((status) => (
              <Menu.Item key={status} onClick={() => choose(status)}>
                {statusLabel(t, status)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}
