import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import type { SeaTimeYear } from '#domain/sea-time/schema.ts';
import { useTripFormat } from '../trips/shared/trip-format.ts';

/**
 * Distance (left axis) and hours under way (right axis) per year as bars. The chart library is loaded with this
 * module only, when the sea-time page draws it; the same figures stand in the table beside it for screen readers.
 */
export function YearChart({ years }: { years: readonly SeaTimeYear[] }) {
  const { t } = useTranslation();
  const format = useTripFormat();
  const data = years.map((year) => ({
    year: String(year.year),
    distance: year.distance,
    hours_total: year.hours_total,
  }));
  return (
    <BarChart
      h={260}
      data={data}
      dataKey="year"
      series={[
        { name: 'distance', label: t('seaTime.chart.distance'), color: 'navy.6' },
        { name: 'hours_total', label: t('seaTime.chart.hours'), color: 'teal.5', yAxisId: 'right' },
      ]}
      withRightYAxis
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      valueFormatter={(value) => format.count(value)}
      yAxisLabel={t('seaTime.chart.distance_axis')}
      rightYAxisLabel={t('seaTime.chart.hours_axis')}
      rightYAxisProps={{ width: 48 }}
      maxBarWidth={48}
      accessibilityLayer={false}
      aria-hidden
    />
  );
}
