import { afterEach, describe, expect, it } from 'vitest';
import { ERROR_LOG_LIMIT, installErrorLog, useErrorLog } from '@/lib/error-log/error-log';

describe('error log', () => {
  afterEach(() => useErrorLog.getState().clear());

  it('keeps the newest 50 entries with time, message, stack and route', () => {
    for (let i = 0; i < ERROR_LOG_LIMIT + 5; i++) useErrorLog.getState().add(new Error(`boom ${i}`));
    const { entries } = useErrorLog.getState();
    expect(entries).toHaveLength(ERROR_LOG_LIMIT);
    expect(entries[0]).toMatchObject({ message: `boom ${ERROR_LOG_LIMIT + 4}`, route: window.location.pathname });
    expect(typeof entries[0].time).toBe('number');
    expect(entries[0].stack).toContain('boom');
  });

  it('never keeps a token', () => {
    useErrorLog.getState().add(new Error('401 for Bearer abc.def.ghi at /x?token=secret123'));
    expect(JSON.stringify(useErrorLog.getState().entries)).not.toMatch(/abc\.def\.ghi|secret123/);
  });

  it('collects unhandled rejections once installed', () => {
    const uninstall = installErrorLog();
    const event = new Event('unhandledrejection') as Event & { reason?: unknown };
    event.reason = new Error('lost promise');
    window.dispatchEvent(event);
    uninstall();
    expect(useErrorLog.getState().entries[0]?.message).toBe('lost promise');
  });
});
