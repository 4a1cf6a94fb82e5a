import { describe, expect, it } from 'vitest';
import { nextRuns, parseCron, type Cron } from '@/lib/cron';
import { formatTime } from '@/utils/time';

function cron(expression: string): Cron {
  const parsed = parseCron(expression);
  if (!parsed.ok) throw new Error(`${expression}: ${JSON.stringify(parsed.error)}`);
  return parsed.cron;
}

const runs = (expression: string, from: string, count = 5) =>
  nextRuns(cron(expression), new Date(from), count).map((d) => formatTime(d));

describe('Quartz cron evaluator', () => {
  it('refuses what the scheduler refuses, saying why', () => {
    expect(parseCron('')).toEqual({ ok: false, error: { reason: 'empty' } });
    expect(parseCron('0 0 * * *')).toEqual({ ok: false, error: { reason: 'fieldCount', count: 5 } });
    expect(parseCron('0 0 2 * * *')).toEqual({ ok: false, error: { reason: 'dayQuestion' } });
    expect(parseCron('0 0 2 ? * ?')).toEqual({ ok: false, error: { reason: 'dayQuestion' } });
    expect(parseCron('60 0 2 * * ?')).toEqual({ ok: false, error: { reason: 'field', field: 'second', part: '60' } });
    expect(parseCron('0 0 24 * * ?')).toMatchObject({ ok: false, error: { field: 'hour' } });
    expect(parseCron('0 0/0 * * * ?')).toMatchObject({ ok: false, error: { field: 'minute' } });
    expect(parseCron('0 0 1 ? * MON#6')).toMatchObject({ ok: false, error: { field: 'dayOfWeek' } });
    expect(parseCron('0 0 1 ? FOO *')).toMatchObject({ ok: false, error: { field: 'month' } });
    expect(parseCron('0 0 1 1 * ? 2100')).toMatchObject({ ok: false, error: { field: 'year' } });
    expect(parseCron('0 0 1 1,,2 * ?')).toMatchObject({ ok: false, error: { field: 'dayOfMonth' } });
  });

  it('accepts the seeded jobs and the usual forms', () => {
    for (const expression of [
      '0 0 2 * * ?',
      '0 30 3 ? * SUN',
      '0 0/10 * * * ?',
      '0/30 * * * * ?',
      '0 15 0 1 * ?',
      '0 0 12 ? * MON-FRI',
      '0 0 10 L * ?',
      '0 0 10 LW * ?',
      '0 0 10 15W * ?',
      '0 0 10 ? * 6L',
      '0 0 10 ? * 2#1',
      '0 0 8 * JAN,JUL ? 2027',
    ])
      expect(parseCron(expression).ok, expression).toBe(true);
  });

  it('lists the next five runs of a step expression', () => {
    expect(runs('0 0/10 * * * ?', '2026-03-01 23:35:10')).toEqual([
      '2026-03-01 23:40:00',
      '2026-03-01 23:50:00',
      '2026-03-02 00:00:00',
      '2026-03-02 00:10:00',
      '2026-03-02 00:20:00',
    ]);
    expect(runs('0/30 * * * * ?', '2026-03-01 08:00:00', 3)).toEqual([
      '2026-03-01 08:00:30',
      '2026-03-01 08:01:00',
      '2026-03-01 08:01:30',
    ]);
  });

  it('runs strictly after the reference time', () => {
    expect(runs('0 0 2 * * ?', '2026-03-01 02:00:00', 2)).toEqual(['2026-03-02 02:00:00', '2026-03-03 02:00:00']);
  });

  it('handles weekdays, ranges and week-day names (1 = SUN)', () => {
    // 2026-03-06 is a Friday.
    expect(runs('0 0 12 ? * MON-FRI', '2026-03-06 13:00:00', 3)).toEqual([
      '2026-03-09 12:00:00',
      '2026-03-10 12:00:00',
      '2026-03-11 12:00:00',
    ]);
    expect(runs('0 30 3 ? * 1', '2026-03-06 00:00:00', 2)).toEqual(['2026-03-08 03:30:00', '2026-03-15 03:30:00']);
    expect(runs('0 0 22-2 * * ?', '2026-03-01 21:00:00', 5)).toEqual([
      '2026-03-01 22:00:00',
      '2026-03-01 23:00:00',
      '2026-03-02 00:00:00',
      '2026-03-02 01:00:00',
      '2026-03-02 02:00:00',
    ]);
  });

  it('handles last day, nearest weekday, last and nth weekday of the month', () => {
    expect(runs('0 0 10 L * ?', '2026-01-31 11:00:00', 3)).toEqual([
      '2026-02-28 10:00:00',
      '2026-03-31 10:00:00',
      '2026-04-30 10:00:00',
    ]);
    expect(runs('0 0 10 L-2 * ?', '2026-02-01 00:00:00', 1)).toEqual(['2026-02-26 10:00:00']);
    // 2026-03-15 is a Sunday: the nearest weekday is Monday the 16th. 2026-05-31 is a Sunday: LW is Friday 29th.
    expect(runs('0 0 10 15W * ?', '2026-03-01 00:00:00', 1)).toEqual(['2026-03-16 10:00:00']);
    expect(runs('0 0 10 LW * ?', '2026-05-01 00:00:00', 1)).toEqual(['2026-05-29 10:00:00']);
    // Last Friday (6L) of March 2026 is the 27th; first Monday (2#1) of April 2026 is the 6th.
    expect(runs('0 0 10 ? * 6L', '2026-03-01 00:00:00', 1)).toEqual(['2026-03-27 10:00:00']);
    expect(runs('0 0 10 ? * 2#1', '2026-03-03 00:00:00', 1)).toEqual(['2026-04-06 10:00:00']);
  });

  it('honours months and years, and stops when the years run out', () => {
    expect(runs('0 0 8 1 JAN,JUL ? 2027', '2026-03-01 00:00:00')).toEqual([
      '2027-01-01 08:00:00',
      '2027-07-01 08:00:00',
    ]);
    expect(runs('0 0 8 1 * ? 2020', '2026-03-01 00:00:00')).toEqual([]);
    expect(runs('0 0 0 29 2 ?', '2026-01-01 00:00:00', 2)).toEqual(['2028-02-29 00:00:00', '2032-02-29 00:00:00']);
  });
});
