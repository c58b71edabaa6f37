import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SeaTimeYacht } from '#domain/sea-time/schema.ts';
import { SectionCard } from '../../components/section-card.tsx';
import { useTripFormat } from '../trips/shared/trip-format.ts';
import classes from '../trips/shared/trips.module.css';

/** One yacht: its name and registration, then what was sailed on it in one line of figures. */
function YachtCard({ yacht }: { yacht: SeaTimeYacht }) {
  const { t } = useTranslation();
  const format = useTripFormat();
  const figures = [
    t('seaTime.yachts.trips', { count: yacht.trips, value: format.count(yacht.trips) }),
    t('trips.shared.days', { count: yacht.days, value: format.count(yacht.days) }),
    format.distance(yacht.distance),
    format.hours(yacht.hours_total),
  ];
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Text fw={600}>
        {yacht.yacht_name}{' '}
        {yacht.registration_number && (
          <Text span size="sm" c="dimmed" fw={400}>
            {yacht.registration_number}
          </Text>
        )}
      </Text>
      <Text size="sm">{figures.join(' · ')}</Text>
      {yacht.skipper_hours > 0 && (
        <Text size="sm" c="dimmed">
          {t('seaTime.yachts.skipper_hours', { hours: format.hours(yacht.skipper_hours) })}
        </Text>
      )}
    </Paper>
  );
}

/** The sea time per yacht, most miles first (as the answer lists them). */
export function YachtsSection({ yachts }: { yachts: readonly SeaTimeYacht[] }) {
  const { t } = useTranslation();
  if (yachts.length === 0) return null;
  return (
    <SectionCard title={t('seaTime.yachts.title')}>
      <SimpleGrid
        component="ul"
        cols={{ base: 1, sm: 2 }}
        spacing="sm"
        className={classes.plainList}
        aria-label={t('seaTime.yachts.title')}
      >
        {yachts.map((yacht) => (
          <YachtCard key={`${yacht.registration_number}/${yacht.yacht_name}`} yacht={yacht} />
        ))}
      </SimpleGrid>
    </SectionCard>
  );
}
