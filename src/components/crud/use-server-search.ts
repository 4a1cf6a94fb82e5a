import { useState } from 'react';
import type { CallOptions } from '@/api/resource';
import type { PageResult } from '@/api/types';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { queryKeys, resourceOf } from '@/lib/query/keys';
import { useRead, type Read } from '@/lib/query/read';

/** Typing settles this long before the server is asked. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A list the server searches: the keyword typed and how many to bring in; a page of matches and how
 * many match in all out. The caller decides which of the list's filters the keyword is sent as.
 */
export type ServerSearch<T> = (ask: { keyword: string; limit: number }, options: CallOptions) => Promise<PageResult<T>>;

export interface ServerSearchOptions {
  /** How many matches one ask brings. */
  limit: number;
  /** Nothing is asked while false (a select not opened yet). */
  enabled?: boolean;
  /** Changing it asks the same keyword again (a refresh button, a save that changed the rows). */
  version?: number | string;
}

export interface ServerSearchState<T> {
  /** The last answer of this `search` (kept while a newer keyword is asked; none of another `search`'s). */
  list: T[];
  /** A keyword (or version) asked and not answered yet (not the quiet refresh of the answer shown). */
  loading: boolean;
  /** When the answer to the current ask lists fewer than match: how many it lists and how many match. */
  more?: { shown: number; total: number };
}

/**
 * One settled keyword's query: what `useServerSearch` asks, and what a page's plan asks ahead of the
 * page (the empty keyword, version 0) under the same key, so the page takes the answer over.
 */
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
 * The one way the console searches a list on the server as the user types: the trimmed keyword
 * settles for `SEARCH_DEBOUNCE_MS`, then one query per settled keyword (`[search, 'search', ask]`),
 * the one before it cancelled, so the latest ask's answer is the one listed. `search` should be
 * stable (module level or memoised): a new function is a new list.
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
  // The last answer of this search stays listed while a newer keyword is asked, and when one fails.
  const [listed, setListed] = useState<{ list: string; page: PageResult<T> }>();
  if (current && listed?.page !== current) setListed({ list, page: current });
  const page = current ?? (listed?.list === list ? listed.page : undefined);
  return {
    list: page?.list ?? [],
    // An answer on screen being asked again (a revisit shows the last one at once) is not loading.
    loading: enabled && current === undefined && (asked.isFetching || !asked.isError),
    more:
      current && current.total > current.list.length ? { shown: current.list.length, total: current.total } : undefined,
  };
}
