/**
 * Runs `task` once the browser is idle (or after `timeoutMs` at the latest), where it can tell;
 * elsewhere (jsdom, older Safari) after `fallbackMs`. Returns a function that cancels it.
 */
export function whenIdle(
  task: () => void,
  { timeoutMs, fallbackMs = 50 }: { timeoutMs?: number; fallbackMs?: number } = {},
): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, timeoutMs === undefined ? undefined : { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, fallbackMs);
  return () => window.clearTimeout(timer);
}
