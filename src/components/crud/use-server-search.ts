import { useEffect, useRef, useState } from 'react';
import type { CallOptions } from '@/api/resource';
import { isCanceled, type PageResult } from '@/api/types';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';

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
  /** A keyword (or version) asked and not answered yet. */
  loading: boolean;
  /** When the answer to the current ask lists fewer than match: how many it lists and how many match. */
  more?: { shown: number; total: number };
}

interface Ask<T> {
  search: ServerSearch<T>;
  keyword: string;
  version: number | string;
}

interface Answer<T> extends Ask<T> {
  page?: PageResult<T>;
}

const answers = <T>(answer: Answer<T> | undefined, ask: Ask<T>) =>
  answer !== undefined &&
  answer.search === ask.search &&
  answer.keyword === ask.keyword &&
  answer.version === ask.version;

/**
 * The one way the console searches a list on the server as the user types: the trimmed keyword
 * settles for `SEARCH_DEBOUNCE_MS`, then one ask per settled keyword, the call before it aborted, so
 * the latest ask's answer is the one listed. `search` should be stable (module level or memoised):
 * a new function is a new list. An ask already answered is not asked again when the tab cache shows
 * the page again (it re-runs the page's effects).
 */
export function useServerSearch<T>(
  search: ServerSearch<T>,
  typed: string,
  { limit, enabled = true, version = 0 }: ServerSearchOptions,
): ServerSearchState<T> {
  const keyword = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  // The answer remembers which ask it answers; a failed ask is answered without a page.
  const [answer, setAnswer] = useState<Answer<T> | undefined>(undefined);
  const [listed, setListed] = useState<Answer<T> | undefined>(undefined);
  const answered = useRef<Answer<T> | undefined>(undefined);
  useEffect(() => {
    if (!enabled || answers(answered.current, { search, keyword, version })) return;
    const controller = new AbortController();
    // An answer settled before its abort could be handled is stale all the same.
    const { signal } = controller;
    search({ keyword, limit }, { signal }).then(
      (page) => {
        if (signal.aborted) return;
        const next = { search, keyword, version, page };
        answered.current = next;
        setAnswer(next);
        setListed(next);
      },
      (error: unknown) => {
        if (!signal.aborted && !isCanceled(error)) setAnswer({ search, keyword, version });
      },
    );
    return () => controller.abort();
  }, [enabled, search, keyword, limit, version]);

  const current = answers(answer, { search, keyword, version }) ? answer : undefined;
  const page = listed?.search === search ? listed.page : undefined;
  const list = page?.list ?? [];
  return {
    list,
    loading: enabled && current === undefined,
    more:
      current?.page && current.page.total > current.page.list.length
        ? { shown: current.page.list.length, total: current.page.total }
        : undefined,
  };
}
