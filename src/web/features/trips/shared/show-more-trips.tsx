import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { useTripSummaries } from '../api.ts';

type SummaryPages = Pick<
  ReturnType<typeof useTripSummaries>,
  'trips' | 'total' | 'hasNextPage' | 'isFetchingNextPage' | 'isFetchNextPageError' | 'fetchNextPage'
>;

/**
 * "Show more" under a summary list: loads the next page from the server (the button is busy meanwhile); a page
 * that fails to load says so and the same button tries again. Nothing when every trip is shown.
 */
export function ShowMoreTrips({ pages }: { pages: SummaryPages }) {
  const { t } = useTranslation();
  if (!pages.hasNextPage) return null;
  const remaining = Math.max(0, pages.total - pages.trips.length);
  return (
    <Stack gap="xs" align="center">
      {pages.isFetchNextPageError && !pages.isFetchingNextPage && (
        <Text size="sm" c="red" role="alert">
          {t('trips.list.more_failed')}
        </Text>
      )}
      <Group justify="center">
        <Button variant="light" loading={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
          {remaining > 0 ? t('trips.list.show_more', { count: remaining }) : t('trips.list.show_more_plain')}
        </Button>
      </Group>
    </Stack>
  );
}
