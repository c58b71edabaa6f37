import { Alert, List } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The error list box: a red alert with a title and every message of the failed save. */
export function SaveErrors({ messages }: { messages: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      role="alert"
      icon={<IconAlertTriangle aria-hidden />}
      title={t('trips.wizard.errors_title')}
    >
      <List size="sm" spacing={4}>
        {messages.map((message, index) => (
          // The same message may come twice (two crew members without a role); the position tells them apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced as a whole, never reordered
          <List.Item key={index}>{message}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** The green message after a successful save (a toast says it too). */
export function SaveSuccess({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="green"
      role="status"
      icon={<IconCircleCheck aria-hidden />}
      title={t('trips.wizard.saved_title')}
    >
      {message}
    </Alert>
  );
}
