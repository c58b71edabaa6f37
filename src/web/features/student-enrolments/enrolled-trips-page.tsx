import { Chip, Container, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconCalendarEvent, IconFilterOff } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type StoredEnrolmentStatus, storedEnrolmentStatuses } from '#domain/enrolment-status.ts';
import { ButtonLink } from '../../components/links.tsx';
import { QueryList } from '../../components/query-list.tsx';
import { LeaveDialog } from '../student-planned-trips/leave-dialog.tsx';
import { PageHeader } from '../student-shared/page-header.tsx';
import { type StudentEnrolmentWithTrip, useStudentEnrolments } from './api.ts';
import { EnrolmentCard } from './enrolment-card.tsx';

const allStatuses = 'all';

/** /student/enrolled-trips?status=: the student's enrolments, optionally of one status. */
export function EnrolledTripsPage({ status }: { status: StoredEnrolmentStatus | undefined }) {
  const { t } = useTranslation();
  const enrolments = useStudentEnrolments();
  const navigate = useNavigate();
  const [toLeave, setToLeave] = useState<StudentEnrolmentWithTrip | null>(null);

  const all = enrolments.data ?? [];
  const visible = status ? all.filter((enrolment) => enrolment.status === status) : all;
  const countOf = (value: StoredEnrolmentStatus) =>
    all.filter((enrolment) => enrolment.status === value).length;
  const setStatus = (value: string) => {
    const next = storedEnrolmentStatuses.find((candidate) => candidate === value);
    void navigate({ to: '/student/enrolled-trips', search: { status: next }, replace: true });
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <PageHeader
          title={
            enrolments.data
              ? t('student_area.enrolments.title_count', { count: visible.length })
              : t('student_area.enrolments.title')
          }
          subtitle={t('student_area.enrolments.subtitle')}
        />
        {all.length > 0 ? (
          <Chip.Group multiple={false} value={status ?? allStatuses} onChange={setStatus}>
            <Group gap="xs" role="radiogroup" aria-label={t('student_area.enrolments.filter')}>
              <Chip value={allStatuses} type="radio">
                {t('student_area.enrolments.all', { count: all.length })}
              </Chip>
              {storedEnrolmentStatuses.map((value) => (
                <Chip key={value} value={value} type="radio">
                  {t('student_area.enrolments.status_count', {
                    status: t(`student_area.status.${value}`),
                    count: countOf(value),
                  })}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        ) : null}
        <QueryList
          query={enrolments}
          visible={visible}
          skeleton={{ label: t('student_area.enrolments.loading'), height: 240 }}
          loadFailed={{ title: t('student_area.enrolments.load_failed') }}
          empty={{
            icon: <IconCalendarEvent />,
            text: t('student_area.enrolments.empty'),
            action: (
              <ButtonLink to="/student/planned-sailing-trips" variant="light">
                {t('student_area.enrolments.browse')}
              </ButtonLink>
            ),
          }}
          noResults={{
            icon: <IconFilterOff />,
            text: t('student_area.enrolments.none_with_status', {
              status: t(`student_area.status.${status ?? 'pending'}`),
            }),
            action: (
              <ButtonLink to="/student/enrolled-trips" variant="light">
                {t('student_area.enrolments.show_all')}
              </ButtonLink>
            ),
          }}
        >
          {(shown) => (
            <SimpleGrid
              cols={{ base: 1, sm: 2 }}
              spacing="md"
              component="ul"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
            >
              {shown.map((enrolment) => (
                <EnrolmentCard key={enrolment.id} enrolment={enrolment} onLeave={setToLeave} />
              ))}
            </SimpleGrid>
          )}
        </QueryList>
      </Stack>
      <LeaveDialog trip={toLeave ? toLeave.planned_trip : null} onClose={() => setToLeave(null)} />
    </Container>
  );
}
