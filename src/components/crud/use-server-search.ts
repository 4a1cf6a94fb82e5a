import { useState } from 'react';
import type { CallOptions } from '@/api/resource';
import type { PageResult } from '@/api/types';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { queryKeys, resourceOf } from '@/lib/query/keys';
import { useRead, type Read } from '@/lib/query/read';

/** Typing settles this long before the server is asked. */
export const SEARCH_DEBOUNCE_MS = 300;

/** A list the server searches; the caller decides which filter the keyword is sent as. */
export type ServerSearch<T> = (ask: { keyword: string; limit: number }, options: CallOptions) => Promise<PageResult<T>>;

export interface ServerSearchOptions {
  limit: number;
  /** Nothing is asked while false (a select not opened yet). */
  enabled?: boolean;
  /** Changing it asks the same keyword again (a refresh button, a save that changed the rows). */
  version?: number | string;
}

export interface ServerSearchState<T> {
  /** The last answer of this `search`, kept while a newer keyword is asked. */
  list: T[];
  /** A keyword asked and not answered yet (not the quiet refresh of the answer shown). */
  loading: boolean;
  /** The answer lists fewer than match. */
  more?: { shown: number; total: number };
}

/** One settled keyword's read; a page's plan prefetches the empty keyword's, which the page takes over. */
export const searchRead = <T>(
  search: ServerSearch<T>,
  keyword: string,
  limit: number,
  version: number | string = 0,
): Read<PageResult<T>> => ({
  queryKey: queryKeys.other(resourceOf(search), 'search', { keyword, limit, version }),
  ask: (o) => search({ keyword, limit }, o),
});

/**
 * The one way the console searches a list on the server as the user types: one query per settled
 * keyword, the one before it cancelled. A new `search` function is a new list: keep it stable.
 */
export function useServerSearch<T>(
  search: ServerSearch<T>,
  typed: string,
  { limit, enabled = true, version = 0 }: ServerSearchOptions,
): ServerSearchState<T> {
  const keyword = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const list = resourceOf(search);
  const asked = useRead<PageResult<T>>(searchRead(search, keyword, limit, version), {
    enabled,
    placeholderData: (previous, query) => (query?.queryKey[0] === list ? previous : undefined),
  });
  const current = asked.isSuccess && !asked.isPlaceholderData ? asked.data : undefined;
  // Kept while a newer keyword is asked, and when one fails.
  const [listed, setListed] = useState<{ list: string; page: PageResult<T> }>();
  if (current && listed?.page !== current) setListed({ list, page: current });
  const page = current ?? (listed?.list === list ? listed.page : undefined);
  return {
    list: page?.list ?? [],
    // An answer on screen asked again (a revisit) is not loading.
    loading: enabled && current === undefined && (asked.isFetching || !asked.isError),
    more:
      current && current.total > current.list.length ? { shown: current.list.length, total: current.total } : undefined,
  };
}
