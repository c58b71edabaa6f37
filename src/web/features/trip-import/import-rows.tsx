import { Badge, Button, Card, Group, List, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { ImportRow } from '#domain/trip-transfer/import.ts';
import { useBatches } from '../trips/list/use-batches.ts';
import { useTripFormat } from '../trips/shared/trip-format.ts';
import classes from './import-rows.module.css';
import { errorField, isoDateOf, numberOf, type RowState, rowState, textOf } from './row-view.ts';

const rowColours: Record<RowState, string | undefined> = {
  ready: undefined,
  duplicate: 'var(--mantine-color-gray-light)',
  invalid: 'var(--mantine-color-red-light)',
};

/** What a row shows: its yacht, dates, route and miles in the interface's language, and its state in words. */
function useRowView() {
  const { t, i18n } = useTranslation();
  const format = useTripFormat();
  const dateText = (row: ImportRow, field: string) => {
    const iso = isoDateOf(row, field);
    return iso ? format.date(iso) : textOf(row, field);
  };
  const fieldLabel = (path: string) => {
    const key = `transfer.columns.trips.${errorField(path)}`;
    return i18n.exists(key) ? t(key) : path;
  };
  return {
    yacht: (row: ImportRow) => textOf(row, 'yacht_name') || t('trip_import.page.no_yacht'),
    dates: (row: ImportRow) =>
      t('trips.shared.date_range', {
        from: dateText(row, 'embarkation_date') || t('trips.shared.not_provided'),
        to: dateText(row, 'disembarkation_date') || t('trips.shared.not_provided'),
      }),
    route: (row: ImportRow) =>
      t('trips.shared.route', {
        from: format.port(textOf(row, 'embarkation_port')),
        to: format.port(textOf(row, 'disembarkation_port')),
      }),
    miles: (row: ImportRow) => format.distance(numberOf(row, 'distance')),
    errors: (row: ImportRow) =>
      Object.entries(row.errors).map(([path, message]) => ({
        path,
        text: t('trip_import.page.row_error', { row: row.row, field: fieldLabel(path), message }),
      })),
  };
}

type RowView = ReturnType<typeof useRowView>;

function RowStatus({ row, view }: { row: ImportRow; view: RowView }) {
  const { t } = useTranslation();
  const state = rowState(row);
  if (state === 'ready') {
    return (
      <Badge color="green" variant="light" classNames={{ label: classes.ready }}>
        {t('trip_import.page.status_ready')}
      </Badge>
    );
  }
  if (state === 'duplicate') {
    return (
      <Badge color="gray" variant="light">
        {t('trip_import.page.status_duplicate')}
      </Badge>
    );
  }
  return (
    <Stack gap={4}>
      <Badge color="red" variant="light" classNames={{ label: classes.invalid }}>
        {t('trip_import.page.status_invalid')}
      </Badge>
      <List size="sm" className={classes.invalid} spacing={2}>
        {view.errors(row).map((error) => (
          <List.Item key={error.path}>{error.text}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

function RowsTable({ rows, view }: { rows: readonly ImportRow[]; view: RowView }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" aria-label={t('trip_import.page.rows_title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('trip_import.page.column_row')}</Table.Th>
            <Table.Th>{t('trip_import.page.column_yacht')}</Table.Th>
            <Table.Th>{t('trip_import.page.column_dates')}</Table.Th>
            <Table.Th>{t('trip_import.page.column_route')}</Table.Th>
            <Table.Th>{t('trip_import.page.column_miles')}</Table.Th>
            <Table.Th>{t('trip_import.page.column_status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.row} bg={rowColours[rowState(row)]} data-state={rowState(row)}>
              <Table.Td>{row.row}</Table.Td>
              <Table.Td>{view.yacht(row)}</Table.Td>
              <Table.Td>{view.dates(row)}</Table.Td>
              <Table.Td>{view.route(row)}</Table.Td>
              <Table.Td>{view.miles(row)}</Table.Td>
              <Table.Td maw="22rem">
                <RowStatus row={row} view={view} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function RowCards({ rows, view }: { rows: readonly ImportRow[]; view: RowView }) {
  const { t } = useTranslation();
  return (
    <Stack
      gap="sm"
      component="ul"
      className={classes.plainList}
      aria-label={t('trip_import.page.rows_title')}
    >
      {rows.map((row) => (
        <Card
          key={row.row}
          component="li"
          withBorder
          radius="md"
          padding="sm"
          bg={rowColours[rowState(row)]}
          data-state={rowState(row)}
        >
          <Stack gap={4}>
            <Text size="xs" c="dimmed">
              {t('trip_import.page.row', { row: row.row })}
            </Text>
            <Text fw={600}>{view.yacht(row)}</Text>
            <Text size="sm">{view.dates(row)}</Text>
            <Text size="sm">{view.route(row)}</Text>
            {view.miles(row) && <Text size="sm">{view.miles(row)}</Text>}
            <RowStatus row={row} view={view} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/**
 * The file's rows as a table on wide screens and as cards on phones, each with its state in words; a batch at a
 * time with "show more", as the trip list, since a file may hold a thousand rows.
 */
export function ImportRows({ rows }: { rows: readonly ImportRow[] }) {
  const { t } = useTranslation();
  const view = useRowView();
  const wide = useMediaQuery('(min-width: 48em)') ?? false;
  const { visible, remaining, showMore } = useBatches(rows);
  return (
    <Stack gap="md">
      {wide ? <RowsTable rows={visible} view={view} /> : <RowCards rows={visible} view={view} />}
      {remaining > 0 && (
        <Group justify="center">
          <Button variant="light" onClick={showMore}>
            {t('trips.list.show_more', { count: remaining })}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
