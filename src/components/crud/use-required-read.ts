import { createContext, useCallback, useContext, useEffect, useId, useRef, useState } from 'react';
import { isCanceled } from '@/api/types';

/**
 * A read a write is built from (issue 35): until it is `ready` nothing may be saved. `data` is set
 * only when ready; `message` is the failure's (already told by the client unless the call was silent).
 */
export interface RequiredRead<T> {
  status: 'loading' | 'failed' | 'ready';
  data: T | undefined;
  message?: string;
  /** Asks again (after a failure, or to refresh). */
  retry: () => void;
}

/** What a dialog hands its content: a part that is not ready holds the dialog's save. */
interface SaveHold {
  hold: (id: string, held: boolean) => void;
}

const SaveHoldContext = createContext<SaveHold | undefined>(undefined);
export const SaveHoldProvider = SaveHoldContext.Provider;

/** Holds the nearest toolkit dialog's save while `held` (a no-op outside one). */
export function useHoldSave(held: boolean): void {
  const gate = useContext(SaveHoldContext);
  const id = useId();
  useEffect(() => {
    if (!gate) return;
    gate.hold(id, held);
    return () => gate.hold(id, false);
  }, [gate, id, held]);
}

/** The dialog's side of the hold: `held` while any part of its content holds the save. */
export function useSaveHolds(): { held: boolean; provider: SaveHold } {
  const [holds, setHolds] = useState<ReadonlySet<string>>(() => new Set());
  const hold = useCallback((id: string, held: boolean) => {
    setHolds((current) => {
      if (current.has(id) === held) return current;
      const next = new Set(current);
      if (held) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const [provider] = useState<SaveHold>(() => ({ hold }));
  return { held: holds.size > 0, provider };
}

const NOT_ASKED = { status: 'ready', data: undefined } as const;

/**
 * Reads what a dialog or page will write back: asked again when `key` changes or on `retry`, the
 * latest ask wins and leaving aborts (invariant 8). `read` undefined means there is nothing to read
 * (adding a record): ready at once. Inside a toolkit dialog a read that is not ready holds its save.
 * The one place the console waits for such a read; its insides may become a query library's.
 */
export function useRequiredRead<T>(
  read: ((signal: AbortSignal) => Promise<T>) | undefined,
  key: string,
): RequiredRead<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ ask: string; status: 'failed' | 'ready'; data?: T; message?: string }>();
  const latest = useRef(read);
  useEffect(() => {
    latest.current = read;
  });
  const asked = read !== undefined;
  const ask = `${key}#${attempt}`;
  useEffect(() => {
    const current = latest.current;
    if (!current) return;
    const controller = new AbortController();
    const { signal } = controller;
    current(signal).then(
      (data) => {
        if (!signal.aborted) setState({ ask, status: 'ready', data });
      },
      (error: unknown) => {
        if (signal.aborted || isCanceled(error)) return;
        setState({ ask, status: 'failed', message: error instanceof Error ? error.message : undefined });
      },
    );
    return () => controller.abort();
  }, [ask, asked]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const answered = asked && state?.ask === ask ? state : undefined;
  const status = !asked ? 'ready' : (answered?.status ?? 'loading');
  useHoldSave(status !== 'ready');
  if (!asked) return { ...NOT_ASKED, retry };
  return { status, data: answered?.status === 'ready' ? answered.data : undefined, message: answered?.message, retry };
}
