import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { CrashPanel } from '@/components/feedback/crash-panel';
import { ErrorBoundary } from '@/components/feedback/error-boundary';
import { ERROR_LOG_LIMIT, installErrorLog, useErrorLog } from '@/lib/error-log/error-log';
import { Providers } from '@/app/providers';

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

  it('logs a render error caught by a page boundary, and retry renders the page again', async () => {
    const uninstall = installErrorLog();
    let broken = true;
    function Page() {
      if (broken) throw new Error('tower gauge exploded');
      return <p>gauge ok</p>;
    }
    let retries = 0;
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Providers>
        <MemoryRouter>
          <ErrorBoundary onRetry={() => (retries += 1)} fallback={(retry) => <CrashPanel onRetry={retry} />}>
            <Page />
          </ErrorBoundary>
        </MemoryRouter>
      </Providers>,
    );
    expect(await screen.findByText('页面出错了')).toBeInTheDocument();
    expect(useErrorLog.getState().entries[0]?.message).toBe('tower gauge exploded');
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('gauge ok')).toBeInTheDocument();
    expect(retries).toBe(1);
    quiet.mockRestore();
    uninstall();
  });

  it('keeps one entry for the same error reported twice at once, and bounds the log', () => {
    const { add } = useErrorLog.getState();
    add(new Error('chunk config.js failed'));
    add(new Error('chunk config.js failed'));
    expect(useErrorLog.getState().entries).toHaveLength(1);
    for (let i = 0; i < ERROR_LOG_LIMIT + 10; i++) add(new Error(`load cell ${i} overloaded`));
    expect(useErrorLog.getState().entries).toHaveLength(ERROR_LOG_LIMIT);
    expect(useErrorLog.getState().entries[0]?.message).toBe(`load cell ${ERROR_LOG_LIMIT + 9} overloaded`);
  });
});
