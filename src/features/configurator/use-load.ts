import { useCallback, useEffect, useRef, useState } from 'react';

export interface Loaded<T> {
  data: T | undefined;
  loading: boolean;
  failed: boolean;
  reload: () => void;
}

/**
 * Runs `load` when `key` changes (a string naming what is asked for), aborting the previous call
 * and leaving the page: only the latest answer lands (invariant 8). `key` undefined loads nothing.
 */
export function useLoad<T>(key: string | undefined, load: (signal: AbortSignal) => Promise<T>): Loaded<T> {
  const [state, setState] = useState<{ key?: string; data?: T; failed: boolean }>({ failed: false });
  const [attempt, setAttempt] = useState(0);
  // The latest `load` (callers pass inline functions); what is asked for is named by `key`.
  const latest = useRef(load);
  useEffect(() => {
    latest.current = load;
  });
  useEffect(() => {
    if (key === undefined) return;
    const controller = new AbortController();
    latest.current(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ key, data, failed: false }),
      () => !controller.signal.aborted && setState({ key, failed: true }),
    );
    return () => controller.abort();
  }, [key, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const current = state.key === key;
  return {
    data: current ? state.data : undefined,
    loading: key !== undefined && (!current || (state.data === undefined && !state.failed)),
    failed: current && state.failed,
    reload,
  };
}
