import { IconFileImport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PremiumButton } from '../../premium/premium-button.tsx';

/** Opens the spreadsheet/JSON import (Premium, like adding a trip). */
export function ImportTripsButton() {
  const { t } = useTranslation();
  return (
    <PremiumButton
      variant="light"
      leftSection={<IconFileImport size="1rem" aria-hidden />}
      to="/sailing-trips/import"
    >
      {t('trips.list.import')}
    </PremiumButton>
  );
}
