import {
  Alert,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconCalendarEvent, IconFilterOff, IconSearch } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlannedTrip } from '#domain/planned-trip.ts';
import { PremiumRequiredNotice } from '../premium/premium-required-notice.tsx';
import { AddPlannedTripButton } from './add-planned-trip-button.tsx';
import { usePlannedTrips } from './api.ts';
import { matchesPlannedTrip } from './filter.ts';
import { PlannedTripCards } from './planned-trip-cards.tsx';

const noTrips: PlannedTrip[] = [];

function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="md"
      aria-busy="true"
      aria-label={t('planned_trips_page.list.loading')}
    >
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} height={200} radius="lg" />
      ))}
    </SimpleGrid>
  );
}

/** The empty and no-results states: an icon, one sentence and the way on. */
function ListMessage({ icon, text, action }: { icon: ReactNode; text: string; action: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="xl">
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size="xl" radius="xl" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Text>{text}</Text>
        {action}
      </Stack>
    </Card>
  );
}

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

  let content: ReactNode;
  if (trips.isPending) {
    content = <ListSkeleton />;
  } else if (trips.isError) {
    content = (
      <Alert
        color="red"
        icon={<IconAlertTriangle aria-hidden />}
        title={t('planned_trips_page.list.load_failed')}
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('planned_trips_page.list.load_failed_text')}</Text>
          <Button variant="light" color="red" onClick={() => void trips.refetch()} loading={trips.isFetching}>
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (all.length === 0) {
    content = (
      <ListMessage
        icon={<IconCalendarEvent />}
        text={t('planned_trips_page.list.empty')}
        action={<AddPlannedTripButton first />}
      />
    );
  } else if (visible.length === 0) {
    content = (
      <ListMessage
        icon={<IconSearch />}
        text={t('planned_trips_page.list.no_results', { term: term.trim() })}
        action={resetButton}
      />
    );
  } else {
    content = <PlannedTripCards trips={visible} />;
  }

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

        {content}
      </Stack>
    </Container>
  );
}
