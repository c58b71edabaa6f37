import { Box, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface SummaryRow {
  label: string;
  /** Empty text shows the em dash. */
  value: string;
}

/** Label/value pairs as a description list; an empty value shows a muted em dash. */
export function SummaryList({ rows }: { rows: readonly SummaryRow[] }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs" m={0}>
      {rows.map((row) => (
        <Box key={row.label}>
          <Text component="dt" size="xs" c="dimmed">
            {row.label}
          </Text>
          <Text component="dd" m={0} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {row.value.trim() === '' ? (
              <Text span c="dimmed">
                {t('trips.wizard.summary.empty')}
              </Text>
            ) : (
              row.value
            )}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}

/** A titled card of the summary. */
export function SummaryBlock({
  title,
  rows,
  children,
}: {
  title: string;
  rows?: readonly SummaryRow[];
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={headingId}>
          {title}
        </Title>
        {rows && <SummaryList rows={rows} />}
        {children}
      </Stack>
    </Card>
  );
}
