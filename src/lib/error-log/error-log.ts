import { create } from 'zustand';
import { setErrorReporter } from './reporter';

/**
 * One captured error (§2 error-log viewer). Holds no token and no password: only the redacted
 * message, stack and route, and how often it was seen.
 */
export interface ErrorLogEntry {
  id: number;
  /** When it was last seen. */
  time: number;
  message: string;
  stack: string;
  /** path + query where it happened. */
  route: string;
  /** Times seen: the same message on the same page within REPEAT_WINDOW_MS of the last is one entry. */
  count: number;
}

/** At most this many entries are kept (invariant 11); older ones are counted in `dropped`. */
export const ERROR_LOG_LIMIT = 50;
/** The same message on the same page within this window of its last sighting is one error seen again. */
export const REPEAT_WINDOW_MS = 2_000;
/** In a storm the log's state changes at most once per this interval: every error is counted, later. */
export const FLUSH_INTERVAL_MS = 250;
const MAX_MESSAGE = 2_000;
const MAX_STACK = 8_000;

interface ErrorLogState {
  entries: ErrorLogEntry[];
  /** Errors no longer listed (pushed out by newer ones, or beyond the limit within one flush). */
  dropped: number;
  add: (error: unknown) => void;
  clear: () => void;
}

/** Names whose values are secrets: token, Admin-Token, access_token, password, oldPassword, pwd… */
const SECRET_KEY = String.raw`[\w-]*(?:token|password|passwd|pwd)[\w-]*`;
/** `"password": "…"` as JSON writes it, escapes inside the value included. */
const SECRET_JSON = new RegExp(String.raw`("${SECRET_KEY}"\s*:\s*)"(?:[^"\\]|\\.)*"`, 'gi');
/** `password=…`, `pwd: …`, `'token': '…'` and JSON quoted once more (`\"password\":\"…`). */
const SECRET_PAIR = new RegExp(
  String.raw`(\b${SECRET_KEY}(?:\\?["'])?\s*[=:]\s*(?:\\?["'])?)(?!\*\*\*)[^\s&,;"'}\\]+`,
  'gi',
);

/** Redacts bearer tokens and token or password values (query, form, `key: value` and JSON styles). */
export function scrub(text: string): string {
  return text
    .replace(/(Bearer\s+)[\w.~+/=-]+/gi, '$1***')
    .replace(SECRET_JSON, '$1"***"')
    .replace(SECRET_PAIR, '$1***');
}

function describe(error: unknown): { message: string; stack: string } {
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack ?? '' };
  if (typeof error === 'string') return { message: error, stack: '' };
  try {
    return { message: JSON.stringify(error) ?? String(error), stack: '' };
  } catch {
    return { message: String(error), stack: '' };
  }
}

const keyOf = (e: { message: string; route: string }) => `${e.route}\n${e.message}`;

/** Errors seen since the last flush, one per message and page, at most ERROR_LOG_LIMIT (the latest) of them. */
let pending = new Map<string, ErrorLogEntry>();
let pendingDropped = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
let lastFlush = Number.NEGATIVE_INFINITY;
let nextId = 1;

/** Merges pending errors into the list: repeats raise a count, new ones go on top, the oldest go. */
function merge(entries: ErrorLogEntry[], batch: ErrorLogEntry[]): { entries: ErrorLogEntry[]; dropped: number } {
  const list = [...entries];
  for (const seen of batch) {
    const index = list.findIndex((e) => keyOf(e) === keyOf(seen) && seen.time - e.time < REPEAT_WINDOW_MS);
    if (index >= 0) {
      const repeated = list[index];
      list.splice(index, 1);
      list.unshift({ ...repeated, time: seen.time, count: repeated.count + seen.count });
    } else {
      list.unshift(seen);
    }
  }
  const gone = list.splice(ERROR_LOG_LIMIT);
  return { entries: list, dropped: gone.reduce((sum, e) => sum + e.count, 0) };
}

export const useErrorLog = create<ErrorLogState>((set) => ({
  entries: [],
  dropped: 0,
  add(error) {
    const { message, stack } = describe(error);
    const now = Date.now();
    const seen: ErrorLogEntry = {
      id: nextId++,
      time: now,
      message: scrub(message.slice(0, MAX_MESSAGE)),
      stack: scrub(stack.slice(0, MAX_STACK)),
      route: scrub(`${window.location.pathname}${window.location.search}`),
      count: 1,
    };
    const key = keyOf(seen);
    const earlier = pending.get(key);
    // Re-inserted, so the map runs from the longest unseen to the latest.
    pending.delete(key);
    pending.set(key, earlier ? { ...earlier, time: now, count: earlier.count + 1 } : seen);
    if (pending.size > ERROR_LOG_LIMIT) {
      const [oldestKey, oldest] = pending.entries().next().value ?? [];
      if (oldestKey !== undefined && oldest) {
        pending.delete(oldestKey);
        pendingDropped += oldest.count;
      }
    }
    // A lone error shows at once; in a storm, the state changes at most once per interval.
    if (timer !== undefined) return;
    const wait = lastFlush + FLUSH_INTERVAL_MS - now;
    if (wait <= 0) flushErrorLog();
    else timer = setTimeout(flushErrorLog, wait);
  },
  clear() {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    lastFlush = Number.NEGATIVE_INFINITY;
    pending = new Map();
    pendingDropped = 0;
    set({ entries: [], dropped: 0 });
  },
}));

/** Puts the errors seen since the last state change into the list now (the viewer opening, tests). */
export function flushErrorLog(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  lastFlush = Date.now();
  if (pending.size === 0 && pendingDropped === 0) return;
  const batch = [...pending.values()];
  const beyond = pendingDropped;
  pending = new Map();
  pendingDropped = 0;
  useErrorLog.setState((s) => {
    const merged = merge(s.entries, batch);
    return { entries: merged.entries, dropped: s.dropped + merged.dropped + beyond };
  });
}

let installed = false;

/**
 * Feeds the log from the error boundary, window 'error' / 'unhandledrejection' and failed lazy
 * chunks (Vite's 'vite:preloadError'). Returns an uninstall function.
 */
export function installErrorLog(): () => void {
  if (installed) return () => undefined;
  installed = true;
  const add = useErrorLog.getState().add;
  const onError = (e: ErrorEvent) => add(e.error ?? e.message);
  const onRejection = (e: PromiseRejectionEvent) => add(e.reason);
  const onPreload = (e: Event) => add((e as Event & { payload?: unknown }).payload ?? 'chunk load failed');
  setErrorReporter((error) => add(error));
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  window.addEventListener('vite:preloadError', onPreload);
  return () => {
    installed = false;
    setErrorReporter(undefined);
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    window.removeEventListener('vite:preloadError', onPreload);
  };
}
