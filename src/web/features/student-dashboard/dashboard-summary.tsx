import { Alert, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconKey, IconListCheck, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { storedEnrolmentStatuses } from '#domain/enrolment-status.ts';
import { AnchorLink, ButtonLink } from '../../components/links.tsx';
import { ListSkeleton, LoadError } from '../../components/page-states.tsx';
import { useStudentCaptains } from '../student-captains/api.ts';
import { useStudentEnrolments } from '../student-enrolments/api.ts';
import { useStudentPlannedTrips } from '../student-planned-trips/api.ts';
import { EnrolmentStatusBadge } from '../student-shared/enrolment-status-badge.tsx';
import { LogbookTiles } from './logbook-tiles.tsx';
import { SummaryTile } from './summary-tile.tsx';

/** The student's numbers: captains, trips open to them, enrolments by status; each leads to its page. */
export function DashboardSummary() {
  const { t } = useTranslation();
  const captains = useStudentCaptains();
  const trips = useStudentPlannedTrips();
  const enrolments = useStudentEnrolments();
  const queries = [captains, trips, enrolments];

  if (captains.isError || trips.isError || enrolments.isError) {
    return (
      <LoadError
        title={t('student.dashboard.summary_failed')}
        onRetry={() => {
          for (const query of queries) if (query.isError) void query.refetch();
        }}
        retrying={queries.some((query) => query.isFetching)}
      />
    );
  }
  if (captains.isPending || trips.isPending || enrolments.isPending) {
    return <ListSkeleton label={t('student.dashboard.summary_loading')} height={170} />;
  }

  const countOf = (status: string) =>
    enrolments.data.filter((enrolment) => enrolment.status === status).length;
  return (
    <Stack gap="lg">
      {captains.data.length === 0 ? (
        <Alert
          color="navy"
          icon={<IconKey aria-hidden />}
          title={t('student.dashboard.no_captains_title')}
          styles={{ body: { minWidth: 0 } }}
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('student.dashboard.no_captains_text')}</Text>
            <ButtonLink to="/student/invitations" leftSection={<IconKey size="1rem" aria-hidden />}>
              {t('student.dashboard.enter_code')}
            </ButtonLink>
          </Stack>
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <SummaryTile icon={IconUsers} title={t('student.dashboard.captains')} value={captains.data.length}>
          <AnchorLink to="/student/captains" size="sm" mt="auto">
            {t('student.dashboard.captains_link')}
          </AnchorLink>
        </SummaryTile>
        <SummaryTile icon={IconCalendarEvent} title={t('student.dashboard.trips')} value={trips.data.length}>
          <AnchorLink to="/student/planned-sailing-trips" size="sm" mt="auto">
            {t('student.dashboard.trips_link')}
          </AnchorLink>
        </SummaryTile>
        <SummaryTile
          icon={IconListCheck}
          title={t('student.dashboard.enrolments')}
          value={enrolments.data.length}
        >
          <Stack gap={6}>
            {storedEnrolmentStatuses.map((status) => (
              <AnchorLink
                key={status}
                to="/student/enrolled-trips"
                search={{ status }}
                underline="never"
                aria-label={t('student.dashboard.status_count', {
                  status: t(`student_area.status.${status}`),
                  count: countOf(status),
                })}
              >
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <EnrolmentStatusBadge status={status} style={{ cursor: 'pointer' }} />
                  <Text size="sm" fw={600} c="var(--mantine-color-text)">
                    {countOf(status)}
                  </Text>
                </Group>
              </AnchorLink>
            ))}
          </Stack>
          <AnchorLink to="/student/enrolled-trips" size="sm" mt="auto">
            {t('student.dashboard.enrolments_link')}
          </AnchorLink>
        </SummaryTile>
      </SimpleGrid>
      <LogbookTiles />
    </Stack>
  );
}
