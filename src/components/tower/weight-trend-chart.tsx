import { LineChart, ScatterChart } from 'echarts/charts';
import {
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  MarkAreaComponent,
  MarkLineComponent,
  TooltipComponent,
} from 'echarts/components';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart, registerChartParts, type ChartTheme } from '@/components/chart';
import { formatMeasure } from '@/utils/number';
import { formatTime } from '@/utils/time';
import type { WeightSample } from '@/lib/tower/detection';
import { sampleIntervalOf } from '@/lib/tower/series';

registerChartParts([
  LineChart,
  ScatterChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  MarkLineComponent,
  MarkAreaComponent,
  DataZoomComponent,
]);

/** One thing the detector found, drawn at its time and weight. */
export interface TrendMarker {
  time: number;
  weight: number;
  /** What it is, already translated (tooltip). */
  label: string;
}

/** A named set of markers (e.g. "with the current settings"). */
export interface TrendMarkerGroup {
  name: string;
  markers: readonly TrendMarker[];
  symbol: 'circle' | 'emptyCircle' | 'triangle' | 'diamond';
}

export interface WeightTrendChartProps {
  samples: readonly WeightSample[];
  /** Level alarms, kg. */
  highWarning?: number;
  lowWarning?: number;
  /** A span to highlight (a record's start and end). */
  highlight?: { start: number; end: number; label: string };
  markerGroups?: readonly TrendMarkerGroup[];
  height?: number;
  /** Text alternative. */
  label: string;
  /** Zoom with the wheel and a slider (long series). */
  zoom?: boolean;
}

const HIGH_COLOR = '#f56c6c';
const LOW_COLOR = '#e6a23c';

/** Line points, broken (a null) where readings are missing for over twice the usual interval. */
function withGaps(samples: readonly WeightSample[]): [number, number | null][] {
  const gap = 2 * sampleIntervalOf(samples) * 1000;
  const points: [number, number | null][] = [];
  samples.forEach((s, i) => {
    if (i > 0 && s.time - samples[i - 1].time > gap) points.push([s.time - 1, null]);
    points.push([s.time, s.weight]);
  });
  return points;
}

/** 1, 2 or 5 times a power of ten: the tick step for about five ticks over `span`. */
function niceStep(span: number): number {
  const rough = Math.max(span, 1) / 5;
  const power = 10 ** Math.floor(Math.log10(rough));
  const scaled = rough / power;
  return (scaled <= 1 ? 1 : scaled <= 2 ? 2 : scaled <= 5 ? 5 : 10) * power;
}

/** The weight axis: the readings and the alarm lines in view, on round ticks, never below zero. */
export function axisRange(samples: readonly WeightSample[], lines: readonly (number | undefined)[]) {
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  for (const s of samples) {
    if (s.weight < low) low = s.weight;
    if (s.weight > high) high = s.weight;
  }
  for (const line of lines) {
    if (line === undefined || !Number.isFinite(line)) continue;
    low = Math.min(low, line);
    high = Math.max(high, line);
  }
  if (!Number.isFinite(low) || !Number.isFinite(high)) return {};
  const interval = niceStep(high - low);
  return {
    min: Math.max(0, Math.floor(low / interval) * interval),
    max: Math.ceil(high / interval) * interval + (high % interval === 0 ? interval : 0),
    interval,
  };
}

/** The weight of a tower over time, kg, with its alarm lines, a highlighted span and detector markers. */
export default function WeightTrendChart(props: WeightTrendChartProps) {
  const { samples, highWarning, lowWarning, highlight, markerGroups, height = 300, label, zoom } = props;
  const { t, i18n } = useTranslation('tower');
  const language = i18n.language;

  const option = useCallback(
    ({ primary, palette }: ChartTheme) => {
      const kg = (value: number) => `${formatMeasure(value, language, 0)} kg`;
      const lines: object[] = [];
      if (highWarning !== undefined)
        lines.push({
          yAxis: highWarning,
          name: t('trend.high', { value: kg(highWarning) }),
          lineStyle: { color: HIGH_COLOR },
          label: { formatter: '{b}', position: 'insideEndTop', color: HIGH_COLOR },
        });
      if (lowWarning !== undefined)
        lines.push({
          yAxis: lowWarning,
          name: t('trend.low', { value: kg(lowWarning) }),
          lineStyle: { color: LOW_COLOR },
          label: { formatter: '{b}', position: 'insideEndTop', color: LOW_COLOR },
        });
      const groups = markerGroups ?? [];
      return {
        animation: false,
        grid: { left: 64, right: 24, top: groups.length ? 36 : 16, bottom: zoom ? 64 : 32 },
        legend: groups.length ? { top: 0, data: groups.map((g) => g.name) } : undefined,
        tooltip: {
          trigger: 'axis',
          valueFormatter: (value: unknown) => (typeof value === 'number' ? kg(value) : String(value ?? '')),
        },
        xAxis: { type: 'time' },
        yAxis: {
          type: 'value',
          ...axisRange(samples, [highWarning, lowWarning]),
          axisLabel: { formatter: (value: number) => formatMeasure(value, language, 0) },
        },
        dataZoom: zoom ? [{ type: 'inside' }, { type: 'slider', height: 20, bottom: 8 }] : undefined,
        series: [
          {
            name: t('trend.weight'),
            type: 'line',
            showSymbol: false,
            color: primary,
            lineStyle: { width: 1.5 },
            data: withGaps(samples),
            markLine: lines.length ? { symbol: 'none', silent: true, data: lines } : undefined,
            markArea: highlight
              ? {
                  silent: true,
                  itemStyle: { color: primary, opacity: 0.15 },
                  label: { show: true, position: 'insideTop', color: primary },
                  data: [[{ xAxis: highlight.start, name: highlight.label }, { xAxis: highlight.end }]],
                }
              : undefined,
          },
          ...groups.map((group, index) => ({
            name: group.name,
            type: 'scatter',
            symbol: group.symbol,
            symbolSize: 10,
            color: palette[(index + 2) % palette.length],
            tooltip: {
              trigger: 'item',
              formatter: (params: { data: [number, number, string] }) =>
                `${group.name}<br/>${params.data[2]}<br/>${formatTime(params.data[0], 'MM-DD HH:mm')} ${kg(params.data[1])}`,
            },
            data: group.markers.map((m) => [m.time, m.weight, m.label]),
          })),
        ],
      };
    },
    [samples, highWarning, lowWarning, highlight, markerGroups, zoom, t, language],
  );

  // Its text alternative: the weights as a table, at most 120 rows spread over the span.
  const step = Math.max(1, Math.ceil(samples.length / 120));
  const data = {
    columns: [t('common:a11y.time'), `${t('trend.weight')} (kg)`],
    rows: samples
      .filter((_, index) => index % step === 0 || index === samples.length - 1)
      .map((sample) => [formatTime(sample.time, 'MM-DD HH:mm'), formatMeasure(sample.weight, language, 0)]),
  };
  return <Chart option={option} label={label} height={height} data={data} />;
}
