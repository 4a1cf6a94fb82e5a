import { useEffect, useRef, useState } from 'react';
import { usePageShown } from '@/router/page-location';
import { toDate, type TimeInput } from '@/utils/time';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A duration in its two largest units, `3 d 4 h`, `2 h 5 min`; under a minute in words. */
export function formatDuration(ms: number, t: Translate): string {
  if (!Number.isFinite(ms) || ms < MINUTE) return t('device:duration.lessThanMinute');
  const days = Math.floor(ms / DAY);
  const hours = Math.floor((ms % DAY) / HOUR);
  const minutes = Math.floor((ms % HOUR) / MINUTE);
  const parts: string[] = [];
  if (days > 0) parts.push(t('device:duration.d', { count: days }));
  if (hours > 0) parts.push(t('device:duration.h', { count: hours }));
  if (days === 0 && minutes > 0) parts.push(t('device:duration.m', { count: minutes }));
  return parts.slice(0, 2).join(' ');
}

/** Milliseconds from one time to another (or to now); undefined when either is missing or invalid. */
export function durationBetween(from: TimeInput, to: TimeInput, now: number): number | undefined {
  const start = toDate(from);
  if (!start) return undefined;
  const end = to === undefined || to === null || to === '' ? new Date(now) : toDate(to);
  return end ? Math.max(0, end.getTime() - start.getTime()) : undefined;
}

/**
 * The current time, updated every `intervalMs` so live durations tick on; it stands still while
 * the page is kept behind another tag and is current again as soon as the page shows.
 */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  const shown = usePageShown();
  const hidden = useRef(false);
  useEffect(() => {
    if (!shown) {
      hidden.current = true;
      return;
    }
    // Back on screen after a while behind another tag: catch up at once.
    const catchUp = hidden.current ? window.setTimeout(() => setNow(Date.now())) : undefined;
    hidden.current = false;
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => {
      window.clearTimeout(catchUp);
      window.clearInterval(timer);
    };
  }, [intervalMs, shown]);
  return now;
}
