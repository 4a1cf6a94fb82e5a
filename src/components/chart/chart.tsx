import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '@/stores/settings';
import styles from './chart.module.css';

echarts.use([CanvasRenderer]);

export type ChartOption = echarts.EChartsCoreOption;
/** What a chart module registers: `LineChart`, `GridComponent`, … (`echarts.use` takes these). */
export type ChartParts = Parameters<typeof echarts.use>[0];

/** Registers the charts and components a chart module draws with (idempotent, module level). */
export function registerChartParts(parts: ChartParts): void {
  echarts.use(parts);
}

/** Series colours after the theme colour: ECharts' own palette without its first (blue) entry. */
const PALETTE = ['#91cc75', '#fac858', '#ee6666', '#73c0de', '#3ba272', '#fc8452', '#9a60b4', '#ea7ccc'];

export interface ChartTheme {
  /** The theme colour of the settings panel. */
  primary: string;
  /** The series palette: the theme colour first. */
  palette: string[];
}

/** A chart's data as a table: its text alternative, reachable by keyboard and screen reader. */
export interface ChartData {
  columns: string[];
  rows: string[][];
}

export interface ChartProps {
  /** The option, built from the theme (re-built when the theme colour changes). */
  option: (theme: ChartTheme) => ChartOption;
  /** Text alternative of the drawing (what it shows, for screen readers and tests). */
  label: string;
  height?: number | string;
  /** The data drawn, offered as a table under the chart. */
  data?: ChartData;
  className?: string;
  style?: CSSProperties;
}

/**
 * One ECharts instance in a div: created with the page's language (ECharts' own texts), given the
 * theme colour, resized with its box (window, sidebar, drawer), disposed on unmount. A hidden box
 * (a tab page kept in the cache) is not measured; the chart catches up when it shows again.
 * ECharts itself loads with the module that imports this component, never with the shell.
 */
export function Chart({ option, label, height = 320, data, className, style }: ChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | undefined>(undefined);
  const { i18n } = useTranslation();
  const locale = i18n.language === 'zh-CN' ? 'ZH' : 'EN';
  const primary = useSettings((s) => s.themeColor);
  const latest = useRef({ option, primary });
  useLayoutEffect(() => {
    latest.current = { option, primary };
  });

  // The locale is fixed at init: a language change makes a new instance.
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const instance = echarts.init(element, undefined, { locale });
    chart.current = instance;
    const { option: build, primary: color } = latest.current;
    instance.setOption(withTheme(build, color), { notMerge: true });
    let frame = 0;
    const resize = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (element.clientWidth > 0 && element.clientHeight > 0) instance.resize();
      });
    };
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(resize);
    observer?.observe(element);
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
      instance.dispose();
      chart.current = undefined;
    };
  }, [locale]);

  useEffect(() => {
    chart.current?.setOption(withTheme(option, primary), { notMerge: true, lazyUpdate: true });
  }, [option, primary]);

  const drawing = (
    <div
      ref={host}
      role="img"
      aria-label={label}
      className={className ? `${styles.chart} ${className}` : styles.chart}
      style={{ height, ...style }}
    />
  );
  if (!data) return drawing;
  return (
    <div>
      {drawing}
      <ChartDataTable label={label} data={data} />
    </div>
  );
}

/** The data under a closed disclosure; the table is built only once it is opened (long series). */
function ChartDataTable({ label, data }: { label: string; data: ChartData }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <details className={styles.data} onToggle={(e) => setOpen(e.currentTarget.open)} data-testid="chart-data">
      {/* tabIndex, though a summary takes the focus by itself: antd's focus lock (drawers, dialogs) counts
          only elements that say so, and let Tab leave a drawer whose last stop was this summary. */}
      <summary tabIndex={0}>{open ? t('a11y.hideChartData') : t('a11y.showChartData')}</summary>
      {open && (
        <div className={styles.dataScroll}>
          <table>
            <caption>{t('a11y.chartData', { title: label })}</caption>
            <thead>
              <tr>
                {data.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.rows.map((row, index) => (
                <tr key={index}>
                  {row.map((cell, column) =>
                    column === 0 ? (
                      <th key={column} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={column}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </details>
  );
}

function withTheme(build: ChartProps['option'], primary: string): ChartOption {
  const palette = [primary, ...PALETTE];
  return { color: palette, ...build({ primary, palette }) };
}
