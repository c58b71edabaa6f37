import { Alert, Button, Card, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Cards in place while a list loads. */
export function ListSkeleton({ label, height = 160 }: { label: string; height?: number }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" aria-busy="true" aria-label={label}>
      {[0, 1, 2, 3].map((key) => (
        <Skeleton key={key} height={height} radius="lg" />
      ))}
    </SimpleGrid>
  );
}

interface LoadErrorProps {
  title: string;
  text?: string;
  onRetry: () => void;
  retrying: boolean;
}

/** A failed load with a retry. */
export function LoadError({ title, text, onRetry, retrying }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      icon={<IconAlertTriangle aria-hidden />}
      title={title}
      styles={{ body: { minWidth: 0 } }}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{text ?? t('student_area.common.load_failed_text')}</Text>
        <Button variant="light" color="red" onClick={onRetry} loading={retrying}>
          {t('common.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** The empty and no-results states: an icon, one sentence and the way on. */
export function EmptyState({ icon, text, action }: { icon: ReactNode; text: string; action?: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="xl">
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size="xl" radius="xl" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Text>{text}</Text>
        {action}
      </Stack>
    </Card>
  );
}
