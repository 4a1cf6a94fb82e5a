import dayjs from 'dayjs';
import { DEFAULT_TIME_PATTERN, toDate, type TimeInput } from './time';

export type DateRange = readonly [TimeInput, TimeInput] | readonly TimeInput[] | null | undefined;

export interface DateRangeOptions {
  /** Keep the picked times (a picker with `showTime`) instead of whole days. */
  keepTime?: boolean;
}

const DATE_ONLY = /^\d{4}[-/]\d{1,2}[-/]\d{1,2}$/;

function bound(value: TimeInput, edge: 'start' | 'end', keepTime: boolean): string | undefined {
  const date = toDate(value);
  if (!date) return undefined;
  // A string with a time of day says exactly what it means; dates and pickers' values are whole days.
  const hasTime = typeof value === 'string' && !DATE_ONLY.test(value.trim());
  const day = dayjs(date);
  if (keepTime || hasTime) return day.format(DEFAULT_TIME_PATTERN);
  return (edge === 'start' ? day.startOf('day') : day.endOf('day')).format(DEFAULT_TIME_PATTERN);
}

/**
 * §9 / CONTRACT.md date-range params: a new query with `beginTime`/`endTime` (or
 * `begin{PropName}`/`end{PropName}`) as `YYYY-MM-DD HH:mm:ss`, from 00:00:00 of the first day to
 * 23:59:59 of the last. An empty range leaves the query as it was.
 */
export function addDateRange<Q extends object>(
  query: Q,
  range: DateRange,
  propName?: string,
  options: DateRangeOptions = {},
): Q & Record<string, string> {
  const next = { ...query } as Q & Record<string, string>;
  if (!Array.isArray(range)) return next;
  const suffix = propName ? propName.charAt(0).toUpperCase() + propName.slice(1) : 'Time';
  const begin = bound(range[0], 'start', Boolean(options.keepTime));
  const end = bound(range[1], 'end', Boolean(options.keepTime));
  if (begin) (next as Record<string, string>)[`begin${suffix}`] = begin;
  if (end) (next as Record<string, string>)[`end${suffix}`] = end;
  return next;
}
