import { Accordion, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconColumns } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { importableTripFields } from '#domain/trip-transfer/columns.ts';
import type { ImportColumn } from '#domain/trip-transfer/import.ts';

/** The Select's value for "Ignore this column" (no field is named so). */
const ignored = '-';
const section = 'columns';

export interface ColumnMappingProps {
  columns: readonly ImportColumn[];
  onChange: (source: string, field: string | null) => void;
  disabled: boolean;
}

/**
 * Each column of the file with the field it fills (matched by name, or chosen here) or "Ignore this column".
 * Folded on phones, where a file's dozen columns would push its rows far down; the summary says what was matched.
 */
export function ColumnMapping({ columns, onChange, disabled }: ColumnMappingProps) {
  const { t } = useTranslation();
  const wide = useMediaQuery('(min-width: 48em)', undefined, { getInitialValueInEffect: false }) ?? false;
  const choices = useMemo(
    () => [
      { value: ignored, label: t('trip_import.page.ignore') },
      ...importableTripFields.map((field) => ({ value: field, label: t(`transfer.columns.trips.${field}`) })),
    ],
    [t],
  );
  const ignoredCount = columns.filter((column) => column.field === null).length;
  return (
    <Accordion variant="contained" radius="md" order={2} defaultValue={wide ? section : null}>
      <Accordion.Item value={section}>
        <Accordion.Control icon={<IconColumns size="1.2rem" aria-hidden />}>
          <Text component="span" fw={600} size="lg" display="block">
            {t('trip_import.page.mapping_title')}
          </Text>
          <Text component="span" size="sm" c="dimmed" display="block">
            {t('trip_import.page.mapping_summary', { count: columns.length, ignored: ignoredCount })}
          </Text>
        </Accordion.Control>
        <Accordion.Panel>
          <Stack gap="sm">
            <Text size="sm">{t('trip_import.page.mapping_text')}</Text>
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
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
