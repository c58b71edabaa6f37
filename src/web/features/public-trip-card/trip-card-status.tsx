import { Alert, Group, List, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconExternalLink } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TripCardOutcome } from './use-trip-card-pdf.ts';

/** The failure box takes the focus (and so comes into view and is read out) when it appears. */
function FailureBox({ messages }: { messages: readonly string[] }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      color="red"
      role="alert"
      icon={<IconAlertTriangle aria-hidden />}
      title={t('publicTripCard.failed_title')}
    >
      {messages.length === 1 ? (
        <Text size="sm">{messages[0]}</Text>
      ) : (
        <List size="sm" spacing={4}>
          {messages.map((message, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced as a whole, never reordered
            <List.Item key={index}>{message}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}

/** Under the form: generating, opened, or why the trip card could not be made. */
export function TripCardStatus({ generating, outcome }: { generating: boolean; outcome: TripCardOutcome }) {
  const { t } = useTranslation();
  if (generating) {
    return (
      <Group gap="sm" role="status" justify="flex-end">
        <Loader size="sm" aria-hidden />
        <Text size="sm">{t('publicTripCard.generating')}</Text>
      </Group>
    );
  }
  if (outcome?.kind === 'failed') return <FailureBox messages={outcome.messages} />;
  if (outcome?.kind === 'opened') {
    return (
      <Alert color="green" role="status" icon={<IconExternalLink aria-hidden />}>
        {t('publicTripCard.opened')}
      </Alert>
    );
  }
  return null;
}
