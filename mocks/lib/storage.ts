/** Where the mock keeps its state: localStorage in the browser, memory in node. */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  keys(): string[];
}

export function memoryStore(): KeyValueStore {
  const map = new Map<string, string>();
  return {
    get: (k) => map.get(k) ?? null,
    set: (k, v) => void map.set(k, v),
    remove: (k) => void map.delete(k),
    keys: () => [...map.keys()],
  };
}

export function browserStore(): KeyValueStore {
  return {
    get: (k) => localStorage.getItem(k),
    set: (k, v) => {
      try {
        localStorage.setItem(k, v);
      } catch {
        // Quota exceeded: the table stays correct in memory for this page's life.
      }
    },
    remove: (k) => localStorage.removeItem(k),
    keys: () => Object.keys(localStorage),
  };
}

let current: KeyValueStore = memoryStore();

export function store(): KeyValueStore {
  return current;
}

/** browser.ts switches to localStorage; node tests keep memory. */
export function setStore(next: KeyValueStore): void {
  current = next;
}
