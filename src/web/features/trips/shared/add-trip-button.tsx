import type { ButtonProps } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PremiumButton } from '../../premium/premium-button.tsx';

/** The link to /sailing-trips/new: active with Premium, otherwise disabled with the premium-required hint. */
export function AddTripButton({ first = false, ...props }: { first?: boolean } & ButtonProps) {
  const { t } = useTranslation();
  return (
    <PremiumButton to="/sailing-trips/new" leftSection={<IconPlus size="1rem" aria-hidden />} {...props}>
      {first ? t('trips.shared.add_first_trip') : t('trips.shared.add_trip')}
    </PremiumButton>
  );
}
