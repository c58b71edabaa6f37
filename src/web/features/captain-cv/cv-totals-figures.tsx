import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CvTrip } from '#domain/cv.ts';
import { type CvTotals, cvTotals } from '#domain/cv-totals.ts';
import classes from './captain-cv.module.css';
import type { CvFormat } from './use-cv-format.ts';

type Figure = keyof CvTotals;

/** The figures of the CV's totals row, in the order it prints them: what was sailed, how, and in command. */
const figures: { key: Figure; format: (format: CvFormat, value: number) => string }[] = [
  { key: 'trips', format: (format, value) => format.number(value) },
  { key: 'days', format: (format, value) => format.number(value) },
  { key: 'distance', format: (format, value) => format.miles(value) },
  { key: 'hours_total', format: (format, value) => format.hours(value) },
  { key: 'hours_sail', format: (format, value) => format.hours(value) },
  { key: 'hours_engine', format: (format, value) => format.hours(value) },
  { key: 'hours_night', format: (format, value) => format.hours(value) },
  { key: 'hours_tidal', format: (format, value) => format.hours(value) },
  { key: 'skipper_trips', format: (format, value) => format.number(value) },
];

/**
 * The totals the CV will print for the trips ticked so far (cvTotals, the PDF's own sums). Not a live region: a
 * tick changes most figures at once, and the selected count above the list already announces each tick.
 */
export function CvTotalsFigures({ trips, format }: { trips: readonly CvTrip[]; format: CvFormat }) {
  const { t } = useTranslation();
  const titleId = useId();
  const totals = useMemo(() => cvTotals(trips), [trips]);
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={3} size="h5" id={titleId}>
        {t('captainCv.totals.title')}
      </Title>
      <SimpleGrid component="dl" cols={{ base: 2, xs: 3, md: 5, lg: 9 }} spacing="xs" m={0}>
        {figures.map((figure) => (
          <Paper key={figure.key} withBorder radius="md" px="sm" py={6} className={classes.figure}>
            <Text component="dt" size="xs" c="dimmed">
              {t(`captainCv.totals.${figure.key}`)}
            </Text>
            <Text component="dd" m={0} fw={700}>
              {figure.format(format, totals[figure.key])}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
