import { hashKey, keepPreviousData } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CallOptions } from '@/api/resource';
import type { PageQuery, PageResult } from '@/api/types';
import { DEFAULT_PAGE_SIZE } from '@/components/list';
import { queryClient } from '@/lib/query/client';
import { useRead, type Read } from '@/lib/query/read';
import { listKey, listQuery } from './list-prefetch';

export interface UseCrudListOptions<T, Q extends PageQuery> {
  fetch: (query: Q, options: CallOptions) => Promise<PageResult<T>>;
  /** Merged into every query (a route parameter such as the dictionary type); not part of the filters. */
  fixedQuery?: Partial<Q>;
  initialFilters?: Partial<Q>;
  pageSize?: number;
  /** False holds the request back (e.g. until a parent record is known). */
  enabled?: boolean;
  /** What `fetch` reads (its API module): the list then takes over a prefetch and shows its last rows on a revisit. */
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
  /** The query of the rows on screen (what an export uses). */
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

/** A page-specific fetcher may hand over anything (invariant 10): the pager never shows NaN. */
function shownPage<T>(page: PageResult<T> | undefined): { rows: T[]; total: number } {
  if (!page || !Array.isArray(page.list)) return { rows: [], total: 0 };
  const { list: rows, total } = page;
  return { rows, total: Number.isSafeInteger(total) && total >= rows.length ? total : rows.length };
}

interface ListRequest<Q> {
  filters: Partial<Q>;
  page: number;
  limit: number;
}

/**
 * The headless list controller. Rows in the cache show at once and are asked anew without a spinner,
 * until the user searches, pages or refreshes.
 */
export function useCrudList<T, Q extends PageQuery = PageQuery>(
  options: UseCrudListOptions<T, Q>,
): CrudListState<T, Q> {
  const { fetch, fixedQuery, initialFilters, pageSize = DEFAULT_PAGE_SIZE, enabled = true, source } = options;
  const [request, setRequest] = useState<ListRequest<Q>>(() => ({
    filters: initialFilters ?? {},
    page: 1,
    limit: pageSize,
  }));
  // The user has asked for nothing yet: a refresh of the rows on screen shows no spinner.
  const [quiet, setQuiet] = useState(true);
  // A list without a source is a resource of its own.
  const [own] = useState(() => ({}));

  const fetchRef = useRef(fetch);
  useEffect(() => {
    fetchRef.current = fetch;
  }, [fetch]);

  const fixedKey = JSON.stringify(fixedQuery ?? {});
  const owner = source ?? own;
  const keyOf = useCallback(
    (filters: Partial<Q>, page: number, limit: number) =>
      listKey(owner, listQuery<Q>(filters, JSON.parse(fixedKey) as Partial<Q>, page, limit)),
    [owner, fixedKey],
  );
  const queryKey = useMemo(
    () => keyOf(request.filters, request.page, request.limit),
    [keyOf, request.filters, request.page, request.limit],
  );
  const query = queryKey[2] as Q;
  const ask = useCallback((options: CallOptions) => fetchRef.current(query, options), [query]);
  const read = useMemo<Read<PageResult<T>>>(() => ({ queryKey, ask }), [queryKey, ask]);
  const result = useRead(read, { enabled, placeholderData: keepPreviousData });

  const refetch = useCallback(() => {
    setQuiet(false);
    void queryClient.refetchQueries({ queryKey, exact: true }, { cancelRefetch: false });
  }, [queryKey]);
  const search = useCallback(
    (filters: Partial<Q>) => {
      setQuiet(false);
      if (hashKey(keyOf(filters, 1, request.limit)) === hashKey(queryKey)) refetch();
      else setRequest((r) => ({ filters, page: 1, limit: r.limit }));
    },
    [keyOf, queryKey, refetch, request.limit],
  );
  const setPage = useCallback((page: number, limit?: number) => {
    setQuiet(false);
    setRequest((r) => ({ ...r, page: limit !== undefined && limit !== r.limit ? 1 : page, limit: limit ?? r.limit }));
  }, []);
  const { rows, total } = shownPage(result.data);
  const refetchAfterRemove = useCallback(
    (removed: number) => {
      const lastPage = Math.max(1, Math.ceil(Math.max(0, total - removed) / request.limit));
      if (request.page > lastPage) setPage(lastPage);
      else refetch();
    },
    [total, request.page, request.limit, setPage, refetch],
  );
  const updateRows = useCallback(
    (update: (rows: T[]) => T[]) =>
      queryClient.setQueryData<PageResult<T>>(queryKey, (page) => page && { ...page, list: update(page.list) }),
    [queryKey],
  );

  const shownQuietly = quiet && result.data !== undefined && !result.isPlaceholderData;
  return {
    rows,
    total,
    failed: result.isError,
    loading: enabled && result.isFetching && !shownQuietly,
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
