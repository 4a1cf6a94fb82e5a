import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { addDateRange } from '@/utils/date-range';
import { formatNumber } from '@/utils/number';
import { formatRelativeTime, formatTime, toDate } from '@/utils/time';

const local = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0) => new Date(y, mo - 1, d, h, mi, s);

describe('formatTime', () => {
  const moment = local(2026, 3, 7, 9, 5, 4);

  it('formats Date, milliseconds, 10-digit seconds and numeric strings as YYYY-MM-DD HH:mm:ss', () => {
    expect(formatTime(moment)).toBe('2026-03-07 09:05:04');
    expect(formatTime(moment.getTime())).toBe('2026-03-07 09:05:04');
    expect(formatTime(Math.floor(moment.getTime() / 1000))).toBe('2026-03-07 09:05:04');
    expect(formatTime(String(Math.floor(moment.getTime() / 1000)))).toBe('2026-03-07 09:05:04');
    expect(formatTime(dayjs(moment))).toBe('2026-03-07 09:05:04');
  });

  it('reads the server format, ISO strings and date-only strings', () => {
    expect(formatTime('2026-03-07 09:05:04')).toBe('2026-03-07 09:05:04');
    expect(formatTime('2026-03-07T09:05:04')).toBe('2026-03-07 09:05:04');
    expect(formatTime('2026-03-07T09:05:04.250')).toBe('2026-03-07 09:05:04');
    expect(formatTime('2026/3/7')).toBe('2026-03-07 00:00:00');
    const utc = '2026-03-07T09:05:04Z';
    expect(formatTime(utc)).toBe(dayjs(new Date(Date.UTC(2026, 2, 7, 9, 5, 4))).format('YYYY-MM-DD HH:mm:ss'));
    expect(toDate('2026-03-07T09:05:04+08:00')?.getTime()).toBe(Date.UTC(2026, 2, 7, 1, 5, 4));
  });

  it('applies a pattern', () => {
    expect(formatTime(moment, 'YYYY-MM-DD')).toBe('2026-03-07');
    expect(formatTime(moment, 'HH:mm')).toBe('09:05');
  });

  it('returns an empty string for empty or invalid input', () => {
    for (const bad of [null, undefined, '', '   ', 'yesterday', '2026-02-30 10:00:00', '2026-13-01', NaN, Infinity]) {
      expect(formatTime(bad as never)).toBe('');
    }
    expect(formatTime(new Date('nope'))).toBe('');
  });
});

describe('formatRelativeTime', () => {
  const now = local(2026, 5, 20, 12, 0, 0);
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

  afterEach(() => i18n.changeLanguage('zh-CN'));

  it('follows the §9 steps in Chinese', () => {
    expect(formatRelativeTime(ago(0), { now })).toBe('刚刚');
    expect(formatRelativeTime(ago(29), { now })).toBe('刚刚');
    expect(formatRelativeTime(ago(30), { now })).toBe('1分钟前');
    expect(formatRelativeTime(ago(5 * 60), { now })).toBe('5分钟前');
    expect(formatRelativeTime(ago(3599), { now })).toBe('60分钟前');
    expect(formatRelativeTime(ago(3600), { now })).toBe('1小时前');
    expect(formatRelativeTime(ago(5 * 3600), { now })).toBe('5小时前');
    expect(formatRelativeTime(ago(86400), { now })).toBe('1天前');
    expect(formatRelativeTime(ago(2 * 86400 - 1), { now })).toBe('1天前');
    expect(formatRelativeTime(local(2026, 5, 10, 8, 30), { now })).toBe('5月10日8时30分');
  });

  it('speaks English after a language switch', async () => {
    await i18n.changeLanguage('en');
    expect(formatRelativeTime(ago(10), { now })).toBe('just now');
    expect(formatRelativeTime(ago(60), { now })).toBe('1 minute ago');
    expect(formatRelativeTime(ago(120), { now })).toBe('2 minutes ago');
    expect(formatRelativeTime(ago(3600), { now })).toBe('1 hour ago');
    expect(formatRelativeTime(ago(7200), { now })).toBe('2 hours ago');
    expect(formatRelativeTime(ago(100000), { now })).toBe('1 day ago');
    expect(formatRelativeTime(local(2026, 5, 10, 8, 30), { now })).toBe('May 10, 08:30');
  });

  it('formats older (or future) times with the given pattern, and accepts seconds and server strings', () => {
    expect(formatRelativeTime('2026-01-02 03:04:05', { now, pattern: 'YYYY-MM-DD HH:mm' })).toBe('2026-01-02 03:04');
    expect(formatRelativeTime(local(2026, 6, 1), { now, pattern: 'YYYY-MM-DD' })).toBe('2026-06-01');
    expect(formatRelativeTime(Math.floor(ago(90).getTime() / 1000), { now })).toBe('2分钟前');
    expect(formatRelativeTime('', { now })).toBe('');
    expect(formatRelativeTime('garbage', { now })).toBe('');
  });

  it('measures against the real clock by default', () => {
    expect(formatRelativeTime(new Date())).toBe('刚刚');
  });
});

describe('formatNumber', () => {
  it('uses k, M, G, T, P and E', () => {
    expect(formatNumber(1e3)).toBe('1k');
    expect(formatNumber(1.5e6)).toBe('1.5M');
    expect(formatNumber(2.25e9)).toBe('2.25G');
    expect(formatNumber(3e12)).toBe('3T');
    expect(formatNumber(4.1e15)).toBe('4.1P');
    expect(formatNumber(5e18)).toBe('5E');
    expect(formatNumber(7e21)).toBe('7000E');
  });

  it('rounds to the given digits and drops trailing zeros', () => {
    expect(formatNumber(1234, 1)).toBe('1.2k');
    expect(formatNumber(1250, 0)).toBe('1k');
    expect(formatNumber(1_234_567, 3)).toBe('1.235M');
    expect(formatNumber(1_200_000, 3)).toBe('1.2M');
    expect(formatNumber(999_999, 1)).toBe('1M');
  });

  it('leaves small numbers alone, keeps the sign and rejects non-numbers', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(12.5)).toBe('12.5');
    expect(formatNumber(-2500)).toBe('-2.5k');
    expect(formatNumber('4500')).toBe('4.5k');
    expect(formatNumber(NaN)).toBe('');
    expect(formatNumber(undefined)).toBe('');
    expect(formatNumber('abc')).toBe('');
  });
});

describe('addDateRange', () => {
  const query = { page: 1, limit: 20, userName: 'admin' };

  it('adds beginTime/endTime covering whole days for a date range', () => {
    const result = addDateRange(query, ['2026-03-01', '2026-03-31']);
    expect(result).toEqual({ ...query, beginTime: '2026-03-01 00:00:00', endTime: '2026-03-31 23:59:59' });
    expect(result).not.toBe(query);
    expect(query).toEqual({ page: 1, limit: 20, userName: 'admin' });
  });

  it('takes Date and dayjs values (a RangePicker) as whole days', () => {
    const result = addDateRange(query, [dayjs(local(2026, 3, 1, 15, 20)), local(2026, 3, 2, 8, 0)]);
    expect(result.beginTime).toBe('2026-03-01 00:00:00');
    expect(result.endTime).toBe('2026-03-02 23:59:59');
  });

  it('keeps exact times when asked or when the strings carry them', () => {
    expect(
      addDateRange({}, [local(2026, 3, 1, 15, 20), local(2026, 3, 2, 8, 0)], undefined, { keepTime: true }),
    ).toEqual({ beginTime: '2026-03-01 15:20:00', endTime: '2026-03-02 08:00:00' });
    expect(addDateRange({}, ['2026-03-01 06:00:00', '2026-03-01 18:30:00'])).toEqual({
      beginTime: '2026-03-01 06:00:00',
      endTime: '2026-03-01 18:30:00',
    });
  });

  it('names the params begin{PropName}/end{PropName}', () => {
    expect(addDateRange({}, ['2026-03-01', '2026-03-02'], 'CreateTime')).toEqual({
      beginCreateTime: '2026-03-01 00:00:00',
      endCreateTime: '2026-03-02 23:59:59',
    });
    expect(addDateRange({}, ['2026-03-01', '2026-03-02'], 'loginDate')).toHaveProperty(
      'beginLoginDate',
      '2026-03-01 00:00:00',
    );
  });

  it('leaves the query untouched for an empty range, but still returns a new object', () => {
    for (const empty of [undefined, null, [], [null, null], ['', ''], ['bad', 'worse']]) {
      const result = addDateRange(query, empty as never);
      expect(result).toEqual(query);
      expect(result).not.toBe(query);
    }
  });
});
