import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { queryClient } from '@/lib/query/client';
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

let polls = 0;
const hidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

/**
 * Calls `load` now and then every `intervalMs` (a query's `refetchInterval`, which skips its ticks
 * while the browser tab is hidden) while `enabled` and the page is on screen (a page kept behind
 * another tag stops). Stopping or hiding the tab cancels the call under way; showing again asks at
 * once. A failure keeps the last data and marks it stale; `load` should be silent.
 * Without data, `stale` means the first call failed: show a retry (`retry()` asks at once).
 */
export function useLivePolling<T>(
  load: (signal: AbortSignal) => Promise<T>,
  intervalMs: number,
  enabled = true,
): LivePolling<T> {
  const loader = useRef(load);
  useEffect(() => {
    loader.current = load;
  }, [load]);
  // Each panel polls a query of its own: a panel opened again (another tower) starts empty.
  const [queryKey] = useState(() => {
    polls += 1;
    return ['live', polls] as const;
  });
  const shown = usePageShown();
  const running = enabled && shown;
  const { data, isError, isFetching, dataUpdatedAt, refetch } = useQuery(
    {
      queryKey,
      queryFn: ({ signal }) => loader.current(signal),
      enabled: running,
      refetchInterval: intervalMs,
      staleTime: 0,
      gcTime: 0,
    },
    queryClient,
  );

  useEffect(() => {
    if (!running) return;
    const onVisibility = () => {
      if (hidden()) void queryClient.cancelQueries({ queryKey });
      else void queryClient.refetchQueries({ queryKey }, { cancelRefetch: false });
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      void queryClient.cancelQueries({ queryKey });
    };
  }, [running, queryKey]);

  const retry = useCallback(() => {
    if (running && !isFetching) void refetch();
  }, [running, isFetching, refetch]);
  return { data, stale: isError, receivedAt: data === undefined ? undefined : dataUpdatedAt, retry };
}
