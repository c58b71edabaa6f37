import { Alert, Button, Card, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function TripsListSkeleton() {
  const { t } = useTranslation();
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="md"
      aria-busy="true"
      aria-label={t('trips.list.loading')}
    >
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} height={180} radius="lg" />
      ))}
    </SimpleGrid>
  );
}

/** 'Failed to load trips.' ('Błąd podczas pobierania rejsów') with a retry. */
export function TripsLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={t('trips.list.load_failed')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('trips.list.load_failed_text')}</Text>
        <Button variant="light" color="red" onClick={onRetry} loading={retrying}>
          {t('common.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** The empty and no-results states: an icon, one sentence and the way on. */
export function ListMessage({ icon, text, action }: { icon: ReactNode; text: string; action: ReactNode }) {
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
