import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SeaTimeTotals } from '#domain/sea-time/schema.ts';
import { SectionCard } from '../../components/section-card.tsx';
import { type TripFormat, useTripFormat } from '../trips/shared/trip-format.ts';

type Figure = keyof SeaTimeTotals;

/** The figures in the order they are read: what was sailed, how, where, and in command. */
const figures: { key: Figure; format: (format: TripFormat, value: number) => string }[] = [
  { key: 'trips', format: (format, value) => format.count(value) },
  { key: 'days', format: (format, value) => format.count(value) },
  { key: 'distance', format: (format, value) => format.distance(value) },
  { key: 'hours_total', format: (format, value) => format.hours(value) },
  { key: 'hours_sail', format: (format, value) => format.hours(value) },
  { key: 'hours_engine', format: (format, value) => format.hours(value) },
  { key: 'hours_tidal', format: (format, value) => format.hours(value) },
  { key: 'hours_night', format: (format, value) => format.hours(value) },
  { key: 'tidal_ports', format: (format, value) => format.count(value) },
  { key: 'skipper_days', format: (format, value) => format.count(value) },
  { key: 'skipper_hours', format: (format, value) => format.hours(value) },
];

/** The totals over the counted trips, each a label and its figure (a description list for screen readers). */
export function TotalsFigures({ totals }: { totals: SeaTimeTotals }) {
  const { t } = useTranslation();
  const format = useTripFormat();
  return (
    <SectionCard title={t('seaTime.totals.title')}>
      <SimpleGrid component="dl" cols={{ base: 2, sm: 3, md: 4 }} spacing="sm" m={0}>
        {figures.map((figure) => (
          <Paper key={figure.key} withBorder radius="md" p="sm">
            <Text component="dt" size="sm" c="dimmed">
              {t(`seaTime.totals.${figure.key}`)}
            </Text>
            <Text component="dd" m={0} fz="xl" fw={700}>
              {figure.format(format, totals[figure.key])}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </SectionCard>
  );
}
