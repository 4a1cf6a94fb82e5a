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

/** How a read is asked: by its page (a failure is reported) or ahead of it (silent, outside the session gate). */
export interface AskOptions {
  signal?: AbortSignal;
  silent?: boolean;
  skipAuthGate?: boolean;
}

/** One server read: where its answer sits in the cache, and how to ask for it. */
export interface Read<T> {
  queryKey: QueryKey;
  ask: (options: AskOptions) => Promise<T>;
}

/** A prefetched answer no page has shown yet stays fresh this long: the page opening takes it, not asks again. */
export const PREFETCH_FRESH_MS = 10_000;

/** Prefetched answers no page has shown yet: when each came in (its `dataUpdatedAt`), by query hash. */
const unseen = new Map<string, number>();
/** The errors of silent prefetches: a page that waited on one asks again itself, and reports its own. */
const silentFailures = new WeakSet<object>();
// An answer dropped (sign-out, garbage collection) is no longer waiting for its page.
queryClient.getQueryCache().subscribe((event) => {
  if (event.type === 'removed') unseen.delete(event.query.queryHash);
});

/** The reads' staleness: an unseen prefetched answer is fresh for a while, anything else asked anew. */
export const readStaleTime = (query: Pick<Query, 'queryHash' | 'state'>): number =>
  unseen.get(query.queryHash) === query.state.dataUpdatedAt ? PREFETCH_FRESH_MS : 0;

/**
 * Asks for a read ahead of its page (at navigation). Silent: a failure shows nothing, and the page's
 * own query then asks again and reports it as usual. One request while one is pending or its unseen
 * answer is fresh. Resolves when the answer is in; never rejects.
 */
export function prefetchRead<T>(read: Read<T>): Promise<void> {
  return queryClient
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
}

/** The read's answer in the cache, if any (its page can show it in its first render). */
export const readData = <T>(read: Read<T>): T | undefined => queryClient.getQueryData<T>(read.queryKey);

export const readCached = (read: Read<unknown>): boolean => readData(read) !== undefined;

export type ReadOptions<T> = Omit<UseQueryOptions<T>, 'queryKey' | 'queryFn'>;

/**
 * A page's read as a query (invariant 8: the latest key wins, leaving cancels through the query's
 * signal). It takes over the prefetch of the same key (one request; an answer already in shows in the
 * first render), asks again after a silent prefetch failed, and does not ask again for an answer it
 * already showed when React re-runs its effects (Activity showing a kept subtree). A fresh mount with
 * an answer in the cache shows it at once and asks anew.
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
      // The one client, also where no provider is rendered (a component on its own, a dialog's portal).
    },
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
