import { Container, SimpleGrid, Stack } from '@mantine/core';
import { IconKey, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudentCaptain } from '#domain/invitation.ts';
import { ButtonLink } from '../../components/links.tsx';
import { QueryList } from '../../components/query-list.tsx';
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
        <QueryList
          query={captains}
          skeleton={{ label: t('student_area.captains.loading'), height: 150 }}
          loadFailed={{ title: t('student_area.captains.load_failed') }}
          empty={{
            icon: <IconUsers />,
            text: t('student_area.captains.empty'),
            action: <AcceptInvitationLink />,
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
              {shown.map((captain) => (
                <CaptainCard key={captain.id} captain={captain} onDisconnect={setToDisconnect} />
              ))}
            </SimpleGrid>
          )}
        </QueryList>
      </Stack>
      <DisconnectCaptainDialog captain={toDisconnect} onClose={() => setToDisconnect(null)} />
    </Container>
  );
}
