import { SimpleGrid, Text } from '@mantine/core';
import { IconChartBar, IconNotebook } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../components/links.tsx';
import { ListSkeleton, LoadError } from '../../components/page-states.tsx';
import { useStudentLogbook } from '../student-logbook/api.ts';
import { useStudentSeaTime } from '../student-sea-time/api.ts';
import { SummaryTile } from './summary-tile.tsx';

/**
 * The student's logbook (its trips, those awaiting their confirmation) and their sea time in hours. Loaded apart
 * from the other tiles, so that either failing leaves the rest of the dashboard in place.
 */
export function LogbookTiles() {
  const { t } = useTranslation();
  const logbook = useStudentLogbook();
  const seaTime = useStudentSeaTime();
  if (logbook.isError || seaTime.isError) {
    return (
      <LoadError
        title={t('student_logbook.dashboard.failed')}
        onRetry={() => {
          if (logbook.isError) void logbook.refetch();
          if (seaTime.isError) void seaTime.refetch();
        }}
        retrying={logbook.isFetching || seaTime.isFetching}
      />
    );
  }
  if (logbook.isPending || seaTime.isPending) {
    return <ListSkeleton label={t('student_logbook.dashboard.loading')} height={170} />;
  }
  const pending = logbook.data.filter((trip) => trip.confirmation.status === 'pending').length;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <SummaryTile
        icon={IconNotebook}
        title={t('student_logbook.dashboard.logbook')}
        value={logbook.data.length}
      >
        <Text size="sm" c="dimmed">
          {t('student_logbook.dashboard.pending', { count: pending })}
        </Text>
        <AnchorLink to="/student/logbook" size="sm" mt="auto">
          {t('student_logbook.dashboard.logbook_link')}
        </AnchorLink>
      </SummaryTile>
      <SummaryTile
        icon={IconChartBar}
        title={t('student_logbook.dashboard.sea_time')}
        value={Math.round(seaTime.data.totals.hours_total)}
      >
        <Text size="sm" c="dimmed">
          {t('student_logbook.dashboard.sea_time_hours', {
            count: Math.round(seaTime.data.totals.hours_total),
          })}
        </Text>
        <AnchorLink to="/student/sea-time" size="sm" mt="auto">
          {t('student_logbook.dashboard.sea_time_link')}
        </AnchorLink>
      </SummaryTile>
    </SimpleGrid>
  );
}
