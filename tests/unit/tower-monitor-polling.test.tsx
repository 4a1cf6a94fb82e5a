import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLivePolling } from '@/lib/live/use-live-polling';
import { PageShownContext } from '@/router/page-location';

const INTERVAL = 5_000;

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** Shows what the hook holds: the answer's number, and whether it is stale. */
function Live({ load }: { load: (signal: AbortSignal) => Promise<number> }) {
  const { data, stale } = useLivePolling(load, INTERVAL);
  return (
    <output aria-label="live">
      {data ?? '-'}
      {stale ? ' stale' : ''}
    </output>
  );
}

/** A loader answering 1, 2, 3, … (or failing when told), recording each signal. */
function loader() {
  let n = 0;
  const signals: AbortSignal[] = [];
  const failNext = { value: false };
  const load = vi.fn((signal: AbortSignal) => {
    signals.push(signal);
    if (failNext.value) {
      failNext.value = false;
      return Promise.reject(new Error('down'));
    }
    return Promise.resolve(++n);
  });
  return { load, signals, failNext };
}

/** Lets the answered promises settle and the next timer be armed. */
const settle = () => act(async () => {});
const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

beforeEach(() => {
  vi.useFakeTimers();
  setVisibility('visible');
});
afterEach(() => {
  vi.useRealTimers();
  setVisibility('visible');
});

describe('the monitor refresh (visibility-driven polling)', () => {
  it('asks at once, then every interval while shown; stops when unmounted (drawer closed)', async () => {
    const { load } = loader();
    const view = render(<Live load={load} />);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('live')).toHaveTextContent('1');
    await advance(INTERVAL);
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByLabelText('live')).toHaveTextContent('2');
    await advance(INTERVAL * 3);
    expect(load).toHaveBeenCalledTimes(5);

    view.unmount();
    await advance(INTERVAL * 5);
    expect(load).toHaveBeenCalledTimes(5);
  });

  it('pauses while the browser tab is hidden and asks at once when it shows again, without waiting an interval', async () => {
    const { load } = loader();
    render(<Live load={load} />);
    await settle();
    await advance(INTERVAL);
    expect(load).toHaveBeenCalledTimes(2);

    act(() => setVisibility('hidden'));
    await advance(INTERVAL * 6);
    expect(load).toHaveBeenCalledTimes(2);

    act(() => setVisibility('visible'));
    await settle();
    expect(load).toHaveBeenCalledTimes(3);
    expect(screen.getByLabelText('live')).toHaveTextContent('3');
    await advance(INTERVAL);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('aborts the call under way when hidden, and keeps no answer that arrives after', async () => {
    let resolve: ((value: number) => void) | undefined;
    const signals: AbortSignal[] = [];
    const load = vi.fn(
      (signal: AbortSignal) =>
        new Promise<number>((done) => {
          signals.push(signal);
          resolve = done;
        }),
    );
    render(<Live load={load} />);
    act(() => setVisibility('hidden'));
    expect(signals[0].aborted).toBe(true);
    await act(async () => resolve?.(7));
    expect(screen.getByLabelText('live')).toHaveTextContent('-');
  });

  it('stops while its page is kept behind another tag and resumes at once when shown', async () => {
    const { load } = loader();
    // What the tab cache tells each page it keeps.
    const Cached = ({ mode, children }: { mode: 'visible' | 'hidden'; children: ReactNode }) => (
      <PageShownContext value={mode === 'visible'}>{children}</PageShownContext>
    );
    const view = render(
      <Cached mode="visible">
        <Live load={load} />
      </Cached>,
    );
    await settle();
    await advance(INTERVAL);
    expect(load).toHaveBeenCalledTimes(2);

    view.rerender(
      <Cached mode="hidden">
        <Live load={load} />
      </Cached>,
    );
    await advance(INTERVAL * 4);
    expect(load).toHaveBeenCalledTimes(2);

    view.rerender(
      <Cached mode="visible">
        <Live load={load} />
      </Cached>,
    );
    await settle();
    expect(load).toHaveBeenCalledTimes(3);
    // The last answer was kept while hidden; the new one replaces it.
    expect(screen.getByLabelText('live')).toHaveTextContent('3');
  });

  it('marks a failed refresh stale and keeps the last data, until a refresh succeeds', async () => {
    const { load, failNext } = loader();
    render(<Live load={load} />);
    await settle();
    expect(screen.getByLabelText('live')).toHaveTextContent('1');

    failNext.value = true;
    await advance(INTERVAL);
    expect(screen.getByLabelText('live')).toHaveTextContent('1 stale');

    await advance(INTERVAL);
    expect(screen.getByLabelText('live')).toHaveTextContent('2');
    expect(screen.getByLabelText('live')).not.toHaveTextContent('stale');
  });
});
