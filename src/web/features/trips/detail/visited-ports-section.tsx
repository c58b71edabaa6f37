import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { VisitedPort } from '#domain/trip.ts';
import { type TripFormat, useTripFormat } from '../shared/trip-format.ts';
import classes from '../shared/trips.module.css';
import { SectionCard } from './detail-parts.tsx';
import { TidalMark } from './tidal-mark.tsx';

function PortItem({ port, position, format }: { port: VisitedPort; position: number; format: TripFormat }) {
  const { t } = useTranslation();
  const named = port.name.trim() !== '';
  return (
    <Group component="li" gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon variant="light" radius="xl" size="md" aria-hidden>
        <Text size="xs" fw={700}>
          {position}
        </Text>
      </ThemeIcon>
      <Stack gap={2} className={classes.wrap}>
        <Group gap="xs" wrap="wrap">
          <Text
            size="sm"
            fw={named ? 500 : 400}
            c={named ? undefined : 'dimmed'}
            fs={named ? undefined : 'italic'}
          >
            {named ? port.name : t('trips.shared.unknown_port')}
          </Text>
          {port.is_tidal && <TidalMark />}
        </Group>
        {(port.arrival_date || port.departure_date) && (
          <Group gap="md" wrap="wrap">
            {port.arrival_date && (
              <Text size="xs" c="dimmed">
                {t('trips.detail.arrival', { date: format.date(port.arrival_date) })}
              </Text>
            )}
            {port.departure_date && (
              <Text size="xs" c="dimmed">
                {t('trips.detail.departure', { date: format.date(port.departure_date) })}
              </Text>
            )}
          </Group>
        )}
      </Stack>
    </Group>
  );
}

/** The ports called at on the way, in order, with their tidal mark and arrival/departure dates when known. */
export function VisitedPortsSection({ ports }: { ports: VisitedPort[] }) {
  const { t } = useTranslation();
  const format = useTripFormat();
  return (
    <SectionCard title={t('trips.detail.sections.visited_ports')}>
      {ports.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('trips.detail.ports_empty')}
        </Text>
      ) : (
        <Stack gap="sm" component="ol" className={classes.plainList}>
          {ports.map((port, index) => (
            // Ports have no id of their own; the read-only list keeps its order, so the position identifies them.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <PortItem key={index} port={port} position={index + 1} format={format} />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
