import { Container, SimpleGrid, Stack } from '@mantine/core';
import { IconKey, IconUsers } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudentCaptain } from '#domain/invitation.ts';
import { ButtonLink } from '../../components/links.tsx';
import { EmptyState, ListSkeleton, LoadError } from '../../components/page-states.tsx';
import { PageHeader } from '../student-shared/page-header.tsx';
import { useStudentCaptains } from './api.ts';
import { CaptainCard } from './captain-card.tsx';
import { DisconnectCaptainDialog } from './disconnect-captain-dialog.tsx';

function AcceptInvitationLink() {
  const { t } = useTranslation();
  return (
    <ButtonLink to="/student/invitations" leftSection={<IconKey size="1rem" aria-hidden />}>
      {t('student_area.captains.accept_invitation')}
    </ButtonLink>
  );
}

/** /student/captains: the captains the student is connected to, with disconnect. */
export function StudentCaptainsPage() {
  const { t } = useTranslation();
  const captains = useStudentCaptains();
  const [toDisconnect, setToDisconnect] = useState<StudentCaptain | null>(null);

  let content: ReactNode;
  if (captains.isPending) {
    content = <ListSkeleton label={t('student_area.captains.loading')} height={150} />;
  } else if (captains.isError) {
    content = (
      <LoadError
        title={t('student_area.captains.load_failed')}
        onRetry={() => void captains.refetch()}
        retrying={captains.isFetching}
      />
    );
  } else if (captains.data.length === 0) {
    content = (
      <EmptyState
        icon={<IconUsers />}
        text={t('student_area.captains.empty')}
        action={<AcceptInvitationLink />}
      />
    );
  } else {
    content = (
      <SimpleGrid
        cols={{ base: 1, sm: 2 }}
        spacing="md"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {captains.data.map((captain) => (
          <CaptainCard key={captain.id} captain={captain} onDisconnect={setToDisconnect} />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <PageHeader
          title={
            captains.data
              ? t('student_area.captains.title_count', { count: captains.data.length })
              : t('student_area.captains.title')
          }
          subtitle={t('student_area.captains.subtitle')}
          action={<AcceptInvitationLink />}
        />
        {content}
      </Stack>
      <DisconnectCaptainDialog captain={toDisconnect} onClose={() => setToDisconnect(null)} />
    </Container>
  );
}
