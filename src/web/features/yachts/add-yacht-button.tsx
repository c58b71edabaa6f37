import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PremiumButton } from '../premium/premium-button.tsx';

/** "Add yacht": the list's header action and its empty state's way on (needs Premium). */
export function AddYachtButton() {
  const { t } = useTranslation();
  return (
    <PremiumButton to="/yachts/add" leftSection={<IconPlus size="1rem" aria-hidden />}>
      {t('yachts.list.add')}
    </PremiumButton>
  );
}
