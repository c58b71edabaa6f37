import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconUsers, IconUserX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaptainStudent, Invitation } from '#domain/invitation.ts';
import { QueryList } from '../../components/query-list.tsx';
import { useCaptainStudents, useInvitations } from './api.ts';
import { DisconnectStudentDialog } from './disconnect-student-dialog.tsx';
import { Fact } from './fact.tsx';
import { fullName, useInvitationFormat } from './format.ts';

function InvitationName({ invitation, loading }: { invitation: Invitation | undefined; loading: boolean }) {
  const { t } = useTranslation();
  if (!invitation) {
    return (
      <Text span size="sm" c="dimmed">
        {loading ? t('common.loading') : t('invitations_page.students.invitation_unknown')}
      </Text>
    );
  }
  return (
    <>
      {invitation.description}{' '}
      <Text span size="sm" c="dimmed">
        ({invitation.code})
      </Text>
    </>
  );
}

function StudentCard({
  student,
  invitation,
  invitationLoading,
  onDisconnect,
}: {
  student: CaptainStudent;
  invitation: Invitation | undefined;
  invitationLoading: boolean;
  onDisconnect: () => void;
}) {
  const { t } = useTranslation();
  const format = useInvitationFormat();
  const name = fullName(student);
  return (
    <Card component="li" withBorder radius="lg" padding="lg" aria-label={name}>
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Title>
          <Anchor href={`mailto:${student.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {student.email}
          </Anchor>
        </Stack>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Fact label={t('invitations_page.students.connected_at')}>{format.day(student.connected_at)}</Fact>
          <Fact label={t('invitations_page.students.invitation')}>
            <InvitationName invitation={invitation} loading={invitationLoading} />
          </Fact>
        </SimpleGrid>
        <Group>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconUserX size="0.9rem" aria-hidden />}
            aria-label={t('invitations_page.students.disconnect_named', { name })}
            onClick={onDisconnect}
          >
            {t('invitations_page.students.disconnect')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** The Students tab: who is connected, through which invitation, with disconnect. */
export function StudentsTab({ onShowInvitations }: { onShowInvitations: () => void }) {
  const { t } = useTranslation();
  const students = useCaptainStudents();
  // Only to name each student's invitation; the students list stands on its own if this fails.
  const invitations = useInvitations();
  const [toDisconnect, setToDisconnect] = useState<CaptainStudent | null>(null);
  const invitationOf = (student: CaptainStudent) =>
    invitations.data?.find((invitation) => invitation.id === student.invitation_id);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={2} size="h3">
          {students.data
            ? t('invitations_page.students.title_count', { count: students.data.length })
            : t('invitations_page.students.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('invitations_page.students.text')}
        </Text>
      </Stack>
      <QueryList
        query={students}
        skeleton={{ label: t('invitations_page.students.loading'), count: 2, cols: 1 }}
        loadFailed={{ title: t('invitations_page.students.load_failed') }}
        empty={{
          iconSize: 56,
          icon: <IconUsers />,
          text: t('invitations_page.students.empty'),
          action: (
            <Button variant="light" onClick={onShowInvitations}>
              {t('invitations_page.students.empty_action')}
            </Button>
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
            {shown.map((student) => (
              <StudentCard
                key={student.id}
                student={student}
                invitation={invitationOf(student)}
                invitationLoading={invitations.isPending}
                onDisconnect={() => setToDisconnect(student)}
              />
            ))}
          </SimpleGrid>
        )}
      </QueryList>
      <DisconnectStudentDialog student={toDisconnect} onClose={() => setToDisconnect(null)} />
    </Stack>
  );
}
