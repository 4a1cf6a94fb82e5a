/**
 * MSW notes where each handler was declared by taking a stack trace in its constructor: ~0.1 s of
 * every demo page load for the ~480 handlers, before the console's first render, for a note the mock
 * never prints. Imported first by the mock's entries, so the handler modules evaluate without stack
 * traces; the entry restores them once its handlers exist (restoreStackTraces).
 */
const limit = Error.stackTraceLimit;
Error.stackTraceLimit = 0;

export function restoreStackTraces(): void {
  Error.stackTraceLimit = limit;
}
