import { Container, Stack, Text, Title } from '@mantine/core';
import { IconNotebook } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/links.tsx';
import { EmptyState } from '../../components/page-states.tsx';
import { SeaTimeView } from '../sea-time/sea-time-view.tsx';
import { useStudentSession } from '../session/use-session.ts';
import { useStudentSeaTime } from './api.ts';
import { StudentRequirementTrips } from './student-requirement-trips.tsx';

/** Per student account, apart from captains' goals in the same browser. */
const studentGoalKey = (studentId: number) => `student-sea-time-goal:${studentId}`;

/**
 * /student/sea-time: the student's sea time from the trips they confirmed, against each licence, in the
 * captain's page's parts. There is no statement PDF for students (the API offers none).
 */
export function StudentSeaTimePage() {
  const { t } = useTranslation();
  const seaTime = useStudentSeaTime();
  const studentId = useStudentSession()?.student.id ?? null;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('seaTime.title')}</Title>
          <Text c="dimmed" maw={720}>
            {t('student_logbook.sea_time.subtitle')}
          </Text>
        </Stack>
        <SeaTimeView
          query={seaTime}
          schemes={{
            goalKey: studentId === null ? null : studentGoalKey(studentId),
            requirementTrips: (tripIds) => <StudentRequirementTrips tripIds={tripIds} />,
          }}
          notCounted={(trips) => t('student_logbook.sea_time.not_counted', { count: trips })}
          empty={
            <EmptyState
              icon={<IconNotebook size="1.6rem" />}
              text={t('student_logbook.sea_time.empty')}
              action={
                <ButtonLink to="/student/logbook" variant="light">
                  {t('student_logbook.sea_time.empty_action')}
                </ButtonLink>
              }
            />
          }
        />
      </Stack>
    </Container>
  );
}
