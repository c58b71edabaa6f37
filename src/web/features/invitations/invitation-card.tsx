import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Code,
  CopyButton,
  Grid,
  Group,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  IconCheck,
  IconCopy,
  IconPencil,
  IconPlayerPause,
  IconPlayerPlay,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Invitation } from '#domain/invitation.ts';
import { isInvitationExpired, isInvitationUsedUp } from '#domain/invitation-status.ts';
import { todayIso } from '#domain/trip-days.ts';
import { failureMessage, notifyFailure, notifySuccess } from '../../lib/notify.tsx';
import { useSetInvitationActive } from './api.ts';
import { Fact } from './fact.tsx';
import { fullName, shareableLink, useInvitationFormat } from './format.ts';

function StatusBadges({ invitation }: { invitation: Invitation }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      {invitation.is_active ? (
        <Badge color="green" variant="light">
          {t('invitations_page.invitation.active')}
        </Badge>
      ) : (
        <Badge color="gray" variant="light">
          {t('invitations_page.invitation.inactive')}
        </Badge>
      )}
      {isInvitationExpired(invitation, todayIso()) && (
        <Badge color="yellow" variant="light">
          {t('invitations_page.invitation.expired')}
        </Badge>
      )}
      {isInvitationUsedUp(invitation) && (
        <Badge color="yellow" variant="light">
          {t('invitations_page.invitation.used_up')}
        </Badge>
      )}
    </Group>
  );
}

function CodeFact({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <Fact label={t('invitations_page.invitation.code')}>
      <Group gap="xs" wrap="nowrap">
        <Code fz="md" fw={700}>
          {code}
        </Code>
        <CopyButton value={code}>
          {({ copied, copy }) => {
            const label = copied
              ? t('invitations_page.invitation.copied')
              : t('invitations_page.invitation.copy_code');
            return (
              <Tooltip label={label} withArrow>
                <ActionIcon
                  variant="subtle"
                  color={copied ? 'teal' : undefined}
                  onClick={copy}
                  aria-label={label}
                >
                  {copied ? <IconCheck size="1rem" aria-hidden /> : <IconCopy size="1rem" aria-hidden />}
                </ActionIcon>
              </Tooltip>
            );
          }}
        </CopyButton>
      </Group>
    </Fact>
  );
}

function LinkFact({ invitation }: { invitation: Invitation }) {
  const { t } = useTranslation();
  const link = shareableLink(invitation);
  return (
    <Fact label={t('invitations_page.invitation.link')}>
      <Group gap="xs" align="center" wrap="wrap">
        <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', flex: '1 1 16rem' }}>
          {link}
        </Code>
        <CopyButton value={link}>
          {({ copied, copy }) => (
            <Button
              size="xs"
              variant="light"
              color={copied ? 'teal' : undefined}
              onClick={copy}
              leftSection={
                copied ? <IconCheck size="0.9rem" aria-hidden /> : <IconCopy size="0.9rem" aria-hidden />
              }
              aria-label={
                copied
                  ? t('invitations_page.invitation.copied')
                  : t('invitations_page.invitation.copy_link_named', { name: invitation.description })
              }
            >
              {copied ? t('invitations_page.invitation.copied') : t('invitations_page.invitation.copy_link')}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Fact>
  );
}

interface ActionsProps {
  invitation: Invitation;
  onEdit: () => void;
  onDelete: () => void;
}

function InvitationActions({ invitation, onEdit, onDelete }: ActionsProps) {
  const { t } = useTranslation();
  const setActive = useSetInvitationActive();
  const used = invitation.uses > 0;
  const hintId = `invitation-${invitation.id}-delete-hint`;
  const name = invitation.description;
  const toggle = () => {
    const isActive = !invitation.is_active;
    setActive.mutate(
      { id: invitation.id, isActive },
      {
        onSuccess: () =>
          notifySuccess(
            isActive
              ? t('invitations_page.invitation.activated')
              : t('invitations_page.invitation.deactivated'),
          ),
        onError: (failure) =>
          notifyFailure(failureMessage(failure, t('invitations_page.invitation.toggle_failed'))),
      },
    );
  };
  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="wrap">
        <Button
          size="xs"
          variant="default"
          onClick={onEdit}
          leftSection={<IconPencil size="0.9rem" aria-hidden />}
          aria-label={t('invitations_page.invitation.edit_named', { name })}
        >
          {t('invitations_page.invitation.edit')}
        </Button>
        <Button
          size="xs"
          variant="default"
          loading={setActive.isPending}
          onClick={toggle}
          leftSection={
            invitation.is_active ? (
              <IconPlayerPause size="0.9rem" aria-hidden />
            ) : (
              <IconPlayerPlay size="0.9rem" aria-hidden />
            )
          }
          aria-label={
            invitation.is_active
              ? t('invitations_page.invitation.deactivate_named', { name })
              : t('invitations_page.invitation.activate_named', { name })
          }
        >
          {invitation.is_active
            ? t('invitations_page.invitation.deactivate')
            : t('invitations_page.invitation.activate')}
        </Button>
        <Button
          size="xs"
          variant="subtle"
          color="red"
          disabled={used}
          onClick={onDelete}
          leftSection={<IconTrash size="0.9rem" aria-hidden />}
          aria-label={t('invitations_page.invitation.delete_named', { name })}
          aria-describedby={used ? hintId : undefined}
        >
          {t('invitations_page.invitation.delete')}
        </Button>
      </Group>
      {used && (
        <Text id={hintId} size="xs" c="dimmed">
          {t('invitations_page.invitation.delete_used_hint')}
        </Text>
      )}
    </Stack>
  );
}

/** One invitation: what it is for, its code and link to share, its limits, who joined, and its actions. */
export function InvitationCard({ invitation, onEdit, onDelete }: ActionsProps) {
  const { t } = useTranslation();
  const format = useInvitationFormat();
  const students = invitation.students.map(fullName);
  return (
    <Card component="li" withBorder radius="lg" padding="lg" aria-label={invitation.description}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Title order={3} size="h5" style={{ overflowWrap: 'anywhere', flex: '1 1 12rem' }}>
            {invitation.description}
          </Title>
          <StatusBadges invitation={invitation} />
        </Group>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 'content' }}>
            <CodeFact code={invitation.code} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 'auto' }}>
            <LinkFact invitation={invitation} />
          </Grid.Col>
        </Grid>
        <Grid gap="sm">
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <Fact label={t('invitations_page.invitation.expires_on')}>{format.expiry(invitation)}</Fact>
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <Fact label={t('invitations_page.invitation.usage')}>{format.usage(invitation)}</Fact>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Fact label={t('invitations_page.invitation.students')}>
              {students.length > 0 ? (
                students.join(', ')
              ) : (
                <Text span size="sm" c="dimmed">
                  {t('invitations_page.invitation.no_students')}
                </Text>
              )}
            </Fact>
          </Grid.Col>
        </Grid>
        <InvitationActions invitation={invitation} onEdit={onEdit} onDelete={onDelete} />
      </Stack>
    </Card>
  );
}
