import { Anchor, Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconRoute } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CvTrip } from '#domain/cv.ts';
import { CvTotalsFigures } from './cv-totals-figures.tsx';
import { CvTripCards } from './cv-trip-cards.tsx';
import { CvTripTable } from './cv-trip-table.tsx';
import { useCvFormat } from './use-cv-format.ts';

interface Props {
  trips: readonly CvTrip[];
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onSelectAll: () => void;
  onClearAll: () => void;
}

function NoTrips() {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="md" ta="center" py="lg">
      <ThemeIcon size="xl" radius="xl" variant="light" aria-hidden>
        <IconRoute />
      </ThemeIcon>
      <Text>{t('captainCv.trips.empty')}</Text>
      <Anchor renderRoot={(props) => <Link to="/sailing-trips" {...props} />}>
        {t('captainCv.trips.go_to_trips')}
      </Anchor>
    </Stack>
  );
}

/**
 * The trips to put on the CV, with select all / clear all; a table on wide screens, cards on phones; under them
 * the totals the CV will print for the ticked ones.
 */
export function CvTripsSection({ trips, selected, onToggle, onSelectAll, onClearAll }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const format = useCvFormat();
  const wide = useMediaQuery('(min-width: 48em)') ?? false;
  const Choice = wide ? CvTripTable : CvTripCards;
  const ticked = useMemo(() => trips.filter((trip) => selected.has(trip.id)), [trips, selected]);
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={2} size="h4" id={titleId}>
            {t('captainCv.trips.title')}
          </Title>
          {trips.length > 0 && (
            <Group gap="xs">
              <Button
                variant="light"
                size="xs"
                onClick={onSelectAll}
                disabled={selected.size === trips.length}
              >
                {t('captainCv.trips.select_all')}
              </Button>
              <Button variant="default" size="xs" onClick={onClearAll} disabled={selected.size === 0}>
                {t('captainCv.trips.clear_all')}
              </Button>
            </Group>
          )}
        </Group>
        {trips.length === 0 ? (
          <NoTrips />
        ) : (
          <>
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('captainCv.trips.selected', { count: selected.size, total: trips.length })}
            </Text>
            <Choice trips={trips} selected={selected} onToggle={onToggle} format={format} />
            <CvTotalsFigures trips={ticked} format={format} />
          </>
        )}
      </Stack>
    </Card>
  );
}
