export {
  Chart,
  registerChartParts,
  type ChartOption,
  type ChartParts,
  type ChartProps,
  type ChartTheme,
} from './chart';
