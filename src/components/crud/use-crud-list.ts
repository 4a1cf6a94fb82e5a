import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CallOptions } from '@/api/resource';
import { isCanceled, type PageQuery, type PageResult } from '@/api/types';
import { DEFAULT_PAGE_SIZE } from '@/components/list';
import { listQuery, listQueryKey, peekPrefetched, recallList, rememberList, takePrefetched } from './list-prefetch';

export interface UseCrudListOptions<T, Q extends PageQuery> {
  fetch: (query: Q, options: CallOptions) => Promise<PageResult<T>>;
  /** Merged into every query (a route parameter such as the dictionary type); not part of the filters. */
  fixedQuery?: Partial<Q>;
  initialFilters?: Partial<Q>;
  pageSize?: number;
  /** False holds the request back (e.g. until a parent record is known). */
  enabled?: boolean;
  /**
   * What `fetch` reads (the resource's API module): the list's first query adopts a prefetch of the
   * same query from it (`prefetchList`, started at navigation) instead of asking again.
   */
  source?: object;
}

export interface CrudListState<T, Q extends PageQuery> {
  rows: T[];
  total: number;
  loading: boolean;
  /** The last request failed (the client has already told the user). */
  failed: boolean;
  filters: Partial<Q>;
  page: number;
  limit: number;
  /** The query of the rows on screen's request (what an export should use). */
  query: Q;
  /** New filters, back to page 1. */
  search: (filters: Partial<Q>) => void;
  setPage: (page: number, limit?: number) => void;
  /** Fetches the same query again. */
  refetch: () => void;
  /** After deleting `removed` rows: steps back a page when the current one would be empty. */
  refetchAfterRemove: (removed: number) => void;
  /** Changes the rows on screen without asking again (a change the server has just agreed to). */
  updateRows: (update: (rows: T[]) => T[]) => void;
}

/**
 * What a fetcher's page can show (invariant 10): toPage has normalised the standard family, but a
 * page-specific fetcher may hand over anything. No rows without a list; a total that is not a
 * whole number at least the rows' count is their count (the pager never shows NaN).
 */
function shownPage<T>(page: PageResult<T> | undefined): { rows: T[]; total: number } {
  if (!page || !Array.isArray(page.list)) return { rows: [], total: 0 };
  const { list: rows, total } = page;
  return { rows, total: Number.isSafeInteger(total) && total >= rows.length ? total : rows.length };
}

interface ListRequest<Q> {
  filters: Partial<Q>;
  page: number;
  limit: number;
  /** Bumped by refetch so an identical query is fetched again. */
  nonce: number;
}

/**
 * The headless list controller (invariant 8): one AbortController per request, only the latest
 * query's answer is applied, no state update after unmount, no toast for an abort. When its effects
 * run again with the same query (a subtree hidden and shown by React's Activity), an answered query
 * is not fetched again. A list mounting afresh shows the rows it last had for its first query while
 * it asks anew (`recallList`).
 */
export function useCrudList<T, Q extends PageQuery = PageQuery>(
  options: UseCrudListOptions<T, Q>,
): CrudListState<T, Q> {
  const { fetch, fixedQuery, initialFilters, pageSize = DEFAULT_PAGE_SIZE, enabled = true, source } = options;
  const [request, setRequest] = useState<ListRequest<Q>>(() => ({
    filters: initialFilters ?? {},
    page: 1,
    limit: pageSize,
    nonce: 0,
  }));

  const fetchRef = useRef(fetch);
  useEffect(() => {
    fetchRef.current = fetch;
  }, [fetch]);

  const fixedKey = JSON.stringify(fixedQuery ?? {});
  const query = useMemo(
    () => listQuery<Q>(request.filters, JSON.parse(fixedKey) as Partial<Q>, request.page, request.limit),
    [request.filters, request.page, request.limit, fixedKey],
  );
  const queryKey = listQueryKey(query);
  const key = `${queryKey}#${request.nonce}`;
  /** Only the list's first query adopts a prefetch; a search or refetch always asks the server. */
  const adoptable = source !== undefined && enabled && request.nonce === 0;

  // A prefetch already answered: its rows are on screen from the first render. Else the rows this
  // list last had for the same query (its page was opened before): shown while it asks anew.
  const [first] = useState(() => {
    const prefetched = adoptable ? peekPrefetched(source, query) : undefined;
    const page = prefetched ?? (adoptable ? recallList(source, queryKey) : undefined);
    return { page: page as PageResult<T> | undefined, fresh: prefetched !== undefined };
  });
  const [answer, setAnswer] = useState<{ key?: string; rows: T[]; total: number; failed: boolean }>(() =>
    first.page ? { key, ...shownPage(first.page), failed: false } : { rows: [], total: 0, failed: false },
  );
  /** The key whose answer is on screen; a failed or aborted request leaves it unset, so it is retried. */
  const answeredKey = useRef<string | undefined>(first.fresh ? key : undefined);
  /** The first render showed a prefetched answer, still to be marked used. */
  const peeked = useRef(first.fresh);

  useEffect(() => {
    if (!enabled || answeredKey.current === key) {
      // Shown at the first render: the prefetch is used up, and its rows are this list's last.
      if (peeked.current && source) {
        takePrefetched(source, query);
        if (first.page) rememberList(source, queryKey, first.page);
      }
      peeked.current = false;
      return;
    }
    const controller = new AbortController();
    let latest = true;
    const adopted = adoptable ? takePrefetched(source, query) : undefined;
    const asked = (): Promise<PageResult<T>> => fetchRef.current(query, { signal: controller.signal });
    // A prefetch that failed or was cancelled is asked again by the page, which reports a failure as usual.
    // (Gone meanwhile: `latest` is false and nothing lands.)
    const answered: Promise<PageResult<T> | undefined> = adopted
      ? adopted.answer.then((page) => (page ? (page as PageResult<T>) : latest ? asked() : undefined))
      : asked();
    answered
      .then((page) => {
        if (!latest) return;
        answeredKey.current = key;
        if (source && page) rememberList(source, queryKey, page);
        setAnswer({ key, ...shownPage(page), failed: false });
      })
      .catch((error: unknown) => {
        if (!latest || isCanceled(error)) return;
        setAnswer((previous) => ({ ...previous, key, failed: true }));
      });
    return () => {
      // Unmount, a newer query or a hidden tab: this answer must not land.
      latest = false;
      controller.abort();
      adopted?.abort();
    };
  }, [key, query, queryKey, enabled, adoptable, source, first]);

  const search = useCallback(
    (filters: Partial<Q>) => setRequest((r) => ({ filters, page: 1, limit: r.limit, nonce: r.nonce + 1 })),
    [],
  );
  const setPage = useCallback(
    (page: number, limit?: number) =>
      setRequest((r) => ({ ...r, page: limit !== undefined && limit !== r.limit ? 1 : page, limit: limit ?? r.limit })),
    [],
  );
  const refetch = useCallback(() => setRequest((r) => ({ ...r, nonce: r.nonce + 1 })), []);
  const total = answer.total;
  const refetchAfterRemove = useCallback(
    (removed: number) =>
      setRequest((r) => {
        const lastPage = Math.max(1, Math.ceil(Math.max(0, total - removed) / r.limit));
        return { ...r, page: Math.min(r.page, lastPage), nonce: r.nonce + 1 };
      }),
    [total],
  );

  const updateRows = useCallback(
    (update: (rows: T[]) => T[]) => setAnswer((previous) => ({ ...previous, rows: update(previous.rows) })),
    [],
  );

  return {
    rows: answer.rows,
    total: answer.total,
    failed: answer.failed,
    loading: enabled && answer.key !== key,
    filters: request.filters,
    page: request.page,
    limit: request.limit,
    query,
    search,
    setPage,
    refetch,
    refetchAfterRemove,
    updateRows,
  };
}
