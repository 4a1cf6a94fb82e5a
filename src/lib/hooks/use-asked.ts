import { useEffect, useRef, useState } from 'react';
import type { Prefetchable } from '@/api/prefetchable';
import { isCanceled } from '@/api/types';

/** An answer on its way, failed (its message), or in. */
export type Loaded<T> = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; value: T };

/**
 * The answer of one of a page's calls to `query`, asked again when `key` changes: the latest ask
 * wins and leaving aborts (invariant 8). The first ask takes over the one made at navigation (the
 * page's DataPlan in `src/router/page-data.ts`), shown in the first render when it is already in.
 * A failure comes back as `failed` with its message, for the page to show where it happened.
 */
export function useAsked<Q, R>(
  call: Prefetchable<Q, R>,
  query: Q,
  key: string,
  ask: (signal: AbortSignal) => Promise<R>,
): Loaded<R> {
  const [state, setState] = useState<{ key: string; loaded: Loaded<R> }>(() => {
    const known = call.peek(query);
    return known === undefined
      ? { key: '', loaded: { status: 'loading' } }
      : { key, loaded: { status: 'ready', value: known } };
  });
  const answered = useRef(state.key);
  // What `key` names, as of the render that asked (the effect below runs when `key` changes).
  const latest = useRef({ query, ask });
  useEffect(() => {
    latest.current = { query, ask };
  });
  useEffect(() => {
    const { query, ask } = latest.current;
    const taken = call.take(query);
    if (answered.current === key) return;
    const controller = new AbortController();
    const { signal } = controller;
    const answer = taken ? taken.answer.then((value) => value ?? ask(signal)) : ask(signal);
    answer.then(
      (value) => {
        if (signal.aborted) return;
        answered.current = key;
        setState({ key, loaded: { status: 'ready', value } });
      },
      (error: unknown) => {
        if (signal.aborted || isCanceled(error)) return;
        setState({ key, loaded: { status: 'failed', message: error instanceof Error ? error.message : '' } });
      },
    );
    return () => {
      controller.abort();
      taken?.abort();
    };
  }, [key, call]);
  return state.key === key ? state.loaded : { status: 'loading' };
}
