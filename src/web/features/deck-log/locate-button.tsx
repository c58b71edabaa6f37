import { Button, Text } from '@mantine/core';
import { IconCurrentLocation } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Position } from '#domain/deck-log.ts';

type Locating = 'idle' | 'busy' | 'failed' | 'unsupported';

/** Asks the device for its position (GPS on a phone); `auto` asks at once, as "Position now" does. */
export function LocateButton({
  onLocated,
  auto,
}: {
  onLocated: (position: Position) => void;
  auto: boolean;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<Locating>('idle');
  const live = useRef(true);
  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setState('unsupported');
      return;
    }
    setState('busy');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        if (!live.current) return;
        setState('idle');
        onLocated({ lat: coords.latitude, lon: coords.longitude });
      },
      () => {
        if (live.current) setState('failed');
      },
      { enableHighAccuracy: true, timeout: 30_000, maximumAge: 60_000 },
    );
  }, [onLocated]);
  const asked = useRef(false);
  useEffect(() => {
    live.current = true;
    if (auto && !asked.current) {
      asked.current = true;
      locate();
    }
    return () => {
      live.current = false;
    };
  }, [auto, locate]);
  const problem =
    state === 'failed'
      ? t('deck_log.form.locate_failed')
      : state === 'unsupported'
        ? t('deck_log.form.locate_unsupported')
        : null;
  return (
    <>
      <Button
        variant="light"
        size="lg"
        leftSection={<IconCurrentLocation size="1.25rem" aria-hidden />}
        loading={state === 'busy'}
        onClick={locate}
      >
        {t('deck_log.form.locate')}
      </Button>
      <Text size="sm" role="status" c={problem ? 'red' : undefined}>
        {state === 'busy' ? t('deck_log.form.locating') : problem}
      </Text>
    </>
  );
}
