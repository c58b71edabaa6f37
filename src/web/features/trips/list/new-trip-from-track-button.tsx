import { IconRoute } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PremiumButton } from '../../premium/premium-button.tsx';
import { trackFillState } from '../shared/track-fill-state.ts';

/** Opens the new-trip form with the GPX drop zone open (Premium, like adding a trip). */
export function NewTripFromTrackButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PremiumButton
      variant="light"
      leftSection={<IconRoute size="1rem" aria-hidden />}
      onClick={() => void navigate({ to: '/sailing-trips/new', state: trackFillState })}
    >
      {t('trips.list.new_from_track')}
    </PremiumButton>
  );
}
