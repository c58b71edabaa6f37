import {
  Alert,
  Button,
  Card,
  SimpleGrid,
  type SimpleGridProps,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  type ThemeIconProps,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const skeletonKeys = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth'];

export interface ListSkeletonProps {
  /** Announced to screen readers while the list loads. */
  label: string;
  count?: number;
  height?: number;
  cols?: SimpleGridProps['cols'];
}

/** Cards in place while a list loads. */
export function ListSkeleton({
  label,
  count = 4,
  height = 160,
  cols = { base: 1, sm: 2 },
}: ListSkeletonProps) {
  return (
    <SimpleGrid cols={cols} spacing="md" aria-busy="true" aria-label={label}>
      {skeletonKeys.slice(0, count).map((key) => (
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
        <Text size="sm">{text ?? t('common.load_failed_text')}</Text>
        <Button variant="light" color="red" onClick={onRetry} loading={retrying}>
          {t('common.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

export interface EmptyStateProps {
  icon: ReactNode;
  text: string;
  action?: ReactNode;
  iconSize?: ThemeIconProps['size'];
}

/** The empty and no-results states: an icon, one sentence and the way on. */
export function EmptyState({ icon, text, action, iconSize = 'xl' }: EmptyStateProps) {
  return (
    <Card withBorder radius="lg" padding="xl">
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={iconSize} radius="xl" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Text>{text}</Text>
        {action}
      </Stack>
    </Card>
  );
}
