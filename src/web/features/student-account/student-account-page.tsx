import { Container, Skeleton, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteAccountSection } from '../account-deletion/delete-account-section.tsx';
import { DownloadDataSection } from '../account-export/download-data-section.tsx';
import { PageHeader } from '../student-shared/page-header.tsx';
import { DetailsSection } from './details-section.tsx';

/** The password form brings the list of common passwords (about 44 KB): it loads after the page. */
const PasswordSection = lazy(() =>
  import('./password-section.tsx').then((module) => ({ default: module.PasswordSection })),
);

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
        <DetailsSection />
        <Suspense fallback={<Skeleton h="22rem" radius="lg" />}>
          <PasswordSection />
        </Suspense>
        <DownloadDataSection kind="student" />
        <DeleteAccountSection kind="student" />
      </Stack>
    </Container>
  );
}
