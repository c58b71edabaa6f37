import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStudentSession } from '../session/use-session.ts';
import { DashboardSummary } from './dashboard-summary.tsx';

/** /student/dashboard: the student's start page. */
export function StudentDashboardPage() {
  const { t } = useTranslation();
  const session = useStudentSession();
  if (!session) return null;
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>{t('student.dashboard.welcome', { name: session.student.first_name })}</Title>
          <Text c="dimmed" maw={640}>
            {t('student.dashboard.text')}
          </Text>
        </Stack>
        <DashboardSummary />
      </Stack>
    </Container>
  );
}
