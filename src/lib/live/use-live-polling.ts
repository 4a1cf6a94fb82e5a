import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { queryClient } from '@/lib/query/client';
import { usePageShown } from '@/router/page-location';

export interface LivePollingState<T> {
  /** The last answer (kept when a later refresh fails). */
  data?: T;
  /** The last refresh failed: what is shown is older than it should be. */
  stale: boolean;
  /** When the data arrived (ms). */
  receivedAt?: number;
}

export interface LivePolling<T> extends LivePollingState<T> {
  /** Asks again now (a retry button); nothing while a call is under way or polling is stopped. */
  retry: () => void;
}

let polls = 0;
const hidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

/**
 * Calls a silent `load` now and every `intervalMs` while `enabled` and the page is on screen; hiding
 * the tab cancels the call under way, showing it asks at once. A failure keeps the last data, stale.
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
  // A query of its own: a panel opened again (another tower) starts empty.
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
