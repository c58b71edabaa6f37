import { Alert, Stack, Text } from '@mantine/core';
import { IconKey, IconMailOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/links.tsx';

/** An invitation that cannot be accepted: the reason, and the way to try another code. */
export function InvalidInvitation({ reason }: { reason: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      icon={<IconMailOff aria-hidden />}
      title={t('invitation_invalid')}
      role="alert"
      styles={{ body: { minWidth: 0 } }}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{reason}</Text>
        <Text size="sm">{t('student_area.invitation.ask_again')}</Text>
        <ButtonLink
          to="/student/invitations"
          variant="light"
          color="red"
          leftSection={<IconKey size="1rem" aria-hidden />}
        >
          {t('student_area.invitation.enter_code')}
        </ButtonLink>
      </Stack>
    </Alert>
  );
}
