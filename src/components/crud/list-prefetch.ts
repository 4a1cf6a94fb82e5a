import type { CallOptions } from '@/api/resource';
import type { PageQuery, PageResult } from '@/api/types';
import { queryKeys, resourceOf } from '@/lib/query/keys';
import { prefetchRead, readCached, type Read } from '@/lib/query/read';

/** What a list is read from: a resource's API module (its `path`, or its identity, keys the list). */
export interface ListSource {
  page(query: PageQuery, options?: CallOptions): Promise<PageResult<unknown>>;
}

/** The first query of a list as its hook builds it (the same query keys the prefetch and the page). */
export function listQuery<Q extends PageQuery>(
  filters: Partial<Q>,
  fixedQuery: Partial<Q> | undefined,
  page: number,
  limit: number,
): Q {
  return { ...filters, ...fixedQuery, page, limit } as Q;
}

/** A list's page as a query of its source's resource. */
export const listKey = (source: object, query: PageQuery) => queryKeys.list(resourceOf(source), query);

export function listRead<T>(
  source: object,
  query: PageQuery,
  fetch: (query: PageQuery, options: CallOptions) => Promise<PageResult<T>>,
): Read<PageResult<T>> {
  return { queryKey: listKey(source, query), ask: (options) => fetch(query, options) };
}

const sourceRead = (source: ListSource, query: PageQuery) =>
  listRead(source, query, (q, options) => source.page(q, options));

/**
 * Asks for a list's page ahead of its page (at navigation), silently (see `prefetchRead`). Resolves
 * when the answer is in, or at once when the list has rows in the cache to show meanwhile.
 */
export function prefetchList(source: ListSource, query: PageQuery): Promise<void> {
  const read = sourceRead(source, query);
  const shown = readCached(read);
  const asked = prefetchRead(read);
  return shown ? Promise.resolve() : asked;
}

/** Whether a list's page has rows to show (the page shows them at once, and asks anew if they are not fresh). */
export const listCached = (source: ListSource, query: PageQuery): boolean => readCached(sourceRead(source, query));
