import { Alert, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconClockPause, IconSailboat } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeaTime } from '#domain/sea-time/schema.ts';
import { EmptyState, LoadError } from '../../components/page-states.tsx';
import { AddTripButton } from '../trips/shared/add-trip-button.tsx';
import { useSeaTime } from './api.ts';
import { SchemesSection } from './schemes-section.tsx';
import { TotalsFigures } from './totals-figures.tsx';
import { YachtsSection } from './yachts-section.tsx';
import { YearsSection } from './years-section.tsx';

/** Planned trips and trips under way: shown apart, since they count once they are completed. */
function NotCounted({ trips }: { trips: number }) {
  const { t } = useTranslation();
  if (trips === 0) return null;
  return (
    <Alert variant="light" icon={<IconClockPause aria-hidden />}>
      {t('seaTime.not_counted', { count: trips })}
    </Alert>
  );
}

function SeaTimeContent({ seaTime }: { seaTime: SeaTime }) {
  const { t } = useTranslation();
  if (seaTime.totals.trips === 0) {
    return (
      <Stack gap="lg">
        <NotCounted trips={seaTime.not_counted.trips} />
        <EmptyState
          icon={<IconSailboat size="1.6rem" />}
          text={t('seaTime.empty')}
          action={<AddTripButton first />}
        />
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <NotCounted trips={seaTime.not_counted.trips} />
      <TotalsFigures totals={seaTime.totals} />
      <SchemesSection schemes={seaTime.schemes} />
      <YearsSection years={seaTime.by_year} />
      <YachtsSection yachts={seaTime.by_yacht} />
    </Stack>
  );
}

/** /sea-time: the captain's sea time, where it stands against each licence, and the sea-time statement. */
export function SeaTimePage() {
  const { t } = useTranslation();
  const seaTime = useSeaTime();

  let content: ReactNode;
  if (seaTime.isPending) {
    content = (
      <Stack gap="lg" aria-busy="true" aria-label={t('seaTime.loading')}>
        <Skeleton h="12rem" radius="lg" />
        <Skeleton h="20rem" radius="lg" />
      </Stack>
    );
  } else if (seaTime.isError) {
    content = (
      <LoadError
        title={t('seaTime.load_failed')}
        onRetry={() => void seaTime.refetch()}
        retrying={seaTime.isFetching}
      />
    );
  } else {
    content = <SeaTimeContent seaTime={seaTime.data} />;
  }

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('seaTime.title')}</Title>
          <Text c="dimmed" maw={720}>
            {t('seaTime.subtitle')}
          </Text>
        </Stack>
        {content}
      </Stack>
    </Container>
  );
}
