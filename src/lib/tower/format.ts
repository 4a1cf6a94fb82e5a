import type { TFunction } from 'i18next';
import { toDate } from '@/utils/time';

/** A duration in seconds as the reader says it: `1 h 5 min`; under a minute in seconds. */
export function formatDuration(seconds: number, t: TFunction): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '';
  const s = Math.round(seconds);
  if (s < 60) return t('tower:duration.seconds', { count: s });
  const days = Math.floor(s / 86_400);
  const hours = Math.floor((s % 86_400) / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const parts: string[] = [];
  if (days) parts.push(t('tower:duration.days', { count: days }));
  if (hours) parts.push(t('tower:duration.hours', { count: hours }));
  if (minutes && !days) parts.push(t('tower:duration.minutes', { count: minutes }));
  return parts.join(' ');
}

/** Seconds between two server times; undefined when either is missing or invalid. */
export function secondsBetween(start: unknown, end: unknown): number | undefined {
  const a = toDate(typeof start === 'string' ? start : undefined);
  const b = toDate(typeof end === 'string' ? end : undefined);
  return a && b ? (b.getTime() - a.getTime()) / 1000 : undefined;
}
