/**
 * The calls made under one session (those that carry its token). Signing out ends it: every call
 * still under way is aborted, and an answer to a call sent before then belongs to no session, so the
 * API client drops it as a cancellation (a live page's call answering 401 after logout must not
 * raise the expired-session alert).
 */

/** A caller's abort signal, as axios types it (`GenericAbortSignal`). */
interface CallerSignal {
  readonly aborted: boolean;
  addEventListener?: (type: 'abort', listener: () => void) => void;
  removeEventListener?: (type: 'abort', listener: () => void) => void;
}

/** One call under the session it was sent in. */
export interface SessionCall {
  /** The session it was sent in (see `isCurrentSession`). */
  readonly session: number;
  /** Aborts when the caller aborts or the session ends. */
  readonly signal: AbortSignal;
  /** The call has settled: forget it. */
  release: () => void;
}

let session = 0;
const underWay = new Set<AbortController>();

/** Starts a call under the current session, following the caller's own signal if it has one. */
export function joinSession(callerSignal?: CallerSignal): SessionCall {
  const controller = new AbortController();
  const follow = () => controller.abort();
  if (callerSignal?.aborted) controller.abort();
  else callerSignal?.addEventListener?.('abort', follow);
  underWay.add(controller);
  return {
    session,
    signal: controller.signal,
    release: () => {
      underWay.delete(controller);
      callerSignal?.removeEventListener?.('abort', follow);
    },
  };
}

/** Whether a call sent in `sent` belongs to the session still going on. */
export function isCurrentSession(sent: number): boolean {
  return sent === session;
}

/** Ends the session: aborts every call still under way; calls made from now on belong to the next. */
export function endSession(): void {
  session += 1;
  const calls = [...underWay];
  underWay.clear();
  calls.forEach((controller) => controller.abort());
}
