import { Container, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DownloadDataSection } from '../account-export/download-data-section.tsx';
import { PageHeader } from '../student-shared/page-header.tsx';

/**
 * /student/account: the student's own account as a stack of sections (src/web/components/section-card.tsx),
 * one component each; a new section is one more line here.
 */
export function StudentAccountPage() {
  const { t } = useTranslation();
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <PageHeader title={t('student_account.title')} subtitle={t('student_account.subtitle')} />
        <DownloadDataSection kind="student" />
      </Stack>
    </Container>
  );
}
