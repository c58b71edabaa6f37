import { Skeleton, Table } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { localeOf } from '#domain/language.ts';
import type { SeaTimeYear } from '#domain/sea-time/schema.ts';
import { SectionCard } from '../../components/section-card.tsx';
import { useLanguage } from '../../lib/use-language.ts';
import { useTripFormat } from '../trips/shared/trip-format.ts';

// The chart library (recharts) is large: it loads with this page's chart only, never with the first page.
const YearChart = lazy(() => import('./year-chart.tsx').then((module) => ({ default: module.YearChart })));

/**
 * The same figures as the chart, year by year: what a screen reader reads, and exact numbers for everyone. The
 * units stand in the column headings, so that the five columns fit a phone.
 */
function YearTable({ years }: { years: readonly SeaTimeYear[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useTripFormat();
  const number = new Intl.NumberFormat(localeOf(language), {
    maximumFractionDigits: 1,
  });
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table striped verticalSpacing={4} fz="sm" aria-label={t('seaTime.years.table_label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('seaTime.years.year')}</Table.Th>
            <Table.Th ta="right">{t('seaTime.years.trips')}</Table.Th>
            <Table.Th ta="right">{t('seaTime.years.days')}</Table.Th>
            <Table.Th ta="right">{t('seaTime.years.distance')}</Table.Th>
            <Table.Th ta="right">{t('seaTime.years.hours')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {years.map((year) => (
            <Table.Tr key={year.year}>
              <Table.Th scope="row" fw={600}>
                {year.year}
              </Table.Th>
              <Table.Td ta="right">{format.count(year.trips)}</Table.Td>
              <Table.Td ta="right">{format.count(year.days)}</Table.Td>
              <Table.Td ta="right">{number.format(year.distance)}</Table.Td>
              <Table.Td ta="right">{number.format(year.hours_total)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Distance and hours under way per year: the chart, then the table of its figures. */
export function YearsSection({ years }: { years: readonly SeaTimeYear[] }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('seaTime.years.title')}>
      <Suspense fallback={<Skeleton h={260} radius="md" aria-label={t('seaTime.years.chart_loading')} />}>
        <YearChart years={years} />
      </Suspense>
      <YearTable years={years} />
    </SectionCard>
  );
}
