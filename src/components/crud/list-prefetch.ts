import type { CallOptions } from '@/api/resource';
import type { PageQuery, PageResult } from '@/api/types';
import { queryKeys, resourceOf } from '@/lib/query/keys';
import { prefetchRead, type Pending, type Read } from '@/lib/query/read';

/** What a list is read from: a resource's API module (its `path`, or its identity, keys the list). */
export interface ListSource {
  page(query: PageQuery, options?: CallOptions): Promise<PageResult<unknown>>;
}

/** A list's query as its hook builds it, so a prefetch and the page share one key. */
export function listQuery<Q extends PageQuery>(
  filters: Partial<Q>,
  fixedQuery: Partial<Q> | undefined,
  page: number,
  limit: number,
): Q {
  return { ...filters, ...fixedQuery, page, limit } as Q;
}

export const listKey = (source: object, query: PageQuery) => queryKeys.list(resourceOf(source), query);

const sourceRead = (source: ListSource, query: PageQuery): Read<PageResult<unknown>> => ({
  queryKey: listKey(source, query),
  ask: (options) => source.page(query, options),
});

export const prefetchList = (source: ListSource, query: PageQuery): Pending => prefetchRead(sourceRead(source, query));
