import type { CallOptions } from '@/api/resource';
import type { PageQuery, PageResult } from '@/api/types';
import { onSessionCleared } from '@/stores/session';

/** What a list is read from: a resource's API module (its identity keys the prefetches). */
export interface ListSource {
  page(query: PageQuery, options?: CallOptions): Promise<PageResult<unknown>>;
}

/** An answer waits this long to be adopted by the page it was asked for; later the page asks again. */
export const PREFETCH_FRESH_MS = 10_000;

type Settled = { ok: true; page: PageResult<unknown>; at: number } | { ok: false };

interface Entry {
  promise: Promise<Settled>;
  settled?: Settled;
  controller: AbortController;
}

/** Prefetched first pages, by source and query text (`listQueryKey`). */
let store = new WeakMap<object, Map<string, Entry>>();

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
  store = new WeakMap();
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

function entriesOf(source: object): Map<string, Entry> {
  let entries = store.get(source);
  if (!entries) {
    entries = new Map();
    store.set(source, entries);
  }
  return entries;
}

const isFresh = (entry: Entry) =>
  !entry.settled || (entry.settled.ok && performance.now() - entry.settled.at < PREFETCH_FRESH_MS);

/**
 * Asks for a list's page ahead of its page (at navigation, while its code loads). Silent: a failure
 * shows nothing and is forgotten, and the page's own request then reports it as usual; a 401 does
 * not raise the session alert either (the page's request will). One request per source and query
 * while it is pending or fresh. Resolves when the answer is in, or at once when the list has rows
 * of its own to show meanwhile (`recallList`); never rejects.
 */
export function prefetchList(source: ListSource, query: PageQuery): Promise<void> {
  const entries = entriesOf(source);
  const key = listQueryKey(query);
  const shown = recallList(source, key) ? Promise.resolve() : undefined;
  const known = entries.get(key);
  if (known && isFresh(known)) return shown ?? known.promise.then(() => undefined);
  const controller = new AbortController();
  const entry: Entry = {
    controller,
    promise: source.page(query, { signal: controller.signal, silent: true, skipAuthGate: true }).then(
      (page): Settled => (entry.settled = { ok: true, page, at: performance.now() }),
      (): Settled => {
        entry.settled = { ok: false };
        if (entries.get(key) === entry) entries.delete(key);
        return entry.settled;
      },
    ),
  };
  entries.set(key, entry);
  return shown ?? entry.promise.then(() => undefined);
}

/** A fresh prefetched answer to `key`, if it is already in (for a page's first render). */
export function peekPrefetched(source: object, key: string): PageResult<unknown> | undefined {
  const entry = store.get(source)?.get(key);
  return entry?.settled?.ok && isFresh(entry) ? entry.settled.page : undefined;
}

/**
 * Takes the prefetch of `key` over (it is never handed out twice): its answer, or undefined when it
 * failed, went stale or was never asked for (the page then asks itself). `abort` cancels a pending one.
 */
export function takePrefetched(
  source: object,
  key: string,
): { answer: Promise<PageResult<unknown> | undefined>; abort: () => void } | undefined {
  const entries = store.get(source);
  const entry = entries?.get(key);
  if (!entries || !entry) return undefined;
  entries.delete(key);
  if (!isFresh(entry)) return undefined;
  return {
    answer: entry.promise.then((settled) => (settled.ok ? settled.page : undefined)),
    abort: () => entry.controller.abort(),
  };
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
