import { Alert, Group, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconCircleCheck, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { InvitationAccepted } from '#domain/invitation.ts';
import { ButtonLink } from '../../components/links.tsx';

/** After accepting: who the student is now connected to, and where to go next. */
export function ConnectedResult({ result }: { result: InvitationAccepted }) {
  const { t } = useTranslation();
  const name = result.captain.name;
  return (
    <Alert
      color="green"
      icon={<IconCircleCheck aria-hidden />}
      title={
        result.already_connected
          ? t('student_area.accept.already_connected_title', { name })
          : t('student_area.accept.connected_title', { name })
      }
      role="status"
      styles={{ body: { minWidth: 0 } }}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {result.already_connected
            ? t('student_area.accept.already_connected_text')
            : t('student_area.accept.connected_text', { name })}
        </Text>
        <Group gap="sm">
          <ButtonLink
            to="/student/planned-sailing-trips"
            search={{ captain: result.captain.id }}
            leftSection={<IconCalendarEvent size="1rem" aria-hidden />}
          >
            {t('student_area.accept.see_trips')}
          </ButtonLink>
          <ButtonLink
            to="/student/captains"
            variant="default"
            leftSection={<IconUsers size="1rem" aria-hidden />}
          >
            {t('student_area.accept.see_captains')}
          </ButtonLink>
        </Group>
      </Stack>
    </Alert>
  );
}
