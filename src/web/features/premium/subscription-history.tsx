import { Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubscriptionHistoryEntry } from '#domain/subscription.ts';
import { usePremiumFormat } from './format.ts';

/**
 * A dot badge: the status word in the text colour (full contrast in both schemes) beside a coloured dot, so
 * neither colour nor a light tint carries the meaning. Abandoned is neutral: nothing was charged.
 */
const statusColor = { pending: 'blue', completed: 'green', canceled: 'red', abandoned: 'gray' } as const;

function useEntryText() {
  const { t } = useTranslation();
  const format = usePremiumFormat();
  return (entry: SubscriptionHistoryEntry) => ({
    date: format.dateTime(entry.created_at),
    source:
      entry.source === 'discount_code' && entry.discount_code
        ? `${t('premium.history.source.discount_code')} (${entry.discount_code})`
        : t(`premium.history.source.${entry.source}`),
    plan: entry.plan_name ?? '—',
    amount: entry.amount !== null && entry.currency ? format.money(entry.amount, entry.currency) : '—',
    days: t('premium.history.days', { count: entry.days }),
    status: t(`premium.history.status.${entry.status}`),
  });
}

/** Every payment, code and grant of this account: a table, cards under 768 px. */
export function SubscriptionHistory({ entries }: { entries: SubscriptionHistoryEntry[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const narrow = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const text = useEntryText();

  return (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        {t('premium.history.title')}
      </Title>
      {entries.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('premium.history.empty')}
        </Text>
      ) : narrow ? (
        <Stack gap="sm">
          {entries.map((entry) => {
            const row = text(entry);
            return (
              <Card key={entry.id} withBorder radius="md" padding="md" component="article">
                <Stack gap={6}>
                  <Group justify="space-between" wrap="nowrap" gap="sm">
                    <Text fw={600}>{row.source}</Text>
                    <Badge color={statusColor[entry.status]} variant="dot" flex="none">
                      {row.status}
                    </Badge>
                  </Group>
                  {(
                    [
                      ['date', row.date],
                      ['plan', row.plan],
                      ['amount', row.amount],
                      ['days', row.days],
                    ] as const
                  ).map(([key, value]) => (
                    <Group key={key} justify="space-between" gap="sm" wrap="nowrap">
                      <Text size="sm" c="dimmed">
                        {t(`premium.history.columns.${key}`)}
                      </Text>
                      <Text size="sm" ta="right">
                        {value}
                      </Text>
                    </Group>
                  ))}
                </Stack>
              </Card>
            );
          })}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth="40rem">
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                {(['date', 'source', 'plan', 'amount', 'days', 'status'] as const).map((key) => (
                  <Table.Th key={key}>{t(`premium.history.columns.${key}`)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry) => {
                const row = text(entry);
                return (
                  <Table.Tr key={entry.id}>
                    <Table.Td>{row.date}</Table.Td>
                    <Table.Td>{row.source}</Table.Td>
                    <Table.Td>{row.plan}</Table.Td>
                    <Table.Td>{row.amount}</Table.Td>
                    <Table.Td>{row.days}</Table.Td>
                    <Table.Td>
                      <Badge color={statusColor[entry.status]} variant="dot">
                        {row.status}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
