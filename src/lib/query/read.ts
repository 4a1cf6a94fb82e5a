import {
  hashKey,
  useQuery,
  type Query,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { queryClient } from './client';

/** A prefetch is silent and runs before the session gate: its page reports a failure itself. */
export interface AskOptions {
  signal?: AbortSignal;
  silent?: boolean;
  skipAuthGate?: boolean;
}

export interface Read<T> {
  queryKey: QueryKey;
  ask: (options: AskOptions) => Promise<T>;
}

/** A prefetched answer no page has shown yet is taken by the page opening, not asked again. */
export const PREFETCH_FRESH_MS = 10_000;

/** When each unseen prefetched answer came in (its `dataUpdatedAt`), by query hash. */
const unseen = new Map<string, number>();
/** Errors of silent prefetches: the page asks again and reports its own. */
const silentFailures = new WeakSet<object>();
queryClient.getQueryCache().subscribe((event) => {
  if (event.type === 'removed') unseen.delete(event.query.queryHash);
});

const readStaleTime = (query: Pick<Query, 'queryHash' | 'state'>): number =>
  unseen.get(query.queryHash) === query.state.dataUpdatedAt ? PREFETCH_FRESH_MS : 0;

export const readData = <T>(read: Read<T>): T | undefined => queryClient.getQueryData<T>(read.queryKey);

/** What a navigation waits for: nothing when every answer is in, so its page shows them at once. */
export type Pending = Promise<void> | undefined;

/** Waits for whichever parts are still coming; nothing when none is. */
export function allIn(parts: readonly (Promise<unknown> | undefined)[]): Pending {
  const coming = parts.filter((part) => part !== undefined);
  return coming.length === 0 ? undefined : Promise.all(coming).then(() => undefined);
}

/** Asks for a read at navigation, silently; waits only when no answer is cached (one shows, the new one replaces it). Never rejects. */
export function prefetchRead<T>(read: Read<T>): Pending {
  const shown = readData(read) !== undefined;
  const asked = queryClient
    .prefetchQuery({
      queryKey: read.queryKey,
      queryFn: ({ signal }) =>
        read.ask({ signal, silent: true, skipAuthGate: true }).catch((error: unknown) => {
          if (typeof error === 'object' && error !== null) silentFailures.add(error);
          throw error;
        }),
      staleTime: readStaleTime,
    })
    .then(() => {
      const query = queryClient.getQueryCache().find({ queryKey: read.queryKey, exact: true });
      if (query?.state.status === 'success' && query.getObserversCount() === 0)
        unseen.set(query.queryHash, query.state.dataUpdatedAt);
    });
  return shown ? undefined : asked;
}

export type ReadOptions<T> = Omit<UseQueryOptions<T>, 'queryKey' | 'queryFn'>;

/**
 * A page's read: it takes over a prefetch of its key, asks again after a silent prefetch failed, and
 * does not ask again for an answer it showed when Activity re-runs its effects.
 */
export function useRead<T>(read: Read<T>, options: ReadOptions<T> = {}): UseQueryResult<T> {
  const answered = useRef<string | undefined>(undefined);
  const result: UseQueryResult<T> = useQuery<T>(
    {
      staleTime: readStaleTime,
      ...options,
      queryKey: read.queryKey,
      queryFn: ({ signal }) => read.ask({ signal }),
      refetchOnMount: (query) => answered.current !== query.queryHash,
    },
    // The one client, also where no provider is rendered (a dialog's portal, a component on its own).
    queryClient,
  );
  const { error, isSuccess, isPlaceholderData, dataUpdatedAt, refetch } = result;
  const hash = hashKey(read.queryKey);
  useEffect(() => {
    if (!isSuccess || isPlaceholderData) return;
    answered.current = hash;
    unseen.delete(hash);
  }, [hash, isSuccess, isPlaceholderData, dataUpdatedAt]);
  useEffect(() => {
    if (typeof error === 'object' && error !== null && silentFailures.delete(error)) void refetch();
  }, [error, refetch]);
  return result;
}
