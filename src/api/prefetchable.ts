import { onSessionCleared } from '@/stores/session';
import type { CallOptions } from './resource';

/** An answer asked for ahead of its page waits this long to be taken over; later the page asks again. */
export const PREFETCH_FRESH_MS = 10_000;

type Settled<R> = { ok: true; value: R; at: number } | { ok: false };

interface Entry<R> {
  promise: Promise<Settled<R>>;
  settled?: Settled<R>;
  controller: AbortController;
  /** The sign-in it was asked under (see forgetPrefetches). */
  generation: number;
}

/**
 * A call a page makes first, asked for ahead of it at navigation (issue 22) and taken over by the
 * page: the first page of a resource list (`prefetchList`, one per list source) or any other call a
 * page's DataPlan names (tower statistics, file classes).
 */
export interface Prefetchable<Q, R> {
  /**
   * Asks ahead of the page. Silent: a failure shows nothing and is forgotten, and the page's own
   * request then reports it as usual; a 401 does not raise the session alert either. One request per
   * query while it is pending or fresh. Resolves when the answer is in; never rejects.
   */
  prefetch(query: Q): Promise<void>;
  /** A fresh answer to `query` already in (for the page's first render); it stays to be taken. */
  peek(query: Q): R | undefined;
  /**
   * Takes the prefetch of `query` over (never handed out twice): its answer, or undefined when it
   * failed or went stale; undefined when it was never asked for (the page then asks itself).
   */
  take(query: Q): { answer: Promise<R | undefined>; abort: () => void } | undefined;
}

let generation = 0;

/** Forgets every prefetched answer (sign-out: another user must never see them; and between tests). */
export function forgetPrefetches(): void {
  generation += 1;
}

onSessionCleared(forgetPrefetches);

/** `call` made prefetchable; queries are told apart by `keyOf` (their JSON by default). */
export function prefetchable<Q, R>(
  call: (query: Q, options: CallOptions) => Promise<R>,
  keyOf: (query: Q) => string = (query) => JSON.stringify(query),
): Prefetchable<Q, R> {
  const entries = new Map<string, Entry<R>>();
  /** The entry for `key` of this sign-in, if it is pending or fresh; older ones are dropped. */
  const live = (key: string): Entry<R> | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    const fresh =
      entry.generation === generation &&
      (!entry.settled || (entry.settled.ok && performance.now() - entry.settled.at < PREFETCH_FRESH_MS));
    if (fresh) return entry;
    entries.delete(key);
    return undefined;
  };
  return {
    prefetch(query) {
      const key = keyOf(query);
      const known = live(key);
      if (known) return known.promise.then(() => undefined);
      const controller = new AbortController();
      const entry: Entry<R> = {
        controller,
        generation,
        promise: call(query, { signal: controller.signal, silent: true, skipAuthGate: true }).then(
          (value): Settled<R> => (entry.settled = { ok: true, value, at: performance.now() }),
          (): Settled<R> => {
            entry.settled = { ok: false };
            if (entries.get(key) === entry) entries.delete(key);
            return entry.settled;
          },
        ),
      };
      entries.set(key, entry);
      return entry.promise.then(() => undefined);
    },
    peek(query) {
      const settled = live(keyOf(query))?.settled;
      return settled?.ok ? settled.value : undefined;
    },
    take(query) {
      const key = keyOf(query);
      const entry = live(key);
      if (!entry) return undefined;
      entries.delete(key);
      return {
        answer: entry.promise.then((settled) => (settled.ok ? settled.value : undefined)),
        abort: () => entry.controller.abort(),
      };
    },
  };
}
