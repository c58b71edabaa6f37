import { Alert, Skeleton, Stack } from '@mantine/core';
import { IconClockPause } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeaTime } from '#domain/sea-time/schema.ts';
import { LoadError } from '../../components/page-states.tsx';
import type { SeaTimeSchemeView } from './scheme-view.ts';
import { SchemesSection } from './schemes-section.tsx';
import { TotalsFigures } from './totals-figures.tsx';
import { YachtsSection } from './yachts-section.tsx';
import { YearsSection } from './years-section.tsx';

export interface SeaTimeViewProps {
  /** GET /api/sea-time or its student twin: the same answer either way. */
  query: UseQueryResult<SeaTime>;
  schemes: SeaTimeSchemeView;
  /** Why some trips are not counted yet, for this account ("2 trips count once they are completed."). */
  notCounted: (trips: number) => string;
  /** Shown when no trip counts yet: the sentence and the way to the first one. */
  empty: ReactNode;
}

/** The trips not counted yet: shown apart, so that the figures never include them. */
function NotCounted({ text }: { text: string | null }) {
  if (text === null) return null;
  return (
    <Alert variant="light" icon={<IconClockPause aria-hidden />}>
      {text}
    </Alert>
  );
}

function SeaTimeContent({
  seaTime,
  schemes,
  notCounted,
  empty,
}: Omit<SeaTimeViewProps, 'query'> & { seaTime: SeaTime }) {
  const pending = seaTime.not_counted.trips === 0 ? null : notCounted(seaTime.not_counted.trips);
  if (seaTime.totals.trips === 0) {
    return (
      <Stack gap="lg">
        <NotCounted text={pending} />
        {empty}
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <NotCounted text={pending} />
      <TotalsFigures totals={seaTime.totals} />
      <SchemesSection schemes={seaTime.schemes} view={schemes} />
      <YearsSection years={seaTime.by_year} />
      <YachtsSection yachts={seaTime.by_yacht} />
    </Stack>
  );
}

/**
 * A sea-time answer in one of its states: loading, failed with a retry, nothing counted yet, or the totals,
 * the schemes, the years and the yachts. The captain's and a student's pages put their own words around it.
 */
export function SeaTimeView({ query, ...props }: SeaTimeViewProps) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <Stack gap="lg" aria-busy="true" aria-label={t('seaTime.loading')}>
        <Skeleton h="12rem" radius="lg" />
        <Skeleton h="20rem" radius="lg" />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        title={t('seaTime.load_failed')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <SeaTimeContent seaTime={query.data} {...props} />;
}
