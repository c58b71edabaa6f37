import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFilterOff, IconRoute, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TripSummary } from '#domain/trip-summary.ts';
import { QueryList } from '../../../components/query-list.tsx';
import { PremiumRequiredNotice } from '../../premium/premium-required-notice.tsx';
import { useTripSummaries } from '../api.ts';
import { AddTripButton } from '../shared/add-trip-button.tsx';
import { ShowMoreTrips } from '../shared/show-more-trips.tsx';
import { ExportMenu } from './export-menu.tsx';
import { ImportTripsButton } from './import-trips-button.tsx';
import { NewTripFromTrackButton } from './new-trip-from-track-button.tsx';
import { TripCards } from './trip-cards.tsx';
import { TripTable } from './trip-table.tsx';
import { defaultSortDirection, type SortDirection, TripsToolbar, type View } from './trips-toolbar.tsx';

export interface TripsListPageProps {
  /** Sent back here from a page that needs Premium (?error=premium_required). */
  premiumRequired: boolean;
}

/**
 * /sailing-trips: the captain's logbook a page at a time, searched and sorted by start date on the server, in
 * cards or a table, with every list state.
 */
export function TripsListPage({ premiumRequired }: TripsListPageProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [term, setTerm] = useState('');
  const [direction, setDirection] = useState<SortDirection>(defaultSortDirection);
  const [view, setView] = useState<View>('cards');
  const wide = useMediaQuery('(min-width: 48em)') ?? false;
  const searched = term.trim();
  const summaries = useTripSummaries({ q: searched, sort: `embarkation_date:${direction}` });
  // The title counts the whole logbook, so it keeps the last count read without a search while one is on.
  const [logbookTotal, setLogbookTotal] = useState<number | null>(null);
  if (!searched && summaries.data && summaries.total !== logbookTotal) setLogbookTotal(summaries.total);

  const canReset = searched !== '' || draft !== '' || direction !== defaultSortDirection || view !== 'cards';
  const resetFilters = () => {
    setDraft('');
    setTerm('');
    setDirection(defaultSortDirection);
    setView('cards');
  };
  const list = {
    data: summaries.data ? summaries.trips : undefined,
    error: summaries.error,
    isPending: summaries.isPending,
    // A failed "show more" keeps the trips shown; ShowMoreTrips says so under them.
    isError: summaries.isError && !summaries.isFetchNextPageError,
    isFetching: summaries.isFetching,
    refetch: summaries.refetch,
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={4}>
            <Title order={1}>
              {logbookTotal === null
                ? t('trips.list.title')
                : t('trips.list.title_count', { count: logbookTotal })}
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
        {summaries.data && summaries.total > 0 && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {searched
              ? t('trips.list.matching', { count: summaries.total, term: searched })
              : t('trips.list.results', { count: summaries.total })}
          </Text>
        )}

        <QueryList
          query={list}
          searched={searched !== ''}
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
            text: t('trips.list.no_results', { term: searched }),
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
          {(shown: TripSummary[]) => (
            <Stack gap="md">
              {view === 'table' && wide ? <TripTable trips={shown} /> : <TripCards trips={shown} />}
              <ShowMoreTrips pages={summaries} />
            </Stack>
          )}
        </QueryList>
      </Stack>
    </Container>
  );
}
