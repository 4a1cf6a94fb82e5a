import { useCallback, useEffect, useRef, useState } from 'react';
import { isCanceled } from '@/api/types';
import { usePageShown } from '@/router/page-location';

export interface LivePollingState<T> {
  /** The last answer (kept when a later refresh fails). */
  data?: T;
  /** The last refresh failed: what is shown is older than it should be. */
  stale: boolean;
  /** When the shown data arrived (ms). */
  receivedAt?: number;
}

export interface LivePolling<T> extends LivePollingState<T> {
  /** Asks again now (a retry button); nothing while a call is under way or polling is stopped. */
  retry: () => void;
}

/**
 * Calls `load` now and then every `intervalMs` while `enabled`, the browser tab is visible and the
 * page is on screen (a page kept behind another tag stops). Stopping aborts the call under way;
 * showing again asks at once (no gap, no wait for the next tick). A failure keeps the last data and
 * marks it stale; `load` should be silent.
 * Without data, `stale` means the first call failed: show a retry (`retry()` asks at once).
 */
export function useLivePolling<T>(
  load: (signal: AbortSignal) => Promise<T>,
  intervalMs: number,
  enabled = true,
): LivePolling<T> {
  const [state, setState] = useState<LivePollingState<T>>({ stale: false });
  const loader = useRef(load);
  const kick = useRef<() => void>(() => {});
  useEffect(() => {
    loader.current = load;
  }, [load]);

  const shown = usePageShown();
  const running = enabled && shown;
  useEffect(() => {
    if (!running) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | undefined;
    let stopped = false;
    const visible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

    const pause = () => {
      clearTimeout(timer);
      timer = undefined;
      controller?.abort();
      controller = undefined;
    };
    const tick = () => {
      timer = undefined;
      if (stopped || !visible() || controller) return;
      const call = new AbortController();
      controller = call;
      loader
        .current(call.signal)
        .then(
          (data) => {
            if (call.signal.aborted) return;
            setState({ data, stale: false, receivedAt: Date.now() });
          },
          (error: unknown) => {
            if (call.signal.aborted || isCanceled(error)) return;
            setState((previous) => ({ ...previous, stale: true }));
          },
        )
        .finally(() => {
          if (controller !== call) return;
          controller = undefined;
          if (!stopped && visible()) timer = setTimeout(tick, intervalMs);
        });
    };
    const onVisibility = () => {
      if (!visible()) pause();
      else if (!timer && !controller) tick();
    };

    kick.current = () => {
      if (controller) return;
      clearTimeout(timer);
      tick();
    };
    document.addEventListener('visibilitychange', onVisibility);
    tick();
    return () => {
      kick.current = () => {};
      stopped = true;
      pause();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [running, intervalMs]);

  const retry = useCallback(() => kick.current(), []);
  return { ...state, retry };
}
