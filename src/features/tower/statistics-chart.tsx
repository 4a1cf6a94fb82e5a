import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TowerStatistic } from '@/api/modules/tower/tower-record';
import { Chart, registerChartParts, type ChartTheme } from '@/components/chart';
import { formatMeasure } from '@/utils/number';

registerChartParts([BarChart, LineChart, GridComponent, TooltipComponent, LegendComponent]);

/** Consumption and refills per period as bars, the closing weight as a line; kg. */
export default function StatisticsChart({ rows, label }: { rows: readonly TowerStatistic[]; label: string }) {
  const { t, i18n } = useTranslation('tower');
  const language = i18n.language;
  const option = useCallback(
    ({ palette }: ChartTheme) => {
      const kg = (value: unknown) => (typeof value === 'number' ? `${formatMeasure(value, language, 0)} kg` : '—');
      return {
        animationDuration: 300,
        grid: { left: 72, right: 24, top: 40, bottom: 40 },
        legend: { top: 0 },
        tooltip: { trigger: 'axis', valueFormatter: kg },
        xAxis: { type: 'category', data: rows.map((r) => r.period) },
        yAxis: {
          type: 'value',
          axisLabel: { formatter: (value: number) => formatMeasure(value, language, 0) },
        },
        series: [
          {
            name: t('statistics.consumption'),
            type: 'bar',
            color: palette[0],
            barMaxWidth: 24,
            data: rows.map((r) => r.consumeWeight),
          },
          {
            name: t('statistics.refilled'),
            type: 'bar',
            color: palette[1],
            barMaxWidth: 24,
            data: rows.map((r) => r.refillWeight),
          },
          {
            name: t('statistics.closing'),
            type: 'line',
            color: palette[4],
            symbolSize: 4,
            data: rows.map((r) => r.closingWeight ?? null),
          },
        ],
      };
    },
    [rows, t, language],
  );
  const kg = (value: number | undefined | null) =>
    typeof value === 'number' ? formatMeasure(value, language, 0) : '—';
  const data = {
    columns: [
      t('statistics.period'),
      `${t('statistics.consumption')} (kg)`,
      `${t('statistics.refilled')} (kg)`,
      `${t('statistics.closing')} (kg)`,
    ],
    rows: rows.map((r) => [r.period, kg(r.consumeWeight), kg(r.refillWeight), kg(r.closingWeight)]),
  };
  return <Chart option={option} label={label} height={340} data={data} />;
}
