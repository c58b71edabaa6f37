import { Card, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { importableTripFields } from '#domain/trip-transfer/columns.ts';
import type { ImportColumn } from '#domain/trip-transfer/import.ts';

/** The Select's value for "Ignore this column" (no field is named so). */
const ignored = '-';

export interface ColumnMappingProps {
  columns: readonly ImportColumn[];
  onChange: (source: string, field: string | null) => void;
  disabled: boolean;
}

/** Each column of the file with the field it fills (matched by name, or chosen here) or "Ignore this column". */
export function ColumnMapping({ columns, onChange, disabled }: ColumnMappingProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const choices = useMemo(
    () => [
      { value: ignored, label: t('trip_import.page.ignore') },
      ...importableTripFields.map((field) => ({ value: field, label: t(`transfer.columns.trips.${field}`) })),
    ],
    [t],
  );
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {t('trip_import.page.mapping_title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('trip_import.page.mapping_text')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          {columns.map((column) => (
            <Select
              key={column.source}
              label={t('trip_import.page.mapping_select', { source: column.source })}
              data={choices}
              value={column.field ?? ignored}
              onChange={(value) => {
                const field = value === null || value === ignored ? null : value;
                if (field !== column.field) onChange(column.source, field);
              }}
              allowDeselect={false}
              searchable
              disabled={disabled}
            />
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
