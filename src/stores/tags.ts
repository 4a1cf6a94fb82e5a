import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { onSessionCleared } from './session';

/** One visited page in the tab bar (§2), keyed by path + query. */
export interface Tag {
  /** path + query, e.g. /system/user?status=0 */
  key: string;
  path: string;
  /** Route title key (namespace 'route'). */
  title: string;
  /** Fixed tags (the dashboard) cannot be closed. */
  fixed?: boolean;
}

export const DASHBOARD_TAG: Tag = { key: '/dashboard', path: '/dashboard', title: 'dashboard', fixed: true };
export const TAGS_STORAGE_KEY = 'console:tags';

interface TagsState {
  tags: Tag[];
  /** Bumped by refresh: the page cache keys each page by it, so a refresh remounts just that page. */
  refreshes: Record<string, number>;
  add: (tag: Tag) => void;
  /** Closes one tag; returns the neighbour to show when it was the active one (right, else left). */
  close: (key: string) => Tag | undefined;
  closeOthers: (key: string) => void;
  closeLeft: (key: string) => void;
  closeRight: (key: string) => void;
  closeAll: () => void;
  refresh: (key: string) => void;
  /** Back to the fixed tags only (sign-out, 401). */
  reset: () => void;
}

const withFixed = (tags: Tag[]): Tag[] =>
  tags.some((t) => t.key === DASHBOARD_TAG.key) ? tags : [DASHBOARD_TAG, ...tags];

export const useTags = create<TagsState>()(
  persist(
    (set, get) => ({
      tags: [DASHBOARD_TAG],
      refreshes: {},
      add(tag) {
        const { tags } = get();
        const index = tags.findIndex((t) => t.key === tag.key);
        if (index >= 0) {
          if (tags[index].title === tag.title) return;
          set({ tags: tags.map((t, i) => (i === index ? { ...t, title: tag.title } : t)) });
          return;
        }
        set({ tags: withFixed([...tags, tag]) });
      },
      close(key) {
        const { tags } = get();
        const index = tags.findIndex((t) => t.key === key);
        if (index < 0 || tags[index].fixed) return undefined;
        const next = tags.filter((_, i) => i !== index);
        set({ tags: next });
        return next[index] ?? next[index - 1];
      },
      closeOthers: (key) => set({ tags: get().tags.filter((t) => t.fixed || t.key === key) }),
      closeLeft(key) {
        const { tags } = get();
        const index = tags.findIndex((t) => t.key === key);
        if (index < 0) return;
        set({ tags: tags.filter((t, i) => t.fixed || i >= index) });
      },
      closeRight(key) {
        const { tags } = get();
        const index = tags.findIndex((t) => t.key === key);
        if (index < 0) return;
        set({ tags: tags.filter((t, i) => t.fixed || i <= index) });
      },
      closeAll: () => set({ tags: get().tags.filter((t) => t.fixed) }),
      refresh: (key) => set((s) => ({ refreshes: { ...s.refreshes, [key]: (s.refreshes[key] ?? 0) + 1 } })),
      reset: () => set({ tags: [DASHBOARD_TAG], refreshes: {} }),
    }),
    {
      name: TAGS_STORAGE_KEY,
      version: 1,
      // Only paths and title keys: never the token or any server data.
      partialize: (s) => ({ tags: s.tags.map(({ key, path, title, fixed }) => ({ key, path, title, fixed })) }),
      merge: (persisted, current) => {
        const saved = (persisted as { tags?: unknown } | undefined)?.tags;
        const tags = Array.isArray(saved)
          ? saved.filter(
              (t): t is Tag =>
                typeof t === 'object' &&
                t !== null &&
                typeof (t as Tag).key === 'string' &&
                typeof (t as Tag).path === 'string' &&
                typeof (t as Tag).title === 'string' &&
                (t as Tag).key.startsWith('/'),
            )
          : [];
        return { ...current, tags: withFixed(tags) };
      },
    },
  ),
);

onSessionCleared(() => useTags.getState().reset());
