import { Group, Stack, Switch } from '@mantine/core';
import { IconNotebook, IconTableImport } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Trip } from '#domain/trip.ts';
import { ButtonLink } from '../../components/links.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { failureMessage, notifyFailure } from '../../lib/notify.tsx';
import { PremiumButton } from '../premium/premium-button.tsx';
import { useDeckLogOnServer, useDeckLogSettings } from './api.ts';
import { FillTripDialog } from './fill-trip-dialog.tsx';

/** The captain's switch: whether students linked to the trip's crew may write in its log. */
function CrewMayWrite({ tripId }: { tripId: number }) {
  const { t } = useTranslation();
  const log = useDeckLogOnServer(tripId);
  const settings = useDeckLogSettings(tripId);
  const checked = settings.isPending
    ? (settings.variables?.crew_may_write ?? false)
    : (log.data?.crew_may_write ?? false);
  return (
    <Switch
      size="md"
      checked={checked}
      disabled={!log.data || settings.isPending}
      label={t('deck_log.trip.crew_may_write')}
      description={t('deck_log.trip.crew_may_write_hint')}
      onChange={(event) =>
        settings.mutate(
          { crew_may_write: event.currentTarget.checked },
          {
            onError: (error) =>
              notifyFailure(failureMessage(error, t('deck_log.trip.crew_may_write_failed'))),
          },
        )
      }
    />
  );
}

/** On the trip page: the way to the trip's deck log, filling the trip from it, and who may write in it. */
export function TripDeckLog({ trip }: { trip: Trip }) {
  const { t } = useTranslation();
  const [filling, setFilling] = useState(false);
  return (
    <SectionCard title={t('deck_log.trip.section')}>
      <Stack gap="md">
        <Group gap="sm">
          <ButtonLink
            to="/sailing-trips/$id/log"
            params={{ id: String(trip.id) }}
            leftSection={<IconNotebook size="1rem" aria-hidden />}
          >
            {t('deck_log.trip.open')}
          </ButtonLink>
          <PremiumButton
            variant="light"
            leftSection={<IconTableImport size="1rem" aria-hidden />}
            onClick={() => setFilling(true)}
          >
            {t('deck_log.trip.use')}
          </PremiumButton>
        </Group>
        <CrewMayWrite tripId={trip.id} />
      </Stack>
      <FillTripDialog trip={trip} opened={filling} onClose={() => setFilling(false)} />
    </SectionCard>
  );
}
