import type { ButtonProps } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PremiumButton } from '../premium/premium-button.tsx';

/** The link to /planned-sailing-trips/new: active with Premium, otherwise disabled with the premium hint. */
export function AddPlannedTripButton({ first = false, ...props }: { first?: boolean } & ButtonProps) {
  const { t } = useTranslation();
  return (
    <PremiumButton
      to="/planned-sailing-trips/new"
      leftSection={<IconPlus size="1rem" aria-hidden />}
      {...props}
    >
      {first ? t('planned_trips_page.list.add_first') : t('planned_trips_page.list.add')}
    </PremiumButton>
  );
}
