import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeckLogSummary } from '#domain/deck-log.ts';
import classes from './deck-log.module.css';
import { useEntryFormat } from './entry-format.ts';

/** What the log adds up to so far, in large figures (read at a glance in sunlight). */
export function LogSummary({ summary }: { summary: DeckLogSummary }) {
  const { t } = useTranslation();
  const format = useEntryFormat();
  const none = t('deck_log.summary.none');
  const figures = [
    ['hours_under_sail', format.hours(summary.hours_under_sail)],
    ['hours_under_engine', format.hours(summary.hours_under_engine)],
    ['hours_in_port', format.hours(summary.hours_in_port)],
    ['miles', format.miles(summary.miles)],
    ['night_hours', format.hours(summary.night_hours) || none],
  ] as const;
  const titleId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId}>
        {t('deck_log.summary.title')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm" component="dl" m={0}>
        {figures.map(([key, value]) => (
          <div key={key}>
            <Text component="dt" size="sm" fw={500}>
              {t(`deck_log.summary.${key}`)}
            </Text>
            <Text component="dd" m={0} className={classes.figure}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      {summary.ports.length > 0 && (
        <Text size="md">
          <Text span fw={700}>
            {t('deck_log.summary.ports')}:
          </Text>{' '}
          {summary.ports.join(' → ')}
        </Text>
      )}
    </Stack>
  );
}
