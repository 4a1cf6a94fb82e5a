import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { useSettings } from '@/stores/settings';
import { formatNumber } from '@/utils/number';
import styles from './dashboard-page.module.css';

echarts.use([BarChart, GridComponent, TooltipComponent, CanvasRenderer]);

/** A bar chart of the dashboard counts; ECharts loads with this chunk only. */
export default function CountsChart({ items }: { items: { label: string; value: number }[] }) {
  const host = useRef<HTMLDivElement>(null);
  const color = useSettings((s) => s.themeColor);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const chart = echarts.init(element);
    chart.setOption({
      color: [color],
      tooltip: { trigger: 'axis' },
      grid: { left: 48, right: 16, top: 16, bottom: 72 },
      xAxis: { type: 'category', data: items.map((i) => i.label), axisLabel: { interval: 0, rotate: 30 } },
      yAxis: { type: 'value', axisLabel: { formatter: (value: number) => formatNumber(value) } },
      series: [{ type: 'bar', data: items.map((i) => i.value), barMaxWidth: 36 }],
    });
    const resize = () => chart.resize();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(resize);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      chart.dispose();
    };
  }, [items, color]);

  return (
    <div
      ref={host}
      className={styles.chart}
      role="img"
      aria-label={items.map((i) => `${i.label} ${i.value}`).join(', ')}
    />
  );
}
