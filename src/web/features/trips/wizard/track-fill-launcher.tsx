import { Button, Group, Loader } from '@mantine/core';
import { IconRoute } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCaptainSession } from '../../session/use-session.ts';

// The drop zone, the upload and the preview load only when the captain asks for them.
const TrackPanel = lazy(() => import('./track/track-panel.tsx'));

/** "Fill from a GPX file": a button that opens the track panel (open at once after "New trip from a GPX file"). */
export function TrackFillLauncher({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(initiallyOpen);
  // Reading a track needs a captain's login (the public trip card uses this form without one).
  if (useCaptainSession() === null) return null;
  if (!open) {
    return (
      <Group>
        <Button
          variant="light"
          leftSection={<IconRoute size="1rem" aria-hidden />}
          onClick={() => setOpen(true)}
        >
          {t('trips.wizard.track.open')}
        </Button>
      </Group>
    );
  }
  return (
    <Suspense fallback={<Loader size="sm" aria-label={t('common.loading')} />}>
      <TrackPanel onClose={() => setOpen(false)} />
    </Suspense>
  );
}
