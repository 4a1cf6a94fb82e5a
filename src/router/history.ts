import { createPath, NavigationType, parsePath, type Location, type Navigator, type To } from 'react-router-dom';

/** One history update: how the history moved and where to. */
export interface HistoryUpdate {
  action: NavigationType;
  location: Location;
}

/**
 * The console's history: react-router's public `Navigator` (what `<Router>` navigates through) plus
 * where it is and a listener told of every update (pushes and replaces too, not only Back/Forward),
 * synchronously, before React renders anything. Built on the browser's own History API (or an array,
 * for tests), not on react-router's internal history.
 */
export interface AppHistory extends Navigator {
  readonly action: NavigationType;
  readonly location: Location;
  listen(listener: (update: HistoryUpdate) => void): () => void;
}

/** What the console keeps in `window.history.state` per entry: the caller's state, a key, the entry's index. */
interface EntryState {
  usr?: unknown;
  key?: string;
  idx?: number;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

const toPath = (to: To) => (typeof to === 'string' ? parsePath(to) : to);

function locationOf(to: To, state: unknown, key: string): Location {
  const { pathname = '/', search = '', hash = '' } = toPath(to);
  return { pathname, search, hash, state: state ?? null, key };
}

const isEntryState = (value: unknown): value is EntryState => typeof value === 'object' && value !== null;

/** Shared by both histories: the current update and its listeners. */
function historyCore(start: HistoryUpdate) {
  let current = start;
  const listeners = new Set<(update: HistoryUpdate) => void>();
  return {
    current: () => current,
    set(update: HistoryUpdate) {
      current = update;
      listeners.forEach((listener) => listener(update));
    },
    listen(listener: (update: HistoryUpdate) => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The browser's history (pushState, replaceState, popstate). */
export function createAppBrowserHistory(win: Window = window): AppHistory {
  const read = (): Location => {
    const state = isEntryState(win.history.state) ? win.history.state : {};
    const { pathname, search, hash } = win.location;
    return { pathname, search, hash, state: state.usr ?? null, key: state.key ?? 'default' };
  };
  const indexOf = () => (isEntryState(win.history.state) ? (win.history.state.idx ?? 0) : 0);
  let index = indexOf();
  if (!isEntryState(win.history.state) || win.history.state.idx === undefined) {
    // The first entry gets an index, so a later entry's tells how far it is from here.
    win.history.replaceState({ ...(isEntryState(win.history.state) ? win.history.state : {}), idx: index }, '');
  }
  const core = historyCore({ action: NavigationType.Pop, location: read() });
  win.addEventListener('popstate', () => {
    index = indexOf();
    core.set({ action: NavigationType.Pop, location: read() });
  });
  const href = (to: To) => (typeof to === 'string' ? to : createPath(to));
  const write = (to: To, state: unknown, replace: boolean) => {
    const key = newKey();
    const next = replace ? index : index + 1;
    const entry: EntryState = { usr: state, key, idx: next };
    const url = href(to);
    try {
      if (replace) win.history.replaceState(entry, '', url);
      else win.history.pushState(entry, '', url);
    } catch {
      // A state the browser cannot clone, or too many updates (Safari's limit): a plain navigation.
      win.location[replace ? 'replace' : 'assign'](url);
      return;
    }
    index = next;
    core.set({ action: replace ? NavigationType.Replace : NavigationType.Push, location: read() });
  };
  return {
    get action() {
      return core.current().action;
    },
    get location() {
      return core.current().location;
    },
    listen: core.listen,
    createHref: href,
    encodeLocation(to) {
      const url = new URL(href(to), win.location.origin);
      return { pathname: url.pathname, search: url.search, hash: url.hash };
    },
    push: (to, state) => write(to, state, false),
    replace: (to, state) => write(to, state, true),
    go: (delta) => win.history.go(delta),
  };
}

/** A history in memory (tests): entries and an index, updates told at once as the browser's are. */
export function createAppMemoryHistory({
  initialEntries = ['/'],
  initialIndex,
}: { initialEntries?: readonly To[]; initialIndex?: number } = {}): AppHistory {
  const entries = initialEntries.map((to, i) => locationOf(to, null, i === 0 ? 'default' : newKey()));
  let index = Math.min(Math.max(initialIndex ?? entries.length - 1, 0), entries.length - 1);
  const core = historyCore({ action: NavigationType.Pop, location: entries[index] });
  return {
    get action() {
      return core.current().action;
    },
    get location() {
      return core.current().location;
    },
    listen: core.listen,
    createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
    encodeLocation(to) {
      const { pathname = '/', search = '', hash = '' } = toPath(to);
      return { pathname, search, hash };
    },
    push(to, state) {
      const location = locationOf(to, state, newKey());
      index += 1;
      entries.splice(index, entries.length, location);
      core.set({ action: NavigationType.Push, location });
    },
    replace(to, state) {
      const location = locationOf(to, state, newKey());
      entries[index] = location;
      core.set({ action: NavigationType.Replace, location });
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      core.set({ action: NavigationType.Pop, location: entries[index] });
    },
  };
}
