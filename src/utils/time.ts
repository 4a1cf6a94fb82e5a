import dayjs from 'dayjs';
import { t } from '@/lib/i18n';

/** Anything the server or a picker hands over as a point in time. */
export type TimeInput = Date | number | string | { toDate: () => Date } | null | undefined;

/** §9 default: year-month-day hour:minute:second, the format the server sends and expects. */
export const DEFAULT_TIME_PATTERN = 'YYYY-MM-DD HH:mm:ss';

// 'YYYY-MM-DD', 'YYYY/MM/DD', optionally ' HH:mm' or ' HH:mm:ss' (or 'T'), read as local time.
const LOCAL_TIME = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?$/;
// ISO 8601 with an offset or Z: the offset decides the instant.
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

function fromNumber(value: number): Date | undefined {
  if (!Number.isFinite(value)) return undefined;
  // A 10-digit value is Unix seconds (the backend's and RuoYi's convention); anything else is ms.
  const ms = String(Math.trunc(Math.abs(value))).length === 10 ? value * 1000 : value;
  return new Date(ms);
}

function fromLocalParts(match: RegExpExecArray): Date | undefined {
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part ?? 0));
  const ms = Number((match[7] ?? '0').padEnd(3, '0'));
  const date = new Date(year, month - 1, day, hour, minute, second, ms);
  // Reject what Date would silently roll over (2024-02-30, 25:00).
  const same =
    date.getFullYear() === year &&
    date.getMonth() === month - 1 &&
    date.getDate() === day &&
    date.getHours() === hour &&
    date.getMinutes() === minute &&
    date.getSeconds() === second;
  return same ? date : undefined;
}

/** Reads a time value; undefined for empty or invalid input. */
export function toDate(value: TimeInput): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  let date: Date | undefined;
  if (value instanceof Date) date = new Date(value.getTime());
  else if (typeof value === 'number') date = fromNumber(value);
  else if (typeof value === 'string') {
    const text = value.trim();
    const local = LOCAL_TIME.exec(text);
    if (/^-?\d+$/.test(text)) date = fromNumber(Number(text));
    else if (local) date = fromLocalParts(local);
    else if (ISO_WITH_ZONE.test(text)) date = new Date(text);
  } else if (typeof value === 'object' && typeof value.toDate === 'function') {
    date = value.toDate();
  }
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}

/** Formats a time with dayjs tokens (default `YYYY-MM-DD HH:mm:ss`); '' for empty or invalid input. */
export function formatTime(value: TimeInput, pattern: string = DEFAULT_TIME_PATTERN): string {
  const date = toDate(value);
  return date ? dayjs(date).format(pattern) : '';
}

export interface RelativeTimeOptions {
  /** Format for times two days or more away; default a short localized month-day-time. */
  pattern?: string;
  /** The reference 'now' (tests, or a list rendered against one clock). */
  now?: TimeInput;
}

/**
 * §9 relative time, as vue-element-admin's formatTime: 'just now' under 30 s, minutes under an
 * hour, hours under a day, '1 day ago' under two days, otherwise the formatted date.
 */
export function formatRelativeTime(value: TimeInput, options: RelativeTimeOptions = {}): string {
  const date = toDate(value);
  if (!date) return '';
  const now = toDate(options.now ?? Date.now()) ?? new Date();
  const seconds = (now.getTime() - date.getTime()) / 1000;
  const pattern = options.pattern ?? t('utils:relativeTime.datePattern');
  if (seconds < -30) return dayjs(date).format(pattern);
  if (seconds < 30) return t('utils:relativeTime.justNow');
  if (seconds < 3600) return t('utils:relativeTime.minutesAgo', { count: Math.ceil(seconds / 60) });
  if (seconds < 86400) return t('utils:relativeTime.hoursAgo', { count: Math.ceil(seconds / 3600) });
  if (seconds < 86400 * 2) return t('utils:relativeTime.oneDayAgo');
  return dayjs(date).format(pattern);
}
