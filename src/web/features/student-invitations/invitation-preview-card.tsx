import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconMailOpened } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { InvitationPreview } from '#domain/invitation.ts';
import { ButtonLink } from '../../components/links.tsx';
import { Fact, Facts } from '../student-shared/facts.tsx';
import { useStudentFormat } from '../student-shared/format.ts';

interface InvitationPreviewCardProps {
  invitation: InvitationPreview;
  accepting: boolean;
  onAccept: () => void;
}

/** Who invites the student and to what, with the Accept button. */
export function InvitationPreviewCard({ invitation, accepting, onAccept }: InvitationPreviewCardProps) {
  const { t } = useTranslation();
  const format = useStudentFormat();
  const name = invitation.captain.name;
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon size="lg" radius="md" variant="light" aria-hidden>
            <IconMailOpened size="1.2rem" />
          </ThemeIcon>
          <Stack gap={2} miw={0}>
            <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
              {t('student_area.invitation.from', { name })}
            </Title>
            <Text size="sm" c="dimmed">
              {t('student_area.invitation.explain', { name })}
            </Text>
          </Stack>
        </Group>
        <Facts>
          <Fact label={t('student_area.invitation.captain')} value={name} />
          <Fact label={t('student_area.invitation.description')} value={invitation.description} />
          <Fact
            label={t('student_area.invitation.expires_on')}
            value={
              invitation.expires_on
                ? format.date(invitation.expires_on)
                : t('student_area.invitation.no_expiry')
            }
          />
        </Facts>
        <Group gap="sm">
          <Button onClick={onAccept} loading={accepting} leftSection={<IconCheck size="1rem" aria-hidden />}>
            {t('student_area.invitation.accept')}
          </Button>
          <ButtonLink to="/student/dashboard" variant="default">
            {t('student_area.invitation.not_now')}
          </ButtonLink>
        </Group>
      </Stack>
    </Card>
  );
}
