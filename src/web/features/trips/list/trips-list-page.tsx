import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFilterOff, IconRoute, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Trip } from '#domain/trip.ts';
import { overlapsByTrip } from '#domain/trip-overlap.ts';
import { QueryList } from '../../../components/query-list.tsx';
import { PremiumRequiredNotice } from '../../premium/premium-required-notice.tsx';
import { useTrips } from '../api.ts';
import { AddTripButton } from '../shared/add-trip-button.tsx';
import { ExportMenu } from './export-menu.tsx';
import { ImportTripsButton } from './import-trips-button.tsx';
import { NewTripFromTrackButton } from './new-trip-from-track-button.tsx';
import { TripCards } from './trip-cards.tsx';
import { defaultSortDirection, filterAndSortTrips, type SortDirection } from './trip-filter.ts';
import { TripTable } from './trip-table.tsx';
import { TripsToolbar, type View } from './trips-toolbar.tsx';
import { useBatches } from './use-batches.ts';

const noTrips: Trip[] = [];

/** The trips in cards or (on wide screens) a table, a batch at a time with "show more". */
function TripResults({
  trips,
  table,
  overlaps,
}: {
  trips: Trip[];
  table: boolean;
  overlaps: ReadonlyMap<number, readonly number[]>;
}) {
  const { t } = useTranslation();
  const { visible, remaining, showMore } = useBatches(trips);
  return (
    <Stack gap="md">
      {table ? (
        <TripTable trips={visible} overlaps={overlaps} />
      ) : (
        <TripCards trips={visible} overlaps={overlaps} />
      )}
      {remaining > 0 && (
        <Group justify="center">
          <Button variant="light" onClick={showMore}>
            {t('trips.list.show_more', { count: remaining })}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

export interface TripsListPageProps {
  /** Sent back here from a page that needs Premium (?error=premium_required). */
  premiumRequired: boolean;
}

/** /sailing-trips: the captain's logbook with search, start-date sort, cards/table view and every list state. */
export function TripsListPage({ premiumRequired }: TripsListPageProps) {
  const { t } = useTranslation();
  const trips = useTrips();
  const [draft, setDraft] = useState('');
  const [term, setTerm] = useState('');
  const [direction, setDirection] = useState<SortDirection>(defaultSortDirection);
  const [view, setView] = useState<View>('cards');
  const wide = useMediaQuery('(min-width: 48em)') ?? false;

  const all = trips.data ?? noTrips;
  const visible = useMemo(() => filterAndSortTrips(all, { term, direction }), [all, term, direction]);
  // Over the whole logbook, so a trip is marked also when the one it overlaps is filtered out.
  const overlaps = useMemo(() => overlapsByTrip(all), [all]);
  const searching = term.trim() !== '';
  const canReset = searching || draft !== '' || direction !== defaultSortDirection || view !== 'cards';
  const resetFilters = () => {
    setDraft('');
    setTerm('');
    setDirection(defaultSortDirection);
    setView('cards');
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={4}>
            <Title order={1}>
              {trips.data ? t('trips.list.title_count', { count: all.length }) : t('trips.list.title')}
            </Title>
            <Text c="dimmed">{t('trips.list.subtitle')}</Text>
          </Stack>
          <Group gap="sm" align="flex-start">
            <ExportMenu />
            <ImportTripsButton />
            <NewTripFromTrackButton />
            <AddTripButton />
          </Group>
        </Group>

        {premiumRequired && <PremiumRequiredNotice />}

        <TripsToolbar
          draft={draft}
          onDraftChange={setDraft}
          onSearch={() => setTerm(draft)}
          direction={direction}
          onToggleDirection={() => setDirection((current) => (current === 'desc' ? 'asc' : 'desc'))}
          view={view}
          onViewChange={setView}
          canReset={canReset}
          onReset={resetFilters}
        />
        {view === 'table' && !wide && (
          <Text size="sm" c="dimmed">
            {t('trips.list.table_narrow')}
          </Text>
        )}
        {trips.isSuccess && all.length > 0 && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {searching
              ? t('trips.list.matching', { count: visible.length, term: term.trim() })
              : t('trips.list.results', { count: visible.length })}
          </Text>
        )}

        <QueryList
          query={trips}
          visible={visible}
          skeleton={{
            label: t('trips.list.loading'),
            count: 3,
            height: 180,
            cols: { base: 1, sm: 2, lg: 3 },
          }}
          loadFailed={{ title: t('trips.list.load_failed') }}
          empty={{ icon: <IconRoute />, text: t('trips.list.empty'), action: <AddTripButton first /> }}
          noResults={{
            icon: <IconSearch />,
            text: t('trips.list.no_results', { term: term.trim() }),
            action: (
              <Button
                variant="light"
                onClick={resetFilters}
                leftSection={<IconFilterOff size="1rem" aria-hidden />}
              >
                {t('trips.list.reset')}
              </Button>
            ),
          }}
        >
          {(shown) => <TripResults trips={shown} table={view === 'table' && wide} overlaps={overlaps} />}
        </QueryList>
      </Stack>
    </Container>
  );
}
