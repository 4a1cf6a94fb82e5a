import { prefetchable, type Prefetchable } from '@/api/prefetchable';
import type { CallOptions } from '@/api/resource';
import type { PageQuery, PageResult } from '@/api/types';
import { onSessionCleared } from '@/stores/session';

/** What a list is read from: a resource's API module (its identity keys the prefetches). */
export interface ListSource {
  page(query: PageQuery, options?: CallOptions): Promise<PageResult<unknown>>;
}

type ListCall = Prefetchable<PageQuery, PageResult<unknown>>;

/** Each source's first pages asked ahead of their page (see `prefetchable`), by query text (`listQueryKey`). */
let calls = new WeakMap<object, ListCall>();

/**
 * A list page opened again shows the rows it last had for its first query at once, while it asks
 * for them anew (its tag was closed, or the tab cache dropped it): for this long after they came in.
 */
export const RECALL_MS = 5 * 60_000;
/** Queries remembered per source (the first page of a list, a few searches of it). */
const RECALLED_PER_SOURCE = 4;

interface Recalled {
  page: PageResult<unknown>;
  at: number;
}

/** The last answer of each list to a query, by source and query text. */
let recalled = new WeakMap<object, Map<string, Recalled>>();

/** Forgets every prefetch and remembered answer (sign-out; and between tests, whose backend starts afresh). */
export function forgetLists(): void {
  calls = new WeakMap();
  recalled = new WeakMap();
}

// Another user must never see this one's rows.
onSessionCleared(forgetLists);

/** The first query of a list as its hook builds it (the same text keys the prefetch and the page). */
export function listQuery<Q extends PageQuery>(
  filters: Partial<Q>,
  fixedQuery: Partial<Q> | undefined,
  page: number,
  limit: number,
): Q {
  return { ...filters, ...fixedQuery, page, limit } as Q;
}

export const listQueryKey = (query: PageQuery) => JSON.stringify(query);

function callOf(source: ListSource): ListCall {
  let call = calls.get(source);
  if (!call) {
    call = prefetchable((query: PageQuery, options) => source.page(query, options), listQueryKey);
    calls.set(source, call);
  }
  return call;
}

/**
 * Asks for a list's page ahead of its page (at navigation, while its code loads): silently, once per
 * source and query while pending or fresh (see `prefetchable`). Resolves when the answer is in, or at
 * once when the list has rows of its own to show meanwhile (`recallList`); never rejects.
 */
export function prefetchList(source: ListSource, query: PageQuery): Promise<void> {
  const shown = recallList(source, listQueryKey(query)) ? Promise.resolve() : undefined;
  const asked = callOf(source).prefetch(query);
  return shown ?? asked;
}

/** A fresh prefetched answer to `query`, if it is already in (for a page's first render). */
export function peekPrefetched(source: object, query: PageQuery): PageResult<unknown> | undefined {
  return calls.get(source)?.peek(query);
}

/**
 * Takes the prefetch of `query` over (it is never handed out twice): its answer, or undefined when it
 * failed, went stale or was never asked for (the page then asks itself). `abort` cancels a pending one.
 */
export function takePrefetched(
  source: object,
  query: PageQuery,
): { answer: Promise<PageResult<unknown> | undefined>; abort: () => void } | undefined {
  return calls.get(source)?.take(query);
}

/** Keeps a list's answer to `key` for when its page opens again (see RECALL_MS). */
export function rememberList(source: object, key: string, page: PageResult<unknown>): void {
  let answers = recalled.get(source);
  if (!answers) {
    answers = new Map();
    recalled.set(source, answers);
  }
  answers.delete(key);
  answers.set(key, { page, at: performance.now() });
  for (const oldest of answers.keys()) {
    if (answers.size <= RECALLED_PER_SOURCE) break;
    answers.delete(oldest);
  }
}

/** The answer a list last had to `key`, if recent enough to show while it asks again. */
export function recallList(source: object, key: string): PageResult<unknown> | undefined {
  const known = recalled.get(source)?.get(key);
  return known && performance.now() - known.at < RECALL_MS ? known.page : undefined;
}
