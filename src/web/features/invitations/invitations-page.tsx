import { Badge, Container, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconMail, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCaptainStudents, useInvitations } from './api.ts';
import { InvitationsTab } from './invitations-tab.tsx';
import { StudentsTab } from './students-tab.tsx';

export const invitationsPageTabs = ['invitations', 'students'] as const;
export type InvitationsPageTab = (typeof invitationsPageTabs)[number];

const isTab = (value: string | null): value is InvitationsPageTab =>
  invitationsPageTabs.some((tab) => tab === value);

export interface InvitationsPageProps {
  tab: InvitationsPageTab;
  onTabChange: (tab: InvitationsPageTab) => void;
}

function CountBadge({ count }: { count: number | undefined }) {
  if (count === undefined) return null;
  return (
    <Badge size="sm" variant="light" circle>
      {count}
    </Badge>
  );
}

/** /invitations: the captain's invitations (create, share, (de)activate, delete) and the students who joined. */
export function InvitationsPage({ tab, onTabChange }: InvitationsPageProps) {
  const { t } = useTranslation();
  const invitations = useInvitations();
  const students = useCaptainStudents();
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('invitations_page.title')}</Title>
          <Text c="dimmed">{t('invitations_page.subtitle')}</Text>
        </Stack>
        <Tabs
          value={tab}
          onChange={(value) => {
            if (isTab(value) && value !== tab) onTabChange(value);
          }}
          keepMounted={false}
        >
          <Tabs.List mb="lg" aria-label={t('invitations_page.tabs.label')}>
            <Tabs.Tab
              value="invitations"
              leftSection={<IconMail size="1rem" aria-hidden />}
              rightSection={<CountBadge count={invitations.data?.length} />}
            >
              {t('invitations_page.tabs.invitations')}
            </Tabs.Tab>
            <Tabs.Tab
              value="students"
              leftSection={<IconUsers size="1rem" aria-hidden />}
              rightSection={<CountBadge count={students.data?.length} />}
            >
              {t('invitations_page.tabs.students')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="invitations">
            <InvitationsTab />
          </Tabs.Panel>
          <Tabs.Panel value="students">
            <StudentsTab onShowInvitations={() => onTabChange('invitations')} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
