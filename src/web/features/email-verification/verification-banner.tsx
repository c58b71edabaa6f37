import { Box, Button, Container, Group, Text } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type AccountKind, useSendVerificationMail } from './api.ts';
import classes from './verification-banner.module.css';

interface Props {
  kind: AccountKind;
  email: string;
}

/**
 * Asks the logged-in account to confirm its address, with "Send again". It sits in the page's flow under the
 * header (never over it) and keeps its size while sending: progress is the button's, results are toasts.
 */
export function VerificationBanner({ kind, email }: Props) {
  const { t } = useTranslation();
  const send = useSendVerificationMail(kind);

  return (
    <Box component="section" aria-label={t('email_verification.banner.label')} className={classes.banner}>
      <Container size="lg" py={6}>
        <div className={classes.row}>
          <Group gap="xs" wrap="nowrap" className={classes.message}>
            <IconMailExclamation size={20} aria-hidden className={classes.icon} />
            <Text size="sm" className={classes.text}>
              {t('email_verification.banner.text', { email })}
            </Text>
          </Group>
          <Button
            size="compact-sm"
            variant="default"
            className={classes.button}
            loading={send.isPending}
            onClick={() => send.mutate()}
          >
            {t('email_verification.banner.send_again')}
          </Button>
        </div>
      </Container>
    </Box>
  );
}
