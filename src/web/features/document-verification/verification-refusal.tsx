import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconClockPause, IconFileOff, IconQuestionMark } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { VerificationRefusal } from './api.ts';
import { CodeForm } from './code-form.tsx';
import classes from './verify-page.module.css';

const titleClass = { title: classes.alertTitle };

/** A code the server knows but may not show: its captain has switched verification off. */
function NotVerifiable() {
  const { t } = useTranslation();
  return (
    <Alert
      classNames={titleClass}
      color="gray"
      icon={<IconFileOff aria-hidden />}
      title={t('verify_page.not_verifiable.title')}
    >
      <Text size="sm">{t('verify_page.not_verifiable.text')}</Text>
    </Alert>
  );
}

/** No document has this code (mistyped, or never issued): the reader may type it again. */
function UnknownCode({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Alert
        classNames={titleClass}
        color="yellow"
        icon={<IconQuestionMark aria-hidden />}
        title={t('verify_page.unknown.title')}
      >
        <Text size="sm">{t('verify_page.unknown.text')}</Text>
      </Alert>
      <CodeForm initialCode={code} />
    </Stack>
  );
}

function RateLimited({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert
      classNames={titleClass}
      color="yellow"
      icon={<IconClockPause aria-hidden />}
      title={t('verify_page.rate_limited.title')}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('verify_page.rate_limited.text')}</Text>
        <Button variant="light" color="yellow" c="dark" onClick={onRetry} loading={retrying}>
          {t('common.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

interface VerificationRefusalViewProps {
  refusal: VerificationRefusal;
  code: string;
  onRetry: () => void;
  retrying: boolean;
}

/** Why no document is shown for this code. */
export function VerificationRefusalView({ refusal, code, onRetry, retrying }: VerificationRefusalViewProps) {
  if (refusal === 'not_verifiable') return <NotVerifiable />;
  if (refusal === 'rate_limited') return <RateLimited onRetry={onRetry} retrying={retrying} />;
  return <UnknownCode code={code} />;
}
