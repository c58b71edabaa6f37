import { Button, Container, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCalendarEvent, IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlannedTrip } from '#domain/planned-trip.ts';
import { QueryList } from '../../components/query-list.tsx';
import { PremiumRequiredNotice } from '../premium/premium-required-notice.tsx';
import { AddPlannedTripButton } from './add-planned-trip-button.tsx';
import { usePlannedTrips } from './api.ts';
import { matchesPlannedTrip } from './filter.ts';
import { PlannedTripCards } from './planned-trip-cards.tsx';

const noTrips: PlannedTrip[] = [];

export interface PlannedTripsListPageProps {
  /** Sent back here from the create page without Premium (?error=premium_required). */
  premiumRequired: boolean;
}

/** /planned-sailing-trips: the captain's planned trips with their students' counts and every list state. */
export function PlannedTripsListPage({ premiumRequired }: PlannedTripsListPageProps) {
  const { t } = useTranslation();
  const trips = usePlannedTrips();
  const [term, setTerm] = useState('');
  const all = trips.data ?? noTrips;
  const visible = useMemo(() => all.filter((trip) => matchesPlannedTrip(trip, term)), [all, term]);
  const searching = term.trim() !== '';

  const resetButton = (
    <Button
      variant="light"
      onClick={() => setTerm('')}
      leftSection={<IconFilterOff size="1rem" aria-hidden />}
    >
      {t('planned_trips_page.list.reset')}
    </Button>
  );

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={4}>
            <Title order={1}>
              {trips.data
                ? t('planned_trips_page.list.title_count', { total: all.length })
                : t('planned_trips_page.list.title')}
            </Title>
            <Text c="dimmed">{t('planned_trips_page.list.subtitle')}</Text>
          </Stack>
          <AddPlannedTripButton />
        </Group>

        {premiumRequired && <PremiumRequiredNotice />}

        {all.length > 0 && (
          <Group
            gap="sm"
            align="flex-end"
            wrap="wrap"
            role="search"
            aria-label={t('planned_trips_page.list.toolbar')}
          >
            <TextInput
              label={t('planned_trips_page.list.search')}
              placeholder={t('planned_trips_page.list.search_placeholder')}
              leftSection={<IconSearch size="1rem" aria-hidden />}
              value={term}
              onChange={(event) => setTerm(event.currentTarget.value)}
              style={{ flex: 1, minWidth: '14rem' }}
            />
            <Button
              variant="default"
              onClick={() => setTerm('')}
              disabled={!searching}
              leftSection={<IconFilterOff size="1rem" aria-hidden />}
            >
              {t('planned_trips_page.list.reset')}
            </Button>
          </Group>
        )}
        {trips.isSuccess && all.length > 0 && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('planned_trips_page.list.results', { count: visible.length })}
          </Text>
        )}

        <QueryList
          query={trips}
          visible={visible}
          skeleton={{
            label: t('planned_trips_page.list.loading'),
            count: 3,
            height: 200,
            cols: { base: 1, sm: 2, lg: 3 },
          }}
          loadFailed={{ title: t('planned_trips_page.list.load_failed') }}
          empty={{
            icon: <IconCalendarEvent />,
            text: t('planned_trips_page.list.empty'),
            action: <AddPlannedTripButton first />,
          }}
          noResults={{
            icon: <IconSearch />,
            text: t('planned_trips_page.list.no_results', { term: term.trim() }),
            action: resetButton,
          }}
        >
          {(shown) => <PlannedTripCards trips={shown} />}
        </QueryList>
      </Stack>
    </Container>
  );
}
