import { Alert, Button, Card, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Placeholder cards while a list loads, announced as busy. */
export function ListLoading({ label }: { label: string }) {
  return (
    <Stack gap="md" aria-busy="true" aria-label={label}>
      {[0, 1].map((key) => (
        <Skeleton key={key} height={160} radius="lg" />
      ))}
    </Stack>
  );
}

/** A list that did not load, with a retry. */
export function ListLoadError({
  title,
  onRetry,
  retrying,
}: {
  title: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={title}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('invitations_page.load_failed_text')}</Text>
        <Button variant="light" color="red" onClick={onRetry} loading={retrying}>
          {t('common.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** One sentence with an icon and the primary action. */
export function ListEmpty({ icon, text, action }: { icon: ReactNode; text: string; action?: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="xl">
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Text>{text}</Text>
        {action}
      </Stack>
    </Card>
  );
}

/** A label and its value, stacked, so long values wrap on a phone. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}
