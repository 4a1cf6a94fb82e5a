import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '../memory-router';
import { CrashPanel } from '@/components/feedback/crash-panel';
import { ErrorBoundary } from '@/components/feedback/error-boundary';
import {
  ERROR_LOG_LIMIT,
  FLUSH_INTERVAL_MS,
  flushErrorLog,
  installErrorLog,
  scrub,
  useErrorLog,
} from '@/lib/error-log/error-log';
import { ErrorLogButton } from '@/layout/error-log-button';
import { Providers } from '@/app/providers';
import { i18n } from '@/lib/i18n';

describe('error log', () => {
  afterEach(() => useErrorLog.getState().clear());

  it('keeps the newest 50 entries with time, message, stack and route, and counts the rest as dropped', () => {
    for (let i = 0; i < ERROR_LOG_LIMIT + 5; i++) useErrorLog.getState().add(new Error(`boom ${i}`));
    flushErrorLog();
    const { entries, dropped } = useErrorLog.getState();
    expect(entries).toHaveLength(ERROR_LOG_LIMIT);
    expect(dropped).toBe(5);
    expect(entries.at(-1)?.message).toBe('boom 5');
    expect(entries[0]).toMatchObject({ message: `boom ${ERROR_LOG_LIMIT + 4}`, route: window.location.pathname });
    expect(typeof entries[0].time).toBe('number');
    expect(entries[0].stack).toContain('boom');
  });

  it('never keeps a token', () => {
    useErrorLog.getState().add(new Error('401 for Bearer abc.def.ghi at /x?token=secret123'));
    expect(JSON.stringify(useErrorLog.getState().entries)).not.toMatch(/abc\.def\.ghi|secret123/);
  });

  it('never keeps a password, in query, form, key-value or JSON style, message and stack alike', () => {
    const secrets = ['hunter2', 'S3cr3t!x', 'p@ss word', 'old-pw-1', 'new-pw-2', 'pwd-777', 'ck-999', 'esc-aped'];
    const error = new Error(
      [
        'login failed: /user/login?username=admin&password=hunter2&x=1',
        'body {"username":"admin","password":"S3cr3t!x"}',
        '{"password": "p@ss word", "oldPassword":"old-pw-1", "newPassword":"new-pw-2"}',
        'form pwd=pwd-777; cookie Admin-Token=ck-999',
        'twice quoted {\\"password\\":\\"esc-aped\\"}',
      ].join('\n'),
    );
    error.stack = `Error: password: hunter2\n    at submit (login.ts?pwd=pwd-777)`;
    useErrorLog.getState().add(error);
    const kept = JSON.stringify(useErrorLog.getState().entries);
    for (const secret of secrets) expect(kept).not.toContain(secret);
    // What is not secret stays readable.
    expect(kept).toContain('username=admin');
    expect(kept).toContain('/user/login');
  });

  it('redacts each form once and leaves ordinary words alone', () => {
    expect(scrub('password=abc&next=/x')).toBe('password=***&next=/x');
    expect(scrub('{"password":"a\\"b","name":"n"}')).toBe('{"password":"***","name":"n"}');
    expect(scrub('the password is required')).toBe('the password is required');
    expect(scrub('Authorization: Bearer abc.def')).toBe('Authorization: Bearer ***');
  });

  it('counts a repeat within the window on one entry, and shows the count and the dropped errors', async () => {
    const { add } = useErrorLog.getState();
    add(new Error('gauge failed'));
    add(new Error('gauge failed'));
    add(new Error('gauge failed'));
    for (let i = 0; i < ERROR_LOG_LIMIT; i++) add(new Error(`sensor ${i} offline`));
    flushErrorLog();
    expect(useErrorLog.getState().dropped).toBe(3);
    add(new Error('sensor 49 offline'));
    flushErrorLog();
    expect(useErrorLog.getState().entries[0]).toMatchObject({ message: 'sensor 49 offline', count: 2 });

    render(
      <Providers>
        <ErrorLogButton />
      </Providers>,
    );
    await userEvent.click(screen.getByTestId('error-log'));
    expect(await screen.findByText('另有 3 次较早的错误未保留（日志只保留最近 50 条）')).toBeInTheDocument();
    const cells = screen.getByText('sensor 49 offline').closest('tr')?.querySelectorAll('td');
    // Time, page, times seen, message.
    expect(cells?.[2]).toHaveTextContent(/^2$/);
  });

  it("names its button with the count the badge shows, in the reader's language", async () => {
    useErrorLog.getState().add(new Error('gauge failed'));
    useErrorLog.getState().add(new Error('sensor offline'));
    flushErrorLog();
    render(
      <Providers>
        <ErrorLogButton />
      </Providers>,
    );
    expect(screen.getByRole('button', { name: '错误日志 2' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
    try {
      expect(screen.getByRole('button', { name: 'Error log 2' })).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('zh-CN'));
    }
  });

  it('a storm of errors for 10 s changes the state a few times per second, not once per error', () => {
    vi.useFakeTimers();
    try {
      const changes = vi.fn();
      const stop = useErrorLog.subscribe(changes);
      const { add } = useErrorLog.getState();
      // A component throwing on every frame, and a few other failures, for 10 s.
      for (let frame = 0; frame < 600; frame++) {
        for (let i = 0; i < 20; i++) add(new Error('Cannot read properties of undefined (reading "weight")'));
        if (frame % 60 === 0) add(new Error(`tower ${frame} timed out`));
        vi.advanceTimersByTime(1000 / 60);
      }
      vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
      stop();
      const { entries, dropped } = useErrorLog.getState();
      expect(changes.mock.calls.length).toBeLessThanOrEqual((10_000 / FLUSH_INTERVAL_MS) * 1.1 + 2);
      expect(entries.find((e) => e.message.includes('reading "weight"'))?.count).toBe(12_000);
      expect(entries).toHaveLength(11);
      expect(dropped).toBe(0);
    } finally {
      vi.useRealTimers();
    }
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
    flushErrorLog();
    expect(useErrorLog.getState().entries).toHaveLength(ERROR_LOG_LIMIT);
    expect(useErrorLog.getState().entries[0]?.message).toBe(`load cell ${ERROR_LOG_LIMIT + 9} overloaded`);
  });
});
