import { Badge, Group } from '@mantine/core';
import { IconRipple } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** "Tidal" next to a port that has tides (a word, so the colour is not the only signal). */
export function TidalMark() {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color="cyan" size="sm" leftSection={<IconRipple size="0.8rem" aria-hidden />}>
      {t('trips.shared.tidal')}
    </Badge>
  );
}

/** A port's name (or 'Unknown port') with its tidal mark. */
export function PortName({ name, tidal, unknown }: { name: string; tidal: boolean; unknown: string }) {
  return (
    <Group component="span" gap="xs" justify="flex-end" wrap="wrap">
      <span>{name.trim() || unknown}</span>
      {tidal && <TidalMark />}
    </Group>
  );
}
